/**
 * Authorization of module calls: a call reaches a module only if the user holds one of the module's
 * systems (a menu grant, grants.ts; the systems are the module manifest's), and a call that changes
 * data only if the user also holds the call's function (role_functions; codes and patterns as in
 * kit/resource/functions.ts). The platform's super user passes. A refusal is an HttpError with the
 * catalogue's no-right message, thrown before the call touches anything.
 *
 * @example
 *   await access.check(request.auth, 'clgl', 'clgl.car.delete');   // throws FORBIDDEN unless held
 */
import type { ModuleManifest } from '../../kit/manifest';
import { holdsFunction } from '../../kit/resource/functions';
import { HttpError } from '../core/errors';
import { messages } from '../core/messages';
import type { GrantService, UserRef } from './grants';

export class AccessService {
  private readonly systems: Map<string, readonly string[]>;

  constructor(manifests: readonly ModuleManifest[], private readonly grants: GrantService) {
    this.systems = new Map(manifests.map((m) => [m.id, m.systems]));
  }

  /** The systems a module belongs to; undefined for a module without a manifest (in no menu). */
  systemsOf(module: string): readonly string[] | undefined {
    return this.systems.get(module);
  }

  /**
   * Refuses (403, the no-right message) unless the user holds one of the module's systems and, when
   * `fn` is given, that function. A module without a manifest is in no system: only its functions
   * are checked (test fixtures).
   */
  async check(user: UserRef, module: string, fn: string | null): Promise<void> {
    await this.require(user, this.systems.get(module), fn);
  }

  /**
   * Refuses (403) unless the user holds one of `systems` (none named: no system check) and, when given,
   * function `fn`: the rule of every call, a module's or the platform's (server/http/routeAccess.ts).
   */
  async require(user: UserRef, systems: readonly string[] | undefined, fn: string | null): Promise<void> {
    if (user.isSuper) return;
    if (systems?.length && !(await this.grants.holdsAnySystem(user, systems))) throw new HttpError('FORBIDDEN', messages.noSystem(systems.join('、')));
    if (fn && !holdsFunction(await this.grants.functionsOf(user), fn)) throw new HttpError('FORBIDDEN', messages.noFunction(fn));
  }
}
