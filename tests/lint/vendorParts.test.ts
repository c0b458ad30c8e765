// The build replaces some imports inside antd and ECharts (scripts/vite/lazyAntdParts.ts,
// scripts/vite/echartsParts.ts). These cases keep the replacements honest: after an upgrade of either
// package every replaced import must still be there (else the plugin silently does nothing, or the
// real module comes back), and no chart of the kit or a module may ask for an ECharts part the build
// leaves out (its stand-in would throw when the chart is drawn).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPLACED as antdParts } from '../../scripts/vite/lazyAntdParts';
import { REPLACED as echartsParts } from '../../scripts/vite/echartsParts';

const root = resolve(import.meta.dirname, '../..');

/** The import statements' sources of a file. */
function importSources(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(/\bfrom\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!);
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

describe('replaced vendor imports', () => {
  for (const [plugin, replaced] of [['lazyAntdParts', antdParts], ['echartsParts', echartsParts]] as const) {
    it(`${plugin}: every replaced import is still made by its importer`, () => {
      for (const [end, sources] of Object.entries(replaced)) {
        const file = join(root, 'node_modules', end);
        expect(existsSync(file), `${end} exists`).toBe(true);
        const imported = importSources(file);
        for (const source of Object.keys(sources)) expect(imported, `${end} imports ${source}`).toContain(source);
      }
    });
  }

  it('no chart of the kit or a module uses an ECharts part the build leaves out', () => {
    // Time and log axes, decals, dataset transforms, rich-text tooltips (scripts/vite/echartsParts.ts).
    const leftOut = /type:\s*['"](time|log)['"]|\bdecal\b|renderMode|\btransform:\s*[[{]/;
    const offenders: string[] = [];
    for (const dir of ['kit', 'modules']) {
      for (const file of sourceFiles(join(root, dir))) {
        const code = readFileSync(file, 'utf8');
        if (!/\b(xAxis|yAxis|series|dataset)\b/.test(code)) continue; // not a chart's options
        code.split('\n').forEach((line, i) => {
          if (leftOut.test(line)) offenders.push(`${file.slice(root.length + 1)}:${i + 1}: ${line.trim()}`);
        });
      }
    }
    expect(offenders).toEqual([]);
  });
});
