/**
 * The deployment bench:city measures: a throwaway PostgreSQL cluster (tests/support/pg.ts), server
 * instances started as their own processes (bench/city/instance.ts: `server/main.ts` plus a memory
 * file), and nginx in front with docs/deploy.md's block as written (the same substitutions as
 * tests/deploy/nginx.test.ts). A restart is an instance process that ended while the bench ran.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, freshDatabase, startCluster, type Cluster } from '../../tests/support/pg';

const ROOT = resolve(import.meta.dirname, '../..');
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

/**
 * The modules the instances load (MODULES): the ones the office users' calls reach (the weighings of
 * 垃圾分类 and the collection module they refer to, attendance, and dispatch's work orders with 车辆管理
 * whose cars they send). The platform's calls (staff, users, devices, live)
 * are always there. CITY_MODULES= (empty) loads every module of the tree.
 */
export const CITY_MODULES = 'ljszy,jlzs,rykq,clgl,ddzh';

export type Memory = { t: number; pid: number; rss: number; heapUsed: number; heapTotal: number };
function readMemory(file: string): Memory | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Memory;
  } catch {
    return null;
  }
}

export type Instance = {
  port: number;
  process: ChildProcess;
  memory(): Memory | null;
  /** The memory after a full garbage collection the instance is asked for (SIGUSR2; bench/city/instance.ts), or null after 5 s without it. */
  memoryAfterGc(): Promise<Memory | null>;
  exited: () => boolean;
  log: () => string;
};
export type Stack = { url: string; databaseUrl: string; instances: Instance[]; restarts(): number; stop(): Promise<void> };

async function waitFor(url: string, seconds: number, instance?: Instance): Promise<void> {
  for (let i = 0; i < seconds * 5; i++) {
    if (instance?.exited()) throw new Error(`instance on ${url} ended at start:\n${instance.log().slice(-2000)}`);
    if (await fetch(`${url}/readyz`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} not ready after ${seconds} s`);
}

function documentedConfig(ports: number[], listen: number, dist: string): string {
  const block = /```nginx\n([\s\S]*?)```/.exec(readFileSync(join(ROOT, 'docs/deploy.md'), 'utf8'))?.[1];
  if (!block) throw new Error('docs/deploy.md has no ```nginx block');
  return block
    .replace('server 127.0.0.1:8081;', ports.map((p) => `server 127.0.0.1:${p};`).join(' '))
    .replace('server 127.0.0.1:8082;', '')
    .replace('listen 80;', `listen 127.0.0.1:${listen};`)
    .replace('root /srv/urbanops/dist;', `root ${dist};`);
}

/** Starts the cluster, `count` instances (the first alone: it migrates and seeds) and nginx. */
export async function startStack(o: { instances?: number; dist?: string; env?: Record<string, string>; cluster?: Cluster; modules?: string } = {}): Promise<Stack> {
  if (!NGINX) throw new Error('nginx is not installed (apt-get install nginx)');
  const dist = resolve(o.dist ?? process.env.URBANOPS_DIST ?? join(ROOT, 'dist'));
  const cluster = o.cluster ?? (await startCluster());
  const databaseUrl = await freshDatabase(cluster.url);
  const dir = mkdtempSync(join(tmpdir(), 'urbanops-city-'));
  const instances: Instance[] = [];
  let stopping = false;
  // Only these modules' folders, copied into a tree of their own beside links to kit/, server/, bridge/
  // and node_modules/: a start loads every module of MODULES_DIR (a linked folder is not listed), and
  // another engineer's module half written in the working tree would stop it.
  const chosen = (o.modules ?? process.env.CITY_MODULES ?? CITY_MODULES).split(',').filter(Boolean);
  const modulesEnv: Record<string, string> = {};
  if (chosen.length) {
    const tree = join(dir, 'tree');
    mkdirSync(join(tree, 'modules'), { recursive: true });
    for (const link of ['kit', 'server', 'bridge', 'node_modules', 'package.json']) symlinkSync(join(ROOT, link), join(tree, link));
    for (const id of chosen) cpSync(join(ROOT, 'modules', id), join(tree, 'modules', id), { recursive: true });
    modulesEnv.MODULES_DIR = join(tree, 'modules');
    modulesEnv.MODULES = chosen.join(',');
  }
  const launch = async (n: number) => {
    const port = await freePort();
    const memoryFile = join(dir, `memory-${n}.json`);
    let out = '';
    let ended = false;
    const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', join(ROOT, 'bench/city/instance.ts')], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, TRUST_PROXY: 'true', DEMO_DEVICES: 'false', LOG_LEVEL: 'warn', URBANOPS_DIST: dist, DATA_DIR: join(dir, `data-${n}`), MEMORY_FILE: memoryFile, ...modulesEnv, ...o.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (c: Buffer) => (out = (out + c.toString()).slice(-20_000)));
    child.stderr!.on('data', (c: Buffer) => (out = (out + c.toString()).slice(-20_000)));
    child.on('exit', () => (ended = true));
    const instance: Instance = {
      port,
      process: child,
      exited: () => ended && !stopping,
      log: () => out,
      memory: () => readMemory(memoryFile),
      memoryAfterGc: async () => {
        const asked = Date.now();
        child.kill('SIGUSR2');
        for (let waited = 0; waited < 5000; waited += 100) {
          await new Promise((r) => setTimeout(r, 100));
          const m = readMemory(`${memoryFile}.gc`);
          if (m && m.t >= asked) return m;
        }
        return null;
      },
    };
    instances.push(instance);
    await waitFor(`http://127.0.0.1:${port}`, 300, instance);
  };
  await launch(1);
  for (let n = 2; n <= (o.instances ?? 2); n++) await launch(n);
  const listen = await freePort();
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;\n${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;\npid ${join(dir, 'nginx.pid')};\nerror_log ${join(dir, 'error.log')};\n` +
      `events { worker_connections 4096; }\nhttp {\n  include /etc/nginx/mime.types;\n  access_log off;\n  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}\n` +
      `${documentedConfig(instances.map((i) => i.port), listen, dist)}\n}\n`,
  );
  const check = spawnSync(NGINX, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refuses the documented configuration: ${check.stderr}`);
  const nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${listen}`;
  await waitFor(url, 30);
  return {
    url,
    databaseUrl,
    instances,
    restarts: () => instances.filter((i) => i.exited()).length,
    async stop() {
      stopping = true;
      nginx.kill('SIGQUIT');
      await Promise.all(instances.map((i) => new Promise<void>((r) => {
        if (i.process.exitCode !== null) return r();
        i.process.once('exit', () => r());
        i.process.kill('SIGTERM');
        setTimeout(() => i.process.kill('SIGKILL'), 10_000).unref();
      })));
      if (!o.cluster) await cluster.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
