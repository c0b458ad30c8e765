/**
 * The HTTP face of views (server/resources/views.ts): a view's own calls, served through the store
 * scoped to the view's fixed filters.
 */
import type { FastifyInstance } from 'fastify';
import { callsOf, type ResourceApi, type ResourceDef, type ViewDef } from '../../resources/kit';
import type { ResourceStore } from '../../resources/store';
import { viewStore } from '../../resources/views';
import { resourceRoutes } from './resources';

/**
 * Serves a view's own calls (nothing for a view without them: its page narrows the resource's list).
 * A call it shares with its resource or with a view served before it is served once, by the first
 * (e.g. the offline view's update is the kind's update, scoped to the kind).
 */
export function viewRoutes(app: FastifyInstance, store: ResourceStore, view: ViewDef): void {
  if (!view.view.ownApi) return;
  const base = store.resource(view.view.of);
  const own = Object.entries(callsOf(view)).filter(([, call]) => !app.hasRoute({ method: call.method, url: call.path }));
  const api: ResourceApi = Object.fromEntries(own.map(([op]) => [op, view.api[op as keyof ResourceApi]]));
  const served: ResourceDef = { ...base, title: view.title, api, actions: view.actions, readOnly: view.readOnly, defaultSort: view.defaultSort };
  resourceRoutes(app, viewStore(store, base, view), served);
}
