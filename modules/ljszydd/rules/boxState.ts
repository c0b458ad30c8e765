/**
 * The compression-box rules, pure: a box's fill band, whether it is offline, its battery and its
 * temperature, each against the tenant's thresholds (boxSetting; DEFAULT_THRESHOLDS when none is
 * stored). No clock and no store here: the caller passes `now` and the latest reading.
 *
 * - Fill: below `warnLevel` (75 %) normal; from `warnLevel` to below `overflowLevel` (90 %) warning;
 *   at or above `overflowLevel` overflow. Exactly 75 % is warning, exactly 90 % overflow.
 * - Offline: more than `smallOfflineMinutes` (60) since the last report for a small box, more than
 *   `largeOfflineMinutes` (1440 = 24 h) for a large one; exactly 60 min of silence is still online.
 *   A box with a device that never reported is offline; a box without a device has no online state (null).
 * - Battery below `lowBattery` (10 %) is low; exactly 10 % is not.
 * - Temperature above `hotTemperature` (60 °C) is hot; exactly 60 °C is not.
 * Unknown (no reading) is null, never normal.
 */

export type BoxThresholds = {
  warnLevel: number;
  overflowLevel: number;
  smallOfflineMinutes: number;
  largeOfflineMinutes: number;
  lowBattery: number;
  hotTemperature: number;
};

export const DEFAULT_THRESHOLDS: BoxThresholds = { warnLevel: 75, overflowLevel: 90, smallOfflineMinutes: 60, largeOfflineMinutes: 1440, lowBattery: 10, hotTemperature: 60 };

export type BoxSize = 'small' | 'large';
export type FillState = 'normal' | 'warning' | 'overflow';
export type OnlineState = 'online' | 'offline';
export type BatteryState = 'normal' | 'low';
export type TempState = 'normal' | 'hot';
/** The alarms a box can raise, most urgent first (the order of the list page's 告警 column). */
export const ALARMS = ['offline', 'overflow', 'hot', 'lowBattery', 'warning'] as const;
export type BoxAlarm = (typeof ALARMS)[number];

const known = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/** The fill band of a level in percent; null when the level is unknown. */
export function fillState(level: number | null | undefined, th: BoxThresholds = DEFAULT_THRESHOLDS): FillState | null {
  if (!known(level)) return null;
  if (level >= th.overflowLevel) return 'overflow';
  if (level >= th.warnLevel) return 'warning';
  return 'normal';
}

/** Minutes of silence after which a box of this size is offline. */
export const offlineMinutes = (size: BoxSize, th: BoxThresholds = DEFAULT_THRESHOLDS): number => (size === 'large' ? th.largeOfflineMinutes : th.smallOfflineMinutes);

/**
 * Online or offline at `now` (ms) from the time of the last report (ms); null for a box without a
 * device. A bound device that never reported is offline.
 */
export function onlineState(size: BoxSize, hasDevice: boolean, reportedAt: number | null | undefined, now: number, th: BoxThresholds = DEFAULT_THRESHOLDS): OnlineState | null {
  if (!hasDevice) return null;
  if (!known(reportedAt)) return 'offline';
  return now - reportedAt > offlineMinutes(size, th) * 60_000 ? 'offline' : 'online';
}

/** Low below the threshold; null when unknown. */
export function batteryState(battery: number | null | undefined, th: BoxThresholds = DEFAULT_THRESHOLDS): BatteryState | null {
  if (!known(battery)) return null;
  return battery < th.lowBattery ? 'low' : 'normal';
}

/** Hot above the threshold; null when unknown. */
export function tempState(temperature: number | null | undefined, th: BoxThresholds = DEFAULT_THRESHOLDS): TempState | null {
  if (!known(temperature)) return null;
  return temperature > th.hotTemperature ? 'hot' : 'normal';
}

export type BoxReading = { size: BoxSize; deviceCode: string | null; reportedAt: number | null; fillLevel: number | null; battery: number | null; temperature: number | null };
export type BoxStatus = { fillState: FillState | null; onlineState: OnlineState | null; batteryState: BatteryState | null; tempState: TempState | null; alarms: BoxAlarm[] };

/**
 * Every state of a box and its alarms, most urgent first. An offline box keeps the states of its
 * last reading (they are what was last known), and is also offline.
 */
export function boxStatus(box: BoxReading, now: number, th: BoxThresholds = DEFAULT_THRESHOLDS): BoxStatus {
  const s = {
    fillState: fillState(box.fillLevel, th),
    onlineState: onlineState(box.size, !!box.deviceCode, box.reportedAt, now, th),
    batteryState: batteryState(box.battery, th),
    tempState: tempState(box.temperature, th),
  };
  const on: Record<BoxAlarm, boolean> = {
    offline: s.onlineState === 'offline',
    overflow: s.fillState === 'overflow',
    hot: s.tempState === 'hot',
    lowBattery: s.batteryState === 'low',
    warning: s.fillState === 'warning',
  };
  return { ...s, alarms: ALARMS.filter((a) => on[a]) };
}

/** Why a set of thresholds cannot be used (a catalogue key), or null when it can. */
export function thresholdProblem(th: BoxThresholds): string | null {
  if (!(th.warnLevel > 0 && th.warnLevel < th.overflowLevel && th.overflowLevel <= 100)) return 'ljszydd.boxSetting.levelOrder';
  if (!(th.smallOfflineMinutes >= 1 && th.largeOfflineMinutes >= th.smallOfflineMinutes)) return 'ljszydd.boxSetting.offlineOrder';
  return null;
}

/** Thresholds from a stored settings row; a missing value takes the default. */
export function thresholdsOf(row: Record<string, unknown> | null | undefined): BoxThresholds {
  const out = { ...DEFAULT_THRESHOLDS };
  for (const k of Object.keys(out) as (keyof BoxThresholds)[]) {
    const v = row?.[k];
    if (v !== null && v !== undefined && v !== '' && Number.isFinite(Number(v))) out[k] = Number(v);
  }
  return out;
}
