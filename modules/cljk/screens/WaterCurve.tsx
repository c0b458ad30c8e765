/**
 * The water curve (水位曲线): the day's water in each configured sprinkler's and sweeper's tank, one
 * line per car, from water/daily/curve (server/curve.ts answers the kit's series), for the day picked.
 */
import { useState } from 'react';
import { Board, SeriesChart, type PanelDef, type SeriesData } from '../../../kit/charts';
import { formatDate } from '../../../kit/resource';
import { DateInput } from '../../../kit/ui/DateInput';
import { WATER_CURVE } from '../resources/paths';

/** The curve screen of the menu entry 水位曲线. */
export function WaterCurve() {
  const [day, setDay] = useState(formatDate(new Date()));
  const panels: PanelDef[] = [{ key: 'curve', title: 'cljk.waterCurve.panel', call: WATER_CURVE, kind: 'series', span: 24, height: 420, params: { day }, render: (data) => <SeriesChart testId="cljk-water-chart" height={400} data={data as SeriesData} /> }];
  return (
    <div data-testid="cljk-water-curve">
      <div style={{ padding: '12px 16px 0' }}>
        <DateInput aria-label="day" value={day} onChange={(v) => v && setDay(String(v))} />
      </div>
      <Board panels={panels} />
    </div>
  );
}
