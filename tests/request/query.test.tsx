// @vitest-environment jsdom
// The query the list model loads with (kit/request/query.ts), with the spec's defaults (shell.md §9);
// the paged list on top of it is tested in tests/kit/listModel.test.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearQueryCache, createQuery, REQUEST_DEFAULTS } from '../../kit/request';

afterEach(() => {
  vi.useRealTimers();
  clearQueryCache();
});

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('the data hook defaults', () => {
  it('are page size 10, cache time 300 000 ms, focus refresh 5 000 ms, request cache 60 000 ms', () => {
    expect(REQUEST_DEFAULTS).toMatchObject({ pageSize: 10, cacheTime: 300_000, focusTimespan: 5_000, cacheTtl: 60_000 });
  });
});

describe('createQuery', () => {
  it('runs on creation unless manual, and keeps the last run’s data', async () => {
    const service = vi.fn(async (n: number) => n * 2);
    const query = createQuery(service, { defaultParams: 2 });
    expect(query.getState().loading).toBe(true);
    await tick();
    expect(query.getState()).toMatchObject({ data: 4, loading: false, params: 2 });
    expect(await query.run(5)).toBe(10);
    expect(await query.refresh()).toBe(10);
    expect(service).toHaveBeenCalledTimes(3);
    const manual = createQuery(service, { manual: true });
    expect(manual.getState().loading).toBe(false);
    expect(service).toHaveBeenCalledTimes(3);
  });

  it('serves a cached answer under its cache key for 300 000 ms', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = createQuery(async () => 'fresh', { cacheKey: 'cars' });
    await tick();
    const second = createQuery(async () => 'again', { cacheKey: 'cars', manual: true });
    expect(second.getState().data).toBe('fresh');
    vi.setSystemTime(Date.now() + 300_001);
    const third = createQuery(async () => 'later', { cacheKey: 'cars', manual: true });
    expect(third.getState().data).toBeUndefined();
    first.destroy();
  });

  it('refreshes on window focus at most every 5 000 ms', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const service = vi.fn(async () => 1);
    const query = createQuery(service, { refreshOnWindowFocus: true });
    await tick();
    window.dispatchEvent(new Event('focus'));
    expect(service).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 5_001);
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('focus'));
    expect(service).toHaveBeenCalledTimes(2);
    query.destroy();
  });

  it('ignores the answer of a superseded run', async () => {
    let release!: (v: string) => void;
    const query = createQuery((p: string) => (p === 'slow' ? new Promise<string>((r) => (release = r)) : Promise.resolve(p)), { manual: true });
    const slow = query.run('slow');
    await query.run('fast');
    release('slow');
    await slow;
    expect(query.getState().data).toBe('fast');
  });
});
