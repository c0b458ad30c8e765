/**
 * 轨迹回放: pick a car of 车辆管理 and a day, and its GPS track of that day (gpsPosition/newHistoryPosition,
 * columns) plays in the kit's TrackView with its figures (mileage, time, stops, speeding). A car with no
 * GPS terminal gets the server's message.
 */
import { Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { callWith } from '../../../kit/client';
import { TrackView, trackFromColumns, type TrackColumns, type TrackPoint } from '../../../kit/map';
import { formatDate, parseCall, type NamedField } from '../../../kit/resource';
import { useKit, useOptions } from '../../../kit/ui';
import { DateInput } from '../../../kit/ui/DateInput';
import { gpsDevice } from '../resources/gps';
import { GPS } from '../resources/paths';

const carField = { ...gpsDevice.fields.carId!, name: 'carId' } as NamedField;

/** The screen of the menu entry 轨迹回放. */
export function TrackPlayback() {
  const kit = useKit();
  const cars = useOptions(carField);
  const [carId, setCarId] = useState<string | undefined>();
  const [day, setDay] = useState(formatDate(new Date(Date.now() - 86_400_000)));
  const [points, setPoints] = useState<TrackPoint[] | null>(null);
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
      {points && <TrackView points={points} speedLimit={60} locale={kit.locale} title={kit.t('cljk.track')} height={520} />}
    </div>
  );
}
