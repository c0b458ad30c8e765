/**
 * The server's configuration: the only place in server/ that reads `process.env`.
 *
 * @example
 *   const config = loadConfig();              // from process.env
 *   const test = loadConfig({ PORT: '0' });   // from a given environment
 */
import { resolve } from 'node:path';

/** An S3-compatible bucket for the files' bytes (path-style addresses). */
export type S3Settings = {
  /** `http(s)://host[:port]`, no trailing slash. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Put before every key (e.g. `urbanops/files/`); may be ''. */
  prefix: string;
};

/** Where the bytes of uploaded files go: the database (default) or an S3-compatible bucket (FILE_STORE=s3). */
export type FileStoreSettings = { kind: 'database' } | ({ kind: 's3' } & S3Settings);

export type ServerConfig = {
  port: number;
  host: string;
  /** Folder of urbanops.db (when no databaseUrl is set). */
  dataDir: string;
  /** `postgres://user:password@host:5432/database` to run on PostgreSQL; '' runs on DATA_DIR/urbanops.db. */
  databaseUrl: string;
  /** Connections each instance keeps to PostgreSQL at most (DB_POOL_SIZE; unused on SQLite). */
  dbPoolSize: number;
  /** Folder of the built pages (host/index.html, modules/<id>/index.html, assets/). */
  distDir: string;
  /** Folder holding modules/<id>/manifest.ts; the menus are assembled from it. */
  modulesDir: string;
  /** Module ids to serve (menus and resources); empty serves every module folder. */
  modules: string[];
  /** A token unused for this long is no longer valid. */
  tokenIdleSeconds: number;
  /** A token is never valid longer than this after sign-in. */
  tokenMaxSeconds: number;
  /** Remember-me (auto-login) token validity. */
  rememberSeconds: number;
  /** Failed logins (per username or per address) after which a captcha is required. */
  captchaAfterFailures: number;
  /** Failed logins from one address (any usernames) after which a captcha is required there. */
  captchaAfterAddressFailures: number;
  /** Failed logins for a username from one address after which that pair is locked (and other addresses slowed). */
  lockAfterFailures: number;
  lockSeconds: number;
  /** pino level; request lines are logged at debug, so the default 'info' is quiet. */
  logLevel: string;
  /** Per address and minute: sign-in calls, captcha images, single sign-on calls (0: no limit). */
  rateLimits: { login: number; captcha: number; sso: number };
  /** Where a module page without a token sends the user; '' means nowhere. */
  loginUrl: string;
  /** Origins (besides our own) allowed to embed module pages. */
  portalOrigins: string[];
  /** Origins (besides our own) a host accepts module frames from. */
  moduleOrigins: string[];
  menuClearCache: boolean;
  maxTabs: number;
  /** How often an open shell asks for new notices (ms; app-config.json `noticePollMs`). */
  noticePollMs: number;
  /** How many of a user's tabs keep their page loaded in the shell (KEEP_ALIVE_TABS, default 8). */
  keepAliveTabs: number;
  /** Whether X-Forwarded-For names the caller (behind a reverse proxy); used for per-address limits. */
  trustProxy: boolean;
  /** Largest accepted request body in bytes (JSON, form); larger bodies get HTTP 413. */
  bodyLimit: number;
  /** Largest uploaded file (the `file/upload` call) in bytes; at most the multipart limit of 20 MB. */
  fileMaxBytes: number;
  /** Imports: most data rows per file, largest unpacked .xlsx (bytes), imports running at once. */
  imports: { maxRows: number; maxUnpackedBytes: number; concurrent: number };
  /** Hours after its upload a stored file that no row refers to is deleted (by the hourly sweep). */
  fileOrphanHours: number;
  /** Where uploaded files' bytes go: the database (FILE_STORE=database, default) or an S3-compatible bucket (FILE_STORE=s3, S3_*). */
  fileStore: FileStoreSettings;
  /** The map's tile service (MAP_TILE_URL, MAP_TILE_COORDS wgs84|gcj02, MAP_TILE_SUBDOMAINS); null: none. */
  mapTiles: { url: string; coords: 'wgs84' | 'gcj02'; subdomains?: string } | null;
  /** A device not heard from for this long is offline (DEVICE_OFFLINE_SECONDS, default 300). */
  deviceOfflineSeconds: number;
  /** Device readings older than this are deleted by the hourly sweep (DEVICE_RETENTION_DAYS, default 400). */
  deviceRetentionDays: number;
  /** Seed the demo devices and their readings at the first start (DEMO_DEVICES, default true). */
  demoDevices: boolean;
  /**
   * Live device streams: how often each instance polls the events table (LIVE_POLL_MS, 1000), the
   * heartbeat that also re-checks the session (LIVE_HEARTBEAT_SECONDS, 15), how long events are
   * kept for resuming (LIVE_KEEP_MINUTES, 60), and the most bytes a slow stream may have queued
   * before it is closed (LIVE_BUFFER_KB, 256; the page reconnects and resumes).
   */
  live: { pollMs: number; heartbeatMs: number; keepMinutes: number; maxBufferedBytes: number };
  /**
   * The event loop's limits (docs/security.md "Requests that cannot stall the others"): under `npm
   * start` the supervisor kills and restarts a server whose heartbeat is missed for `watchdogSeconds`
   * (WATCHDOG_SECONDS, default 30; 0: never), and /healthz answers 503 once a block that long was seen;
   * /readyz answers 503 for 10 s after a block longer than `readyMaxLagMs` (READY_MAX_LAG_MS, 1000).
   */
  eventLoop: { watchdogSeconds: number; readyMaxLagMs: number };
  /** URBANOPS_TEST_HOOKS=1: the server obeys test-only messages from its supervisor (server/supervised.ts); never in production. */
  testHooks: boolean;
  /** The clock; tests inject one to move time. Milliseconds since the epoch. */
  now: () => number;
  /** Tests only: told each new captcha's answer (the image does not reveal it as text). */
  captchaObserver?: (vid: string, answer: string) => void;
  /** Where log lines go (default stdout); tests pass a collector. */
  logStream?: { write(line: string): void };
};

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got '${raw}'`);
  return value;
}

function list(raw: string | undefined): string[] {
  return (raw ?? '').split(/[\s,]+/).map((s) => s.trim().replace(/\/$/, '')).filter(Boolean);
}

/** FILE_STORE and, for s3, S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (S3_REGION, S3_PREFIX optional). */
function fileStore(env: Env): FileStoreSettings {
  const kind = (env.FILE_STORE ?? '').trim() || 'database';
  if (kind === 'database') return { kind };
  if (kind !== 's3') throw new Error(`FILE_STORE must be database or s3, got '${kind}'`);
  const missing = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !env[name]?.trim());
  if (missing.length > 0) throw new Error(`FILE_STORE=s3 needs ${missing.join(', ')}`);
  const endpoint = env.S3_ENDPOINT!.trim().replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(endpoint)) throw new Error(`S3_ENDPOINT must be http(s)://host[:port] without a path, got '${endpoint}'`);
  const prefix = (env.S3_PREFIX ?? '').trim().replace(/^\/+/, '');
  return {
    kind, endpoint, bucket: env.S3_BUCKET!.trim(), region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID!.trim(), secretAccessKey: env.S3_SECRET_ACCESS_KEY!, prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
  };
}

/** Reads the configuration from an environment (default `process.env`); throws on malformed values. */
export function loadConfig(env: Env = process.env): ServerConfig {
  return {
    port: int(env, 'PORT', 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: (env.DATABASE_URL ?? '').trim(),
    dbPoolSize: Math.max(1, int(env, 'DB_POOL_SIZE', 10)),
    distDir: resolve(env.URBANOPS_DIST ?? 'dist'),
    modulesDir: resolve(env.MODULES_DIR ?? resolve(import.meta.dirname, '..', 'modules')),
    modules: list(env.MODULES),
    tokenIdleSeconds: int(env, 'TOKEN_IDLE_MINUTES', 120) * 60,
    tokenMaxSeconds: int(env, 'TOKEN_MAX_HOURS', 12) * 3600,
    rememberSeconds: int(env, 'REMEMBER_DAYS', 7) * 86400,
    captchaAfterFailures: int(env, 'LOGIN_CAPTCHA_AFTER', 3),
    captchaAfterAddressFailures: int(env, 'LOGIN_CAPTCHA_AFTER_ADDRESS', 30),
    lockAfterFailures: int(env, 'LOGIN_LOCK_AFTER', 10),
    lockSeconds: int(env, 'LOGIN_LOCK_MINUTES', 15) * 60,
    logLevel: env.LOG_LEVEL ?? 'info',
    rateLimits: {
      login: int(env, 'RATE_LOGIN_PER_MINUTE', 60),
      captcha: int(env, 'RATE_CAPTCHA_PER_MINUTE', 60),
      sso: int(env, 'RATE_SSO_PER_MINUTE', 120),
    },
    loginUrl: env.LOGIN_URL ?? '',
    portalOrigins: list(env.PORTAL_ORIGINS),
    moduleOrigins: list(env.MODULE_ORIGINS),
    menuClearCache: (env.MENU_CLEARCACHE ?? 'true') !== 'false',
    maxTabs: int(env, 'MAX_TABS', 20),
    noticePollMs: Math.max(int(env, 'NOTICE_POLL_MS', 30000), 1000),
    keepAliveTabs: int(env, 'KEEP_ALIVE_TABS', 8),
    trustProxy: env.TRUST_PROXY === 'true',
    bodyLimit: int(env, 'BODY_LIMIT_BYTES', 2 * 1024 * 1024),
    fileMaxBytes: Math.min(int(env, 'FILE_MAX_MB', 10), 20) * 1024 * 1024,
    imports: {
      maxRows: Math.max(int(env, 'IMPORT_MAX_ROWS', 100_000), 1),
      maxUnpackedBytes: Math.max(int(env, 'IMPORT_MAX_UNPACKED_MB', 200), 1) * 1024 * 1024,
      concurrent: Math.max(int(env, 'IMPORT_CONCURRENT', 2), 1),
    },
    fileOrphanHours: Math.max(int(env, 'FILE_ORPHAN_HOURS', 24), 1),
    fileStore: fileStore(env),
    mapTiles: env.MAP_TILE_URL
      ? { url: env.MAP_TILE_URL, coords: env.MAP_TILE_COORDS === 'gcj02' ? 'gcj02' : 'wgs84', subdomains: env.MAP_TILE_SUBDOMAINS || undefined }
      : null,
    deviceOfflineSeconds: int(env, 'DEVICE_OFFLINE_SECONDS', 300),
    deviceRetentionDays: Math.max(int(env, 'DEVICE_RETENTION_DAYS', 400), 1),
    demoDevices: env.DEMO_DEVICES !== 'false',
    live: {
      pollMs: Math.max(int(env, 'LIVE_POLL_MS', 1000), 50),
      heartbeatMs: Math.max(int(env, 'LIVE_HEARTBEAT_SECONDS', 15), 1) * 1000,
      keepMinutes: Math.max(int(env, 'LIVE_KEEP_MINUTES', 60), 1),
      maxBufferedBytes: Math.max(int(env, 'LIVE_BUFFER_KB', 256), 16) * 1024,
    },
    eventLoop: {
      watchdogSeconds: int(env, 'WATCHDOG_SECONDS', 30),
      readyMaxLagMs: Math.max(int(env, 'READY_MAX_LAG_MS', 1000), 1),
    },
    testHooks: env.URBANOPS_TEST_HOOKS === '1',
    now: Date.now,
  };
}
