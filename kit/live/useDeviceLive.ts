/**
 * React hook over {@link openLiveStream} for module pages (inside KitProvider): the ticket comes from
 * the kit's request client (so a 401 tells the shell the token is invalid, as every call does), and
 * the hook keeps each device's latest values, the recent alarms, the recent snapshot alarms of cameras
 * and the stream's state.
 *
 * @example
 *   const live = useDeviceLive({ onEvent: (e) => e.values.fuel !== undefined && addPoint(e.t, e.values.fuel) });
 *   const points = devices.map((d) => ({ id: d.id, at: live.devices[d.id]?.at ?? [d.lng, d.lat] }));
 */
import { useEffect, useRef, useState } from 'react';
import type { DeviceAlarm, LiveDeviceEvent, SnapshotAlarm } from '../contract';
import { isRequestError } from '../request';
import { useKit } from '../ui/KitProvider';
import { LIVE_TICKET_URL, openLiveStream, type LiveState } from './liveStream';

/** A device as the stream last told: every metric's latest value, and its position when it sent one. */
export type LiveDevice = { deviceId: string; code: string; t: number; values: Record<string, number>; at?: [number, number] };

/** `snapshots`: the snapshot alarms raised since the page opened, newest first (a page merges them with those it loaded). */
export type DeviceLive = { state: LiveState; devices: Record<string, LiveDevice>; alarms: DeviceAlarm[]; snapshots: SnapshotAlarm[] };

/** How many recent alarms the hook keeps. */
const ALARMS_KEPT = 50;

export function useDeviceLive(options: { onEvent?: (event: LiveDeviceEvent) => void; onReset?: () => void; enabled?: boolean } = {}): DeviceLive {
  const { request } = useKit();
  const [state, setState] = useState<LiveState>('connecting');
  const [devices, setDevices] = useState<Record<string, LiveDevice>>({});
  const [alarms, setAlarms] = useState<DeviceAlarm[]>([]);
  const [snapshots, setSnapshots] = useState<SnapshotAlarm[]>([]);
  const handlers = useRef(options);
  handlers.current = options;
  const enabled = options.enabled ?? true;

  useEffect(() => {
    if (!enabled) return;
    const stream = openLiveStream({
      ticket: (after) => request.load<{ ticket: string }>({ url: LIVE_TICKET_URL, data: after === null ? {} : { after }, json: true, notice: 'silent' }).then((d) => d.ticket),
      isUnauthorized: (error) => isRequestError(error, 'UNAUTHORIZED'),
      onState: setState,
      onReset: () => handlers.current.onReset?.(),
      onEvent: (e) => {
        setDevices((all) => {
          const before = all[e.deviceId];
          const values = { ...before?.values, ...e.values };
          const at: [number, number] | undefined = e.values.lng !== undefined && e.values.lat !== undefined ? [e.values.lng, e.values.lat] : before?.at;
          return { ...all, [e.deviceId]: { deviceId: e.deviceId, code: e.code, t: Math.max(e.t, before?.t ?? 0), values, ...(at ? { at } : {}) } };
        });
        if (e.alarms.length) setAlarms((list) => [...e.alarms, ...list].slice(0, ALARMS_KEPT));
        if (e.snapshots?.length) setSnapshots((list) => [...e.snapshots!, ...list].slice(0, ALARMS_KEPT));
        handlers.current.onEvent?.(e);
      },
    });
    return () => stream.close();
  }, [request, enabled]);

  return { state, devices, alarms, snapshots };
}
