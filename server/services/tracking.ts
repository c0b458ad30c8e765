/** Visit logs (one per menu visit, with the stay time reported on leaving) and page views (pv/uv). */
import type { Db } from '../db';
import type { ServerConfig } from '../config';
import type { MenuService } from './menus';
import type { AuthContext } from './sessions';

export class TrackingService {
  constructor(
    private readonly db: Db,
    private readonly config: ServerConfig,
    private readonly menus: MenuService,
  ) {}

  /** Records a menu visit; answers its id (kept by the shell per menu id for the stay time). */
  async visit(auth: AuthContext, menuId: string, systemCode: string, menuName?: string): Promise<string> {
    const row = await this.db
      .insertInto('visit_logs')
      .values({
        tenant_id: auth.tenantId,
        user_id: auth.userId,
        menu_id: menuId,
        menu_name: menuName || this.menus.nameOf(menuId),
        system_code: systemCode,
        visited_at: this.config.now(),
        stay_ms: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return String(row.id);
  }

  /**
   * Records how long a visit lasted: `stayTime` in ms when the shell measured it, else the time since
   * the visit. False when the visit is not the caller's.
   */
  async stay(auth: AuthContext, visitId: string, stayTime?: number): Promise<boolean> {
    const visit = await this.db
      .selectFrom('visit_logs')
      .select(['id', 'visited_at'])
      .where('tenant_id', '=', auth.tenantId)
      .where('user_id', '=', auth.userId)
      .where('id', '=', Number(visitId))
      .executeTakeFirst();
    if (!visit) return false;
    const stayMs = stayTime ?? Math.max(0, this.config.now() - visit.visited_at);
    await this.db.updateTable('visit_logs').set({ stay_ms: stayMs }).where('id', '=', visit.id).where('tenant_id', '=', auth.tenantId).execute();
    return true;
  }

  /** Records a page view; answers today's pv and uv of that menu in the tenant. */
  async pageView(auth: AuthContext, menuId: string, systemCode: string, url: string): Promise<{ pv: number; uv: number }> {
    const now = this.config.now();
    await this.db
      .insertInto('page_views')
      .values({ tenant_id: auth.tenantId, user_id: auth.userId, menu_id: menuId, system_code: systemCode, url, viewed_at: now })
      .execute();
    const dayStart = now - (now % 86400000);
    const row = await this.db
      .selectFrom('page_views')
      .select((eb) => [eb.fn.countAll<number>().as('pv'), eb.fn.count<number>('user_id').distinct().as('uv')])
      .where('tenant_id', '=', auth.tenantId)
      .where('menu_id', '=', menuId)
      .where('viewed_at', '>=', dayStart)
      .executeTakeFirstOrThrow();
    return { pv: Number(row.pv), uv: Number(row.uv) };
  }
}
