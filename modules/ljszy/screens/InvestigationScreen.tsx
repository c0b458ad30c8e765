/**
 * Transfer data investigation (/cloud/ljszy/transferDataInvestigation/*): one vehicle on one day —
 * track points, stops, weighings, work, facilities of its routes, whole-day points and the
 * weighbridge history at transfer stations.
 */
import { Card, DatePicker, Select, Space, Tabs } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { GeoScatter, PanelBody, type PanelDef } from '../../../kit/charts';
import { useKit } from '../../../kit/ui';
import { useCarChoices } from './useRoutes';

const TABS: { key: string; call: string; kind: PanelDef['kind'] }[] = [
  { key: 'points', call: '/cloud/ljszy/transferDataInvestigation/pointList', kind: 'table' },
  { key: 'stops', call: 'GET /cloud/ljszy/transferDataInvestigation/stopList', kind: 'table' },
  { key: 'weights', call: '/cloud/ljszy/transferDataInvestigation/weightList', kind: 'table' },
  { key: 'work', call: '/cloud/ljszy/transferDataInvestigation/workList', kind: 'table' },
  { key: 'facilities', call: '/cloud/ljszy/transferDataInvestigation/ssglFacilityData', kind: 'table' },
  { key: 'wholeDay', call: '/cloud/ljszy/transferDataInvestigation/wholeDayPointData', kind: 'geo' },
  { key: 'scaleHistory', call: '/cloud/ljszy/transferDataInvestigation/getDikonZccHisList', kind: 'table' },
];

/** Track points as the scatter draws them. */
export const asGeo = (rows: unknown) => (Array.isArray(rows) ? rows.map((p: { time: string; lng: number; lat: number }) => ({ name: p.time, lng: p.lng, lat: p.lat, category: 'ljszy.invest.track' })) : []);

export function InvestigationScreen() {
  const kit = useKit();
  const cars = useCarChoices();
  const [carId, setCarId] = useState<number>();
  const [date, setDate] = useState(dayjs().subtract(1, 'day').format('YYYY-MM-DD'));
  const cid = carId ?? cars[0]?.value;
  return (
    <Card
      title={kit.t('ljszy.invest.title')}
      extra={
        <Space>
          <Select style={{ minWidth: 180 }} aria-label={kit.t('ljszy.carInfo.carCode')} options={cars} value={cid} onChange={setCarId} />
          <DatePicker aria-label={kit.t('ljszy.invest.date')} value={dayjs(date)} onChange={(d) => d && setDate(d.format('YYYY-MM-DD'))} allowClear={false} />
        </Space>
      }
    >
      {cid && (
        <Tabs
          destroyOnHidden
          items={TABS.map((tab) => ({
            key: tab.key,
            label: kit.t(`ljszy.invest.${tab.key}`),
            children: (
              <PanelBody
                panel={{ key: tab.key, title: '', call: tab.call, kind: tab.kind, params: { carId: cid, date }, ...(tab.kind === 'geo' ? { render: (d: unknown) => <GeoScatter data={asGeo(d)} height={360} /> } : {}) }}
                height={360}
              />
            ),
          }))}
        />
      )}
      <p style={{ color: '#888' }}>{kit.t('ljszy.invest.note')}</p>
    </Card>
  );
}
