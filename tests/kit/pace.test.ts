// kit/resource/pace.ts: a pacer yields once its slice has run, and mapBounded keeps at most `limit`
// calls waiting at once, answers in the items' order and passes a failure on.
import { describe, expect, it } from 'vitest';
import { mapBounded, pacer } from '../../kit/resource';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('pace', () => {
  it('runs at most limit calls at once and answers in the items\' order', async () => {
    let running = 0;
    let most = 0;
    const got = await mapBounded([30, 5, 20, 1, 10, 2, 8], 3, async (ms, i) => {
      most = Math.max(most, ++running);
      await later(ms);
      running -= 1;
      return `${i}:${ms}`;
    });
    expect(got).toEqual(['0:30', '1:5', '2:20', '3:1', '4:10', '5:2', '6:8']);
    expect(most).toBe(3);
    expect(await mapBounded([], 4, async () => 1)).toEqual([]);
    // A limit below one still runs the calls, one at a time.
    expect(await mapBounded([1, 2], 0, async (x) => x * 2)).toEqual([2, 4]);
  });

  it('passes a call\'s failure on', async () => {
    await expect(mapBounded([1, 2, 3], 2, async (x) => {
      if (x === 2) throw new Error('two');
      return x;
    })).rejects.toThrow('two');
  });

  it('lets a timer in during a long synchronous loop once a slice has run', async () => {
    const pace = pacer(5);
    let fired = false;
    setTimeout(() => (fired = true), 0);
    const until = performance.now() + 30;
    while (performance.now() < until && !fired) {
      await pace();
    }
    expect(fired).toBe(true);
  });
});
