/**
 * One clock for the server: module server code (handlers, seeds, hooks, reports) and the resource
 * engine read the server's configured clock — a seed its `now`, a handler `ctx.store.devices.now()`,
 * the engine `store.now()` — never the wall clock. Tests move that clock (`startServer({ now })`) and a
 * deployment may run its demo at a chosen time; a `Date.now()` or an argument-less `new Date()` would
 * date rows by another clock (CI failed twice around midnight in China that way). This sweep fails
 * naming file:line for each one found. `new Date(x)` of a given time is fine.
 *
 * Every module is swept. Comments are not code: a line or block comment naming the calls is not a finding.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

/** Modules outside the sweep (none: a new module starts on the server's clock). */
const NOT_SWEPT = new Set<string>();

/** The few places that truly read the wall clock, by file and what the line holds, with the reason. */
const ALLOWED: { file: string; holds: string; reason: string }[] = [
  {
    file: 'server/resources/moduleDevices.ts',
    holds: 'standaloneDeviceSettings',
    reason: 'the clock of an engine run outside a server (unit tests, benches); a server passes its configured clock instead',
  },
];

const CALLS = /\bDate\.now\b|\bnew Date\(\s*\)/;

function tsFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...tsFiles(path));
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

/** The files swept: every module's server.ts and server/**, and the engine's server/resources/*.ts. */
function sweptFiles(): string[] {
  const files: string[] = [];
  for (const id of readdirSync(join(ROOT, 'modules'))) {
    if (NOT_SWEPT.has(id)) continue;
    const dir = join(ROOT, 'modules', id);
    if (!statSync(dir).isDirectory()) continue;
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (name === 'server.ts') files.push(path);
      else if (name.startsWith('server') && statSync(path).isDirectory()) files.push(...tsFiles(path));
    }
  }
  files.push(...readdirSync(join(ROOT, 'server/resources')).filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts')).map((n) => join(ROOT, 'server/resources', n)));
  return files;
}

/** The code of each line with its comments blanked (line comments, block comments across lines). */
export function codeLines(text: string): string[] {
  let inBlock = false;
  return text.split('\n').map((line) => {
    let out = '';
    let i = 0;
    let quote: string | null = null;
    while (i < line.length) {
      if (inBlock) {
        const end = line.indexOf('*/', i);
        if (end < 0) return out;
        inBlock = false;
        i = end + 2;
        continue;
      }
      const c = line[i]!;
      if (quote) {
        out += c;
        if (c === '\\') out += line[++i] ?? '';
        else if (c === quote) quote = null;
        i++;
        continue;
      }
      if (c === '"' || c === "'" || c === '`') quote = c;
      else if (line.startsWith('//', i)) return out;
      else if (line.startsWith('/*', i)) {
        inBlock = true;
        i += 2;
        continue;
      }
      out += c;
      i++;
    }
    return out;
  });
}

/** `file:line  code` of every wall-clock read in `files` that the allow-list does not name. */
export function findings(files: string[]): string[] {
  const found: string[] = [];
  for (const path of files) {
    const file = relative(ROOT, path).replaceAll('\\', '/');
    codeLines(readFileSync(path, 'utf8')).forEach((code, i) => {
      if (!CALLS.test(code)) return;
      if (ALLOWED.some((a) => a.file === file && code.includes(a.holds))) return;
      found.push(`${file}:${i + 1}  ${code.trim()}`);
    });
  }
  return found;
}

describe('the server reads one clock', () => {
  it('finds no Date.now() or argument-less new Date() in module server code or the resource engine (except the allow-list)', () => {
    const files = sweptFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((f) => f.endsWith('server/resources/store.ts'))).toBe(true);
    expect(findings(files), 'read the server clock instead: a seed its `now`, a handler ctx.store.devices.now(), the engine store.now()').toEqual([]);
  });

  it('names each allowed exception with its reason, and each still holds a wall-clock read (no stale entries)', () => {
    for (const a of ALLOWED) {
      expect(a.reason.length).toBeGreaterThan(20);
      const lines = codeLines(readFileSync(join(ROOT, a.file), 'utf8'));
      expect(lines.some((l) => CALLS.test(l) && l.includes(a.holds)), `${a.file}: ${a.holds}`).toBe(true);
    }
  });

  it('reads calls in code but not in comments, and not a Date of a given time', () => {
    const lines = codeLines(['const a = Date.now(); // new Date()', '/* Date.now()', 'still comment */ const b = new Date( );', "const c = new Date(x); const s = '//';", 'const d = Date.now;'].join('\n'));
    expect(lines.map((l) => CALLS.test(l))).toEqual([true, false, true, false, true]);
  });
});
