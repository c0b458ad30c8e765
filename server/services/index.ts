/**
 * The service layer, wired once per server: each service gets the database (Kysely builder only)
 * and the configuration (including the clock).
 */
import type { Db } from '../db';
import type { ServerConfig } from '../config';
import type { ModuleManifest } from '../../kit/manifest';
import { AccessService } from './access';
import { AdminService } from './admin';
import { NoticeService } from './notices';
import { AuthService } from './auth';
import { CaptchaService } from './captcha';
import { GrantService } from './grants';
import { LoginGuard } from './loginGuard';
import { MenuService } from './menus';
import { OperationLog } from './operationLog';
import { ParamService } from './params';
import { RateLimitService } from './rateLimits';
import { RememberTokenService } from './rememberTokens';
import type { KeyPair } from './secrets';
import { SessionService } from './sessions';
import { OrgService } from './org';
import { DirectoryService } from './directory';
import { TrackingService } from './tracking';
import { SsoService } from './sso';
import { FileService } from '../db/files';
import { DeviceService } from './devices';
import { LiveService } from './live';
import { VideoService } from './video';
import { MessagingService } from './messaging';
import { IncomeService } from './income';
import { CcxService } from './ccx';
import { EhrService } from './ehr';
import { ChatService } from './chat';

export type Services = ReturnType<typeof createServices>;

/** Wires every service over one database, configuration, key pair and the loaded manifests. */
export function createServices(db: Db, config: ServerConfig, keys: KeyPair, manifests: ModuleManifest[]) {
  const sessions = new SessionService(db, config);
  const remember = new RememberTokenService(db, config);
  const guard = new LoginGuard(db, config);
  const captchas = new CaptchaService(db, config);
  const grants = new GrantService(db);
  const params = new ParamService(db);
  const log = new OperationLog(db, config);
  const admin = new AdminService(db, params, sessions, config.now);
  const menus = new MenuService(manifests, grants, (tenantId, systemCode) => admin.menuSettings(tenantId, systemCode));
  const auth = new AuthService(db, config, keys, sessions, remember, guard, captchas, grants, params, log);
  const files = new FileService(db, config);
  const devices = new DeviceService(db, config);
  return {
    keys,
    sessions,
    remember,
    captchas,
    grants,
    params,
    rateLimits: new RateLimitService(db, config),
    log,
    menus,
    admin,
    notices: new NoticeService(db, config.now),
    access: new AccessService(manifests, grants),
    auth,
    org: new OrgService(db, grants),
    directory: new DirectoryService(db, config, grants, log),
    tracking: new TrackingService(db, config, menus),
    sso: new SsoService(db, config, auth),
    files,
    devices,
    live: new LiveService(db, config),
    video: new VideoService(db, config, devices, files),
    messaging: new MessagingService(db, config.now),
    income: new IncomeService(db, config.now),
    ccx: new CcxService(db, sessions, config.now),
    ehr: new EhrService(db),
    chat: new ChatService(db, config),
  };
}
