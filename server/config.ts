/**
 * The server's configuration: the only place in server/ that reads `process.env`.
 *
 * @example
 *   const config = loadConfig();              // from process.env
 *   const test = loadConfig({ PORT: '0' });   // from a given environment
 */
import { resolve } from 'node:path';

export type ServerConfig = {
  port: number;
  host: string;
  /** Folder of urbanops.db (when no databaseUrl is set). */
  dataDir: string;
  /** `postgres://user:password@host:5432/database` to run on PostgreSQL; '' runs on DATA_DIR/urbanops.db. */
  databaseUrl: string;
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
  /** Failed logins for a username after which the account is locked. */
  lockAfterFailures: number;
  lockSeconds: number;
  logLevel: string;
  /** Where a module page without a token sends the user; '' means nowhere. */
  loginUrl: string;
  /** Origins (besides our own) allowed to embed module pages. */
  portalOrigins: string[];
  /** Origins (besides our own) a host accepts module frames from. */
  moduleOrigins: string[];
  menuClearCache: boolean;
  maxTabs: number;
  /** Whether X-Forwarded-For names the caller (behind a reverse proxy); used for per-address limits. */
  trustProxy: boolean;
  /** Largest accepted request body in bytes (JSON, form); larger bodies get HTTP 413. */
  bodyLimit: number;
  /** Largest uploaded file (the `file/upload` call) in bytes; at most the multipart limit of 20 MB. */
  fileMaxBytes: number;
  /** Hours after its upload a stored file that no row refers to is deleted (by the hourly sweep). */
  fileOrphanHours: number;
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

/** Reads the configuration from an environment (default `process.env`); throws on malformed values. */
export function loadConfig(env: Env = process.env): ServerConfig {
  return {
    port: int(env, 'PORT', 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: (env.DATABASE_URL ?? '').trim(),
    distDir: resolve(env.URBANOPS_DIST ?? 'dist'),
    modulesDir: resolve(env.MODULES_DIR ?? resolve(import.meta.dirname, '..', 'modules')),
    modules: list(env.MODULES),
    tokenIdleSeconds: int(env, 'TOKEN_IDLE_MINUTES', 120) * 60,
    tokenMaxSeconds: int(env, 'TOKEN_MAX_HOURS', 12) * 3600,
    rememberSeconds: int(env, 'REMEMBER_DAYS', 7) * 86400,
    captchaAfterFailures: int(env, 'LOGIN_CAPTCHA_AFTER', 3),
    lockAfterFailures: int(env, 'LOGIN_LOCK_AFTER', 10),
    lockSeconds: int(env, 'LOGIN_LOCK_MINUTES', 15) * 60,
    logLevel: env.LOG_LEVEL ?? 'info',
    loginUrl: env.LOGIN_URL ?? '',
    portalOrigins: list(env.PORTAL_ORIGINS),
    moduleOrigins: list(env.MODULE_ORIGINS),
    menuClearCache: (env.MENU_CLEARCACHE ?? 'true') !== 'false',
    maxTabs: int(env, 'MAX_TABS', 20),
    trustProxy: env.TRUST_PROXY === 'true',
    bodyLimit: int(env, 'BODY_LIMIT_BYTES', 2 * 1024 * 1024),
    fileMaxBytes: Math.min(int(env, 'FILE_MAX_MB', 10), 20) * 1024 * 1024,
    fileOrphanHours: Math.max(int(env, 'FILE_ORPHAN_HOURS', 24), 1),
    now: Date.now,
  };
}
