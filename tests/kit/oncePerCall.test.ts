// oncePerCall (kit/resource/listQuery.ts): a report computed whole keeps its rows for the pages its export
// asks with one context, and computes them again for another call's context or other filters.
import { describe, expect, it } from 'vitest';
import { oncePerCall, pageRows } from '../../kit/resource';

describe('oncePerCall', () => {
  it('computes once per context and key, so an export of 30 pages computes its report once', async () => {
    let computed = 0;
    const rows = async () => (computed++, Array.from({ length: 2500 }, (_, i) => ({ id: i })));
    const source = async (ctx: object, key: string, pageNo: number) => pageRows(await oncePerCall(ctx, key, rows), { pageNo, pageSize: 1000, sort: null });
    const exportCtx = {};
    const pages = [await source(exportCtx, 'day', 1), await source(exportCtx, 'day', 2), await source(exportCtx, 'day', 3)];
    expect(pages.map((p) => p.records.length)).toEqual([1000, 1000, 500]);
    expect(pages[2]!.records[0]).toEqual({ id: 2000 });
    expect(computed).toBe(1);
    await source(exportCtx, 'other filters', 1);
    await source({}, 'day', 1);
    expect(computed).toBe(3);
  });

  it('shares one computation between calls that ask at once', async () => {
    let computed = 0;
    const ctx = {};
    const slow = () => new Promise<number>((r) => setTimeout(() => r(++computed), 10));
    expect(await Promise.all([oncePerCall(ctx, 'k', slow), oncePerCall(ctx, 'k', slow)])).toEqual([1, 1]);
  });
});
