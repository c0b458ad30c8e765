/**
 * 轨迹回放: pick a car of 车辆管理 with a GPS terminal (设备管理) and a day: its last position with the
 * offline address (gpsPosition/getGpsInfoById) and its GPS track of that day (newHistoryPosition, as
 * columns) playing in the kit's TrackView with its figures (mileage, time, stops, speeding). It opens on
 * today with the first car (by device code) that has a track today.
 */
import { Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { callWith } from '../../../kit/client';
import { TrackView, trackFromColumns, type TrackColumns, type TrackPoint } from '../../../kit/map';
import { callsOf, formatDate, parseCall, type NamedField } from '../../../kit/resource';
import { useKit, useOptions } from '../../../kit/ui';
import { DateInput } from '../../../kit/ui/DateInput';
import { gpsDevice } from '../resources/gps';
import { GPS } from '../resources/paths';

const carField = { ...gpsDevice.fields.carId!, name: 'carId' } as NamedField;

/** The screen of the menu entry 轨迹回放. */
export function TrackPlayback() {
  const kit = useKit();
  const allCars = useOptions(carField);
  const [bound, setBound] = useState<string[] | null>(null);
  const [carId, setCarId] = useState<string | undefined>();
  const [day, setDay] = useState(formatDate(new Date()));
  // The cars with a GPS terminal, and the first of them with a track today picked.
  useEffect(() => {
    let live = true;
    const from = new Date(`${formatDate(new Date())}T00:00:00`).getTime();
    void (async () => {
      const page = await callWith<{ records: { carId: number | string; deviceCode: string }[] }>(kit.request, callsOf(gpsDevice).list!, { pageNo: 1, pageSize: 1000 }, 'silent').catch(() => ({ records: [] }));
      const ids = [...page.records].sort((a, b) => a.deviceCode.localeCompare(b.deviceCode)).map((r) => String(r.carId));
      if (!live) return;
      setBound(ids);
      for (const id of ids) {
        const c = await callWith<TrackColumns>(kit.request, parseCall(GPS.trackColumns), { carId: id, from, to: from + 86_400_000 - 1 }, 'silent').catch(() => null);
        if (!live) return;
        if (c && c.t.length > 0) {
          setCarId((picked) => picked ?? id);
          return;
        }
      }
    })();
    return () => {
      live = false;
    };
  }, [kit.request]);
  const cars = bound ? allCars.filter((c) => bound.includes(String(c.value))) : allCars;
  const [points, setPoints] = useState<TrackPoint[] | null>(null);
  const [last, setLast] = useState<{ time: string | null; address: string; speed: number | null; online: boolean } | null>(null);
  useEffect(() => {
    if (!carId) return;
    let live = true;
    callWith<NonNullable<typeof last>>(kit.request, parseCall(GPS.info), { id: carId }, 'silent').then(
      (info) => live && setLast(info),
      () => live && setLast(null),
    );
    return () => {
      live = false;
    };
  }, [carId, kit.request]);
  useEffect(() => {
    if (!carId) return;
    let live = true;
    const from = new Date(`${day}T00:00:00`).getTime();
    callWith<TrackColumns>(kit.request, parseCall(GPS.trackColumns), { carId, from, to: from + 86_400_000 - 1 }).then(
      (c) => live && setPoints(trackFromColumns(c)),
      () => live && setPoints(null),
    );
    return () => {
      live = false;
    };
  }, [carId, day, kit.request]);
  return (
    <div data-testid="cljk-track" style={{ padding: 16 }}>
      <Space style={{ marginBottom: 12 }}>
        <Select aria-label={kit.t('cljk.gpsHistory.carId')} showSearch optionFilterProp="label" style={{ width: 200 }} placeholder={kit.t('cljk.error.pickCar')} value={carId} onChange={setCarId} options={cars.map((c) => ({ value: c.value, label: c.label }))} />
        <DateInput aria-label="day" value={day} onChange={(v) => v && setDay(String(v))} />
        {points && <span data-testid="cljk-track-count">{kit.t('cljk.track.points', { n: points.length })}</span>}
      </Space>
      {last?.time && (
        <div data-testid="cljk-track-last" style={{ marginBottom: 12 }}>
          {/* The address names the city's places as stored (data): marked so, not translated. */}
          {kit.t('cljk.track.last', { time: last.time, address: '\u0000', speed: last.speed ?? 0, state: kit.t(last.online ? 'cljk.track.online' : 'cljk.track.offline') })
            .split('\u0000')
            .flatMap((part, i) => (i === 0 ? [part] : [<span key={i} translate="no">{last.address}</span>, part]))}
        </div>
      )}
      {points && <TrackView points={points} speedLimit={60} locale={kit.locale} title={kit.t('cljk.track')} height={520} />}
    </div>
  );
}
