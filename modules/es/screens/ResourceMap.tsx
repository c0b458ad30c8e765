/**
 * 应急资源一张图: the board's counts (board/getCounts), the chosen register's tree (its tree call) and
 * the parking points, emergency points and storehouses on the kit's map, coloured by kind. A place
 * without valid coordinates (geo.ts: none, 0,0, or outside China) is listed under the map as an
 * anomaly, never drawn at 0,0.
 */
import { Card, Col, Empty, List, Row, Segmented, Space, Tag, Tree, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { StatCards, type StatItem } from '../../../kit/charts';
import { MapView, type MapPoint } from '../../../kit/map';
import { useKit, useLoad } from '../../../kit/ui';
import { pointProblem, validPoint } from '../geo';
import { es } from '../resources/paths';

type Node = { id: string | number; name: string; count?: number; detail?: string; children?: Node[] };
type Place = { id: number; location: { lng: number; lat: number } | null; address?: string; [k: string]: unknown };
type Page = { records: Place[] };

const KINDS = ['esStaff', 'esCar', 'esCarPosition', 'esPosition', 'esStorehouse'] as const;
const PLACES = [
  { kind: 'esCarPosition', name: 'positionName', color: '#1677ff' },
  { kind: 'esPosition', name: 'positionName', color: '#fa8c16' },
  { kind: 'esStorehouse', name: 'storehouseName', color: '#52c41a' },
] as const;
const ALL = { pageNo: 1, pageSize: 1000 };
// The calls, made once: useLoad reloads when its call changes identity.
const COUNTS = { path: '/envcloud/hw/jlzs/api/v1/board/getCounts', json: true };
const TREES = Object.fromEntries(KINDS.map((k) => [k, es(`${k}/tree`)])) as Record<(typeof KINDS)[number], ReturnType<typeof es>>;
const LISTS = { esCarPosition: es('esCarPosition/list'), esPosition: es('esPosition/list'), esStorehouse: es('esStorehouse/list'), esCar: es('esCar/list') };

type TreeItem = { key: string; title: string; children?: TreeItem[] };
const treeData = (nodes: Node[], prefix = ''): TreeItem[] =>
  nodes.map((n) => ({
    key: `${prefix}${String(n.id)}`,
    title: `${n.name}${n.count !== undefined ? `（${n.count}）` : ''}${n.detail ? ` · ${n.detail}` : ''}`,
    children: n.children ? treeData(n.children, `${prefix}${String(n.id)}/`) : undefined,
  }));

export function ResourceMap() {
  const { t } = useKit();
  const [kind, setKind] = useState<(typeof KINDS)[number]>('esCarPosition');
  const counts = useLoad<StatItem[]>(COUNTS);
  const tree = useLoad<Node[]>(TREES[kind]);
  const parking = useLoad<Page>(LISTS.esCarPosition, ALL);
  const positions = useLoad<Page>(LISTS.esPosition, ALL);
  const storehouses = useLoad<Page>(LISTS.esStorehouse, ALL);
  const cars = useLoad<Page>(LISTS.esCar, ALL);

  const { points, anomalies } = useMemo(() => {
    const loaded = { esCarPosition: parking.data, esPosition: positions.data, esStorehouse: storehouses.data };
    const points: MapPoint[] = [];
    const anomalies: { key: string; name: string; kind: string; address: string; problem: string }[] = [];
    for (const p of PLACES) {
      for (const row of loaded[p.kind]?.records ?? []) {
        const at = validPoint(row);
        const name = String(row[p.name]);
        if (!at) {
          anomalies.push({ key: `${p.kind}-${row.id}`, name, kind: p.kind, address: String(row.address ?? ''), problem: pointProblem(row) ?? 'missing' });
          continue;
        }
        const parked = p.kind === 'esCarPosition' ? (cars.data?.records ?? []).filter((c) => Number(c.parkingId) === row.id).length : null;
        const popup = [name, t(`es.map.kind.${p.kind}`), parked !== null ? t('es.map.vehiclesHere', { n: parked }) : ''].filter(Boolean).join(' · ');
        points.push({ id: `${p.kind}-${row.id}`, at, popup, color: p.color });
      }
    }
    return { points, anomalies };
  }, [parking.data, positions.data, storehouses.data, cars.data, t]);

  return (
    <div data-testid="es-map" style={{ padding: 16 }}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card size="small" variant="borderless" title={t('es.map.title')}>
          {counts.data ? <StatCards data={counts.data} testId="es-counts" /> : null}
        </Card>
        <Row gutter={16}>
          <Col xs={24} lg={8}>
            <Card size="small" variant="borderless" title={<Segmented size="small" value={kind} onChange={(v) => setKind(v as typeof kind)} options={KINDS.map((k) => ({ value: k, label: t(`es.map.kind.${k}`) }))} />}>
              <div style={{ maxHeight: 520, overflow: 'auto' }} data-testid="es-tree">
                {tree.data?.length ? <Tree key={kind} treeData={treeData(tree.data)} defaultExpandAll selectable={false} /> : <Empty />}
              </div>
            </Card>
          </Col>
          <Col xs={24} lg={16}>
            <Card size="small" variant="borderless" extra={<Space>{PLACES.map((p) => <Tag key={p.kind} color={p.color}>{t(`es.map.kind.${p.kind}`)}</Tag>)}</Space>}>
              <MapView points={points} fit height={520} />
            </Card>
          </Col>
        </Row>
        <Card size="small" variant="borderless" title={t('es.map.anomalies')} data-testid="es-anomalies">
          <Typography.Paragraph type="secondary">{t('es.map.anomalyRule')}</Typography.Paragraph>
          {anomalies.length ? (
            <List size="small" dataSource={anomalies} renderItem={(a) => (
                <List.Item extra={<Tag color="warning">{t(`es.map.problem.${a.problem}`)}</Tag>}>
                  {/* The point's name and address are data as stored: no translation of the page changes them. */}
                  <span translate="no">{a.name}</span> · {t(`es.map.kind.${a.kind}`)}
                  {a.address ? (
                    <>
                      {' · '}
                      <span translate="no">{a.address}</span>
                    </>
                  ) : null}
                </List.Item>
              )} />
          ) : (
            <Typography.Text>{t('es.map.noAnomaly')}</Typography.Text>
          )}
        </Card>
      </Space>
    </div>
  );
}
