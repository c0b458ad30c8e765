// The compression-box rules at their edges: the fill bands at exactly 75 % and 90 %, offline at
// exactly 60 minutes (small) and 24 hours (large), the battery at exactly 10 %, the temperature at
// exactly 60 °C, thresholds of the tenant instead of the defaults, one device on one box.
import { describe, expect, it } from 'vitest';
import { decideBind } from '../../../modules/ljszydd/rules/binding';
import { batteryState, boxStatus, DEFAULT_THRESHOLDS, fillState, onlineState, tempState, thresholdProblem, thresholdsOf } from '../../../modules/ljszydd/rules/boxState';

const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);
const min = (n: number) => NOW - n * 60_000;

describe('fill level bands', () => {
  it('is normal below 75 %, warning from exactly 75 % and overflow from exactly 90 %', () => {
    expect(fillState(0)).toBe('normal');
    expect(fillState(74.9)).toBe('normal');
    expect(fillState(75)).toBe('warning');
    expect(fillState(89.9)).toBe('warning');
    expect(fillState(90)).toBe('overflow');
    expect(fillState(100)).toBe('overflow');
  });
  it('is unknown (null), never normal, without a reading', () => {
    expect(fillState(null)).toBeNull();
    expect(fillState(undefined)).toBeNull();
    expect(fillState(Number.NaN)).toBeNull();
  });
  it('follows the tenant\'s thresholds', () => {
    const th = { ...DEFAULT_THRESHOLDS, warnLevel: 60, overflowLevel: 80 };
    expect(fillState(59.9, th)).toBe('normal');
    expect(fillState(60, th)).toBe('warning');
    expect(fillState(80, th)).toBe('overflow');
  });
});

describe('offline', () => {
  it('keeps a small box online at exactly 60 minutes of silence and offline after', () => {
    expect(onlineState('small', true, min(60), NOW)).toBe('online');
    expect(onlineState('small', true, min(60) - 1, NOW)).toBe('offline');
  });
  it('gives a large box 24 hours', () => {
    expect(onlineState('large', true, min(61), NOW)).toBe('online');
    expect(onlineState('large', true, min(1440), NOW)).toBe('online');
    expect(onlineState('large', true, min(1440) - 1, NOW)).toBe('offline');
  });
  it('counts a bound device that never reported offline, and a box without a device as neither', () => {
    expect(onlineState('small', true, null, NOW)).toBe('offline');
    expect(onlineState('small', false, null, NOW)).toBeNull();
  });
  it('follows the tenant\'s offline minutes', () => {
    const th = { ...DEFAULT_THRESHOLDS, smallOfflineMinutes: 30 };
    expect(onlineState('small', true, min(30), NOW, th)).toBe('online');
    expect(onlineState('small', true, min(31), NOW, th)).toBe('offline');
  });
});

describe('battery and temperature', () => {
  it('calls a battery low below 10 %, not at exactly 10 %', () => {
    expect(batteryState(9.9)).toBe('low');
    expect(batteryState(10)).toBe('normal');
    expect(batteryState(null)).toBeNull();
  });
  it('calls a box hot above 60 °C, not at exactly 60 °C', () => {
    expect(tempState(60)).toBe('normal');
    expect(tempState(60.1)).toBe('hot');
    expect(tempState(null)).toBeNull();
  });
});

describe('a box\'s status', () => {
  it('lists its alarms most urgent first and keeps the last reading\'s states while offline', () => {
    const s = boxStatus({ size: 'small', deviceCode: 'YSX-S-0001', reportedAt: min(180), fillLevel: 95, battery: 8, temperature: 65 }, NOW);
    expect(s).toEqual({ fillState: 'overflow', onlineState: 'offline', batteryState: 'low', tempState: 'hot', alarms: ['offline', 'overflow', 'hot', 'lowBattery'] });
    expect(boxStatus({ size: 'large', deviceCode: 'YSX-L-0001', reportedAt: min(10), fillLevel: 75, battery: 10, temperature: 60 }, NOW).alarms).toEqual(['warning']);
    expect(boxStatus({ size: 'large', deviceCode: null, reportedAt: null, fillLevel: null, battery: null, temperature: null }, NOW)).toEqual({ fillState: null, onlineState: null, batteryState: null, tempState: null, alarms: [] });
  });
});

describe('thresholds', () => {
  it('reads a stored row, a missing value taking the default', () => {
    expect(thresholdsOf({ warnLevel: 70, overflowLevel: null })).toEqual({ ...DEFAULT_THRESHOLDS, warnLevel: 70 });
    expect(thresholdsOf(null)).toEqual(DEFAULT_THRESHOLDS);
  });
  it('refuses a warning level not below the overflow level, and offline minutes out of order', () => {
    expect(thresholdProblem(DEFAULT_THRESHOLDS)).toBeNull();
    expect(thresholdProblem({ ...DEFAULT_THRESHOLDS, warnLevel: 90 })).toBe('ljszydd.boxSetting.levelOrder');
    expect(thresholdProblem({ ...DEFAULT_THRESHOLDS, overflowLevel: 101 })).toBe('ljszydd.boxSetting.levelOrder');
    expect(thresholdProblem({ ...DEFAULT_THRESHOLDS, largeOfflineMinutes: 30 })).toBe('ljszydd.boxSetting.offlineOrder');
  });
});

describe('one device on one box', () => {
  const open = [{ id: 1, boxId: 10, deviceCode: 'D-1' }, { id: 2, boxId: 11, deviceCode: 'D-2' }];
  it('refuses a device bound to another box, and one already on this box', () => {
    expect(decideBind(open, 11, 'D-1')).toEqual({ ok: false, reason: 'otherBox', binding: open[0] });
    expect(decideBind(open, 10, 'D-1')).toEqual({ ok: false, reason: 'sameBox', binding: open[0] });
  });
  it('binds a free device, closing the box\'s previous binding', () => {
    expect(decideBind(open, 11, 'D-3')).toEqual({ ok: true, close: [open[1]] });
    expect(decideBind(open, 12, 'D-3')).toEqual({ ok: true, close: [] });
  });
});
