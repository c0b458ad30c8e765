/**
 * Department areas (责任片区): the area list (add, edit, delete), a look-up of the areas near a point
 * with their default handlers, and the areas' centres on plain coordinate axes (no map tiles).
 */
import { Button, Card, Col, InputNumber, Row as Grid, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { GeoScatter } from '../../../kit/charts';
import { ResourcePage } from '../../../kit/ui';
import { areaApi, problemApi } from '../api';
import { deptArea } from '../resources/deptArea';
import { useLoad, useWtsb, type Row } from './useWtsb';

export function AreasScreen() {
  const { t, call } = useWtsb();
  const [point, setPoint] = useState<{ lng: number | null; lat: number | null }>({ lng: 120.1638, lat: 30.2566 });
  const [near, setNear] = useState<Row[] | null>(null);
  const [handler, setHandler] = useState<Row | null>(null);
  const all = useLoad<Row[]>(areaApi.list);
  const search = async () => {
    setNear(await call<Row[]>(areaApi.near, { ...point, distance: 5000 }).catch(() => null));
    setHandler(await call<Row | null>(problemApi.defaultHandler, point).catch(() => null));
  };
  const centres = (all.data ?? []).filter((a) => a.center).map((a) => ({ name: String(a.areaName), category: String(a.deptName), ...(a.center as { lng: number; lat: number }) }));
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <ResourcePage def={deptArea} />
      <Grid gutter={16}>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('wtsb.areas.near')} variant="borderless">
            <Space wrap style={{ marginBottom: 12 }}>
              <InputNumber aria-label={t('wtsb.report.lng')} placeholder={t('wtsb.report.lng')} value={point.lng} step={0.001} onChange={(v) => setPoint({ ...point, lng: v })} />
              <InputNumber aria-label={t('wtsb.report.lat')} placeholder={t('wtsb.report.lat')} value={point.lat} step={0.001} onChange={(v) => setPoint({ ...point, lat: v })} />
              <Button type="primary" onClick={() => void search()}>
                {t('wtsb.areas.search')}
              </Button>
              {handler?.handlerName ? <Tag color="blue">{t('wtsb.areas.handler', { name: String(handler.handlerName), area: String(handler.areaName) })}</Tag> : null}
            </Space>
            <Table<Row>
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={near ?? []}
              columns={[
                { title: t('wtsb.deptArea.areaName'), dataIndex: 'areaName' },
                { title: t('wtsb.deptArea.deptName'), dataIndex: 'deptName' },
                { title: t('wtsb.areas.distance'), dataIndex: 'distance' },
                { title: t('wtsb.areas.inside'), dataIndex: 'inside', render: (v: boolean) => (v ? <Tag color="green">{t('kit.yes')}</Tag> : t('kit.no')) },
                { title: t('wtsb.deptArea.handlerName'), dataIndex: 'handlerName' },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('wtsb.areas.map', { count: centres.length })} variant="borderless">
            <GeoScatter data={centres} height={300} testId="areas-map" />
          </Card>
        </Col>
      </Grid>
    </Space>
  );
}
