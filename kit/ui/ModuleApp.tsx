/**
 * A module page: the bridge connection, the kit context and hash routes — one per menu entry of the
 * manifest, each a resource's list page or a special screen. The host's menu opens
 * `/modules/<id>/#<route>`; the same page runs alone in a window or in a portal.
 *
 * @example
 *   createRoot(el).render(<ModuleApp module={resources} routes={[
 *     { path: '/cars', element: <ResourcePage def={carInfo} /> },
 *     { path: '/board', element: <PlatformBoard /> },
 *   ]} />);
 */
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { HashRouter, Navigate, Route, Routes } from 'react-router';
import { ModuleBridgeProvider } from '../bridge';
import type { ModuleResources } from '../resource';
import { KitProvider } from './KitProvider';
import { pageNotifier } from './notices';

export type ModuleRoute = { path: string; element: ReactNode };

export function ModuleApp(props: { module: ModuleResources; routes: ModuleRoute[]; home?: string }) {
  return (
    <ModuleBridgeProvider request={{ notices: pageNotifier }}>
      <KitProvider module={props.module}>
        <HashRouter>
          <div style={{ padding: 12 }}>
            <Routes>
              {props.routes.map((r) => (
                <Route key={r.path} path={r.path} element={r.element} />
              ))}
              <Route path="/" element={<Navigate to={props.home ?? props.routes[0]?.path ?? '/'} replace />} />
              <Route path="*" element={<Result status="404" title="404" />} />
            </Routes>
          </div>
        </HashRouter>
      </KitProvider>
    </ModuleBridgeProvider>
  );
}
