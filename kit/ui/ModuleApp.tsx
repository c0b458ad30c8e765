/**
 * A module page: the bridge connection, the kit context and hash routes — one per menu entry of the
 * manifest (kit/ui moduleRoutes: a resource's list page, or the screen named for the entry's key),
 * plus any `routes` beside the menu. The host's menu opens `/modules/<id>/#<route>`; the same page
 * runs alone in a window or in a portal.
 *
 * @example
 *   createRoot(el).render(<ModuleApp module={resources} manifest={manifest} home="/board" screens={{
 *     board: <PlatformBoard />,
 *   }} />);
 */
import { Suspense, type ReactNode } from 'react';
import { ModuleBridgeProvider } from '../bridge';
import type { ModuleManifest } from '../manifest';
import type { ModuleResources } from '../resource';
import { HashRoutes } from './hashRoutes';
import { KitProvider } from './KitProvider';
import { LazyResult } from './lazyAntd';
import { moduleRoutes, type ModuleRoute } from './moduleRoutes';
import { pageNotifier } from './notices';

export type { ModuleRoute } from './moduleRoutes';

export type ModuleAppProps = {
  module: ModuleResources;
  /** The module's manifest: a route per menu entry. */
  manifest?: ModuleManifest;
  /** Elements of the entries that are not a resource's plain list page, by menu key. */
  screens?: Record<string, ReactNode>;
  /** Routes beside the menu (deep links). */
  routes?: ModuleRoute[];
  /** Where '/' leads (default: the first route). */
  home?: string;
};

export function ModuleApp(props: ModuleAppProps) {
  const routes = [...(props.manifest ? moduleRoutes(props.manifest, props.screens) : []), ...(props.routes ?? [])];
  return (
    <ModuleBridgeProvider request={{ notices: pageNotifier }}>
      <KitProvider module={props.module}>
        <div style={{ padding: 12 }}>
          <Suspense fallback={<div aria-busy="true" style={{ minHeight: 200 }} />}>
            <HashRoutes routes={routes} home={props.home ?? routes[0]?.path ?? '/'} fallback={<LazyResult status="404" title="404" />} />
          </Suspense>
        </div>
      </KitProvider>
    </ModuleBridgeProvider>
  );
}
