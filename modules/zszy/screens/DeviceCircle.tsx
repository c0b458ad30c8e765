/**
 * 小区设备圈 (gis/flx/getHouseDeviceCircle): pick an estate and a radius; the map draws the circle
 * around the estate and the devices inside it (bins coloured by fill band), the table lists them
 * nearest first; the estate's devices without valid coordinates are listed apart, never drawn.
 */
import { Alert, Card, InputNumber, Select, Space, Table } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { callWith } from '../../../kit/client';
import { MapView, type MapPoint } from '../../../kit/map';
import { parseCall } from '../../../kit/resource';
import { dash } from '../../../kit/screen/format';
import { useKit } from '../../../kit/ui';

const CIRCLE = 'GET /cloud/zszy/prd/api/gis/flx/getHouseDeviceCircle';
const ESTATES = 'GET /cloud/zszy/prd/api/v3/housingEstate/page';
type Device = { id: number; deviceCode: string; deviceType: string; fillLevel: number | null; fillBand: string | null; lng: number; lat: number; distance: number };
type Answer = { estate: { id: number; estateName: string; lng: number; lat: number }; radius: number; devices: Device[]; anomalies: { id: number; deviceCode: string; deviceType: string; reason: string }[] };
const BAND_COLOUR: Record<string, string> = { normal: '#389e0d', slight: '#d48806', serious: '#cf1322' };

export function DeviceCircle() {
  const kit = useKit();
  const { t } = kit;
  const [estates, setEstates] = useState<{ value: number; label: string }[]>([]);
  const [estateId, setEstateId] = useState<number | null>(null);
  const [radius, setRadius] = useState<number>(500);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    callWith<{ records: { id: number; estateName: string }[] }>(kit.request, parseCall(ESTATES), { pageSize: 1000 }).then((p) => {
      setEstates(p.records.map((e) => ({ value: e.id, label: e.estateName })));
      setEstateId((id) => id ?? p.records[0]?.id ?? null);
    }, () => undefined);
  }, [kit]);
  useEffect(() => {
    if (estateId === null) return;
    let live = true;
    callWith<Answer>(kit.request, parseCall(CIRCLE), { estateId, radius }, 'silent').then(
      (a) => live && (setAnswer(a), setError(null)),
      (e: Error) => live && (setAnswer(null), setError(e.message)),
    );
    return () => {
      live = false;
    };
  }, [kit, estateId, radius]);
  const points: MapPoint[] = useMemo(
    () => (answer?.devices ?? []).map((d) => ({ id: d.id, at: [d.lng, d.lat], color: d.fillBand ? BAND_COLOUR[d.fillBand] : '#1456c9', popup: `${d.deviceCode} · ${t(`zszy.deviceType.${d.deviceType}`)} · ${d.distance} m` })),
    [answer, t],
  );
  return (
    <div style={{ padding: 16, display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Space wrap>
        <span>{t('zszy.circle.estate')}</span>
        <Select style={{ width: 220 }} value={estateId ?? undefined} options={estates} onChange={setEstateId} showSearch optionFilterProp="label" data-testid="circle-estate" />
        <span>{t('zszy.circle.radius')}</span>
        <InputNumber min={50} max={3000} step={100} value={radius} onChange={(v) => typeof v === 'number' && setRadius(v)} data-testid="circle-radius" />
      </Space>
      {error ? <Alert type="error" title={error} /> : null}
      {answer ? (
        <Card
          size="small"
          title={
            <>
              <span translate="no">{answer.estate.estateName}</span> · {t('zszy.circle.devices')} {answer.devices.length}
            </>
          }
        >
          <MapView
            title={t('zszy.menu.circle')}
            height={420}
            center={[answer.estate.lng, answer.estate.lat]}
            zoom={15}
            circles={[{ id: 'circle', center: [answer.estate.lng, answer.estate.lat], radius: answer.radius, color: '#1456c9' }]}
            points={points}
            clusterPx={0}
          />
          <Table
            size="small"
            rowKey="id"
            style={{ marginTop: 12 }}
            pagination={false}
            dataSource={answer.devices}
            data-testid="circle-devices"
            columns={[
              { title: t('zszy.positionDevice.deviceCode'), dataIndex: 'deviceCode' },
              { title: t('zszy.positionDevice.deviceType'), dataIndex: 'deviceType', render: (v: string) => t(`zszy.deviceType.${v}`) },
              { title: t('zszy.positionDevice.fillLevel'), dataIndex: 'fillLevel', render: (v: number | null) => dash(v) },
              { title: t('zszy.positionDevice.fillBand'), dataIndex: 'fillBand', render: (v: string | null) => (v ? t(`zszy.band.${v}`) : '--') },
              { title: t('zszy.circle.distance'), dataIndex: 'distance' },
            ]}
          />
          {answer.anomalies.length ? (
            <Alert style={{ marginTop: 12 }} type="warning" title={t('zszy.circle.anomalies')} description={answer.anomalies.map((a) => t('zszy.circle.anomaly', { code: a.deviceCode, type: t(`zszy.deviceType.${a.deviceType}`) })).join(t('zszy.circle.listSeparator'))} data-testid="circle-anomalies" />
          ) : null}
        </Card>
      ) : null}
    </div>
  );
}
