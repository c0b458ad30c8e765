/**
 * axe-core in a page of Debian Chromium: the serious and critical violations (colour contrast among
 * them), for browser tests that hold pages to WCAG AA.
 *
 * @example
 *   await expectNoSeriousViolations(page);
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const require = createRequire(import.meta.url);

/** axe-core's serious and critical violations on the page. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated, not added as a <script>: the pages' CSP (script-src 'self') refuses inline scripts.
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

