/**
 * What the user may do on this page: the functions of the module's definitions (kit/resource
 * functions.ts), asked of the server once per page with the spec's `hasFunctions` call. Until the
 * answer comes, and when the call fails, nothing is held: a button appears only once it is allowed.
 *
 * @example
 *   const held = await loadFunctions(client, resources);   // Set of the codes the user holds
 */
import type { RequestClient } from '../request';
import { functionOf, resourceFunctions, type ModuleResources } from '../resource';

/** The spec's hasFunctions call (shell.md §7): `functionCodes` → `{ <code>: boolean }`. */
export const HAS_FUNCTIONS_CALL = '/cloud/management/rest/np/user/hasFunctions';

/** Every function code the module's resources, reports and views declare. */
export function moduleFunctionCodes(module: ModuleResources): string[] {
  const codes = new Set<string>();
  for (const def of [...module.resources, ...(module.reports ?? []), ...(module.views ?? [])]) {
    for (const code of Object.values(resourceFunctions(module.module, def))) if (code) codes.add(code);
    // A page may offer an operation through a handler of its own (e.g. a report form's save), so the
    // basic operations' codes are asked for every resource, declared as calls or not.
    for (const key of ['create', 'update', 'delete'] as const) codes.add(functionOf(module.module, def, key));
  }
  return [...codes].sort();
}

/** The codes among the module's functions that the user holds (one call). */
export async function loadFunctions(client: RequestClient, module: ModuleResources): Promise<Set<string>> {
  const codes = moduleFunctionCodes(module);
  if (!codes.length) return new Set();
  const answer = await client.load<Record<string, boolean>>({ url: HAS_FUNCTIONS_CALL, data: { functionCodes: codes }, json: true, notice: 'silent' });
  return new Set(codes.filter((c) => answer[c] === true));
}
