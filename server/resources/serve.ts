/**
 * How the structures' calls (tree, document, ledger, workflow, reference) are served: the engine's
 * route with the same sign-in, tenant check, packings and refusals as a resource's CRUD routes.
 */
import type { FastifyInstance } from 'fastify';
import { parseCall, type ApiCall, type CallerContext } from './kit';
import { callerOf, guarded, inputOf, route } from './routes';
import type { ResourceStore } from './store';

export type Input = Record<string, unknown>;

/** Serves `call` with `fn(input, caller)`; its answer is the envelope. */
export function serve(app: FastifyInstance, store: ResourceStore, call: ApiCall, fn: (input: Input, caller: CallerContext) => Promise<unknown>): void {
  route(app, parseCall(call), (request) =>
    guarded(store, async () => {
      const input = inputOf(request);
      return fn(input, callerOf(request, input));
    }));
}

/** One call or a list of them (a definition may name several spellings of one call). */
export const callsIn = (api: ApiCall | readonly ApiCall[] | undefined): ApiCall[] =>
  api === undefined ? [] : Array.isArray(api) ? [...(api as readonly ApiCall[])] : [api as ApiCall];
