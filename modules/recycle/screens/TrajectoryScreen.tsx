/**
 * 收运车辆轨迹: pick a collection vehicle (vehicle/trajectory: the tenant's vehicle devices with their
 * plates) and a day; its track (vehicle/trackData) plays on the offline map in the kit's TrackView with
 * its figures (mileage, time, stops, speeding). Opens on today with the first vehicle heard.
 */
import { Empty, Select, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { TrackView, type TrackPoint } from '../../../kit/map';
import { formatDate } from '../../../kit/resource';
import { useKit } from '../../../kit/ui';
import { DateInput } from '../../../kit/ui/DateInput';
import { CALLS } from '../resources/paths';
import { useCall } from './useCall';

type Vehicle = { deviceId: string; code: string; plate: string; name: string; lastTime: number | null };

export function TrajectoryScreen() {
  const kit = useKit();
  const t = kit.t;
  const answer = useCall<Vehicle[]>(CALLS.trajectory, {}).data;
  const vehicles = useMemo(() => answer ?? [], [answer]);
  const [deviceId, setDeviceId] = useState<string | undefined>();
  const [day, setDay] = useState(formatDate(new Date()));
  useEffect(() => {
    if (!deviceId && vehicles.length) setDeviceId((vehicles.find((v) => v.lastTime !== null) ?? vehicles[0]!).deviceId);
  }, [vehicles, deviceId]);
  // The day's range is fixed when the day is chosen: an end read from the clock on every render would
  // change the call's parameters on every render, and each answer would ask again (a render loop).
  const range = useMemo(() => {
    const from = new Date(`${day}T00:00:00`).getTime();
    return { from, to: Math.min(from + 86_400_000 - 1, Date.now()) };
  }, [day]);
  const track = useCall<{ points: TrackPoint[] }>(deviceId ? CALLS.trackData : null, { deviceId: deviceId ?? '', ...range }).data;
  const points = track?.points ?? [];
  return (
    <div data-testid="recycle-trajectory" style={{ padding: 16 }}>
      <Space style={{ marginBottom: 12 }}>
        <Select aria-label={t('recycle.track.vehicle')} style={{ width: 260 }} value={deviceId} onChange={setDeviceId} options={vehicles.map((v) => ({ value: v.deviceId, label: `${v.plate}（${v.code}）` }))} />
        <DateInput aria-label="day" value={day} onChange={(v) => v && setDay(String(v))} />
        <span data-testid="recycle-track-count">{t('recycle.track.points', { n: points.length })}</span>
      </Space>
      {points.length ? <TrackView points={points} speedLimit={60} locale={kit.locale} title={t('recycle.track.title')} height={520} /> : <Empty description={t('recycle.track.none')} />}
    </div>
  );
}
