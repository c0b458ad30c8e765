/**
 * The kanban (/cloud/ljszy/kanban/*): figures, the daily and monthly forecasts with their charts,
 * vehicle and facility statistics, collected facilities, a route's detail, the facility report, the
 * daily weight report and the vehicle list.
 */
import { Descriptions, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { Board, type PanelDef } from '../../../kit/charts';
import { useKit } from '../../../kit/ui';
import { useRouteChoices } from './useRoutes';

type RouteDetail = { route: Record<string, unknown> | null; facilities: { id: number; facilityName: string; address: string }[]; cars: string[] };

function RouteDetailView(props: { data: unknown }) {
  const kit = useKit();
  const d = props.data as RouteDetail;
  if (!d.route) return null;
  return (
    <Descriptions column={1} size="small" bordered>
      <Descriptions.Item label={kit.t('ljszy.route.routeName')}>{String(d.route.routeName)}</Descriptions.Item>
      <Descriptions.Item label={kit.t('ljszy.board.cars')}>
        <Space wrap>{d.cars.map((c) => <Tag key={c}>{c}</Tag>)}</Space>
      </Descriptions.Item>
      <Descriptions.Item label={kit.t('ljszy.board.facilities')}>
        <Space wrap>{d.facilities.map((f) => <Tag key={f.id}>{f.facilityName}</Tag>)}</Space>
      </Descriptions.Item>
    </Descriptions>
  );
}

export function KanbanBoard() {
  const kit = useKit();
  const routes = useRouteChoices();
  const [routeId, setRouteId] = useState<number | undefined>();
  const current = routeId ?? routes[0]?.value;
  const panels: PanelDef[] = [
    { key: 'stats', title: 'ljszy.board.overview', call: '/cloud/ljszy/kanban/getStatList', kind: 'stats', span: 12 },
    { key: 'dailyForecast', title: 'ljszy.board.dailyForecast', call: 'GET /cloud/ljszy/kanban/dailyForeCast', kind: 'detail', span: 6 },
    { key: 'monthForecast', title: 'ljszy.board.monthForecast', call: 'GET /cloud/ljszy/kanban/monthForeCast', kind: 'detail', span: 6 },
    { key: 'dailyForecastChart', title: 'ljszy.board.dailyForecastChart', call: 'GET /cloud/ljszy/kanban/dailyForeCastChart', kind: 'series', span: 12 },
    { key: 'monthForecastChart', title: 'ljszy.board.monthForecastChart', call: 'GET /cloud/ljszy/kanban/monthForeCastChart', kind: 'series', span: 12 },
    { key: 'carStats', title: 'ljszy.board.carStats', call: 'POST /cloud/ljszy/kanban/getCarStatList', kind: 'table', span: 8 },
    {
      key: 'facStats', title: 'ljszy.board.facStats', call: 'POST /cloud/ljszy/kanban/getFacStatList', kind: 'table', span: 8,
      variants: [
        { key: 'config', label: 'ljszy.board.configured', call: 'POST /cloud/ljszy/kanban/getFacStatList' },
        { key: 'noConfig', label: 'ljszy.board.notConfigured', call: 'POST /cloud/ljszy/kanban/getFacStatListWithNoConfig' },
      ],
    },
    { key: 'collected', title: 'ljszy.board.collected', call: 'GET /cloud/ljszy/kanban/loadCollectedFacList', kind: 'table', span: 8 },
    { key: 'facReport', title: 'ljszy.board.facReport', call: '/cloud/ljszy/kanban/getFacReport', kind: 'table', span: 8 },
    { key: 'weightDaily', title: 'ljszy.board.weightDaily', call: '/cloud/ljszy/kanban/weightDailyReport', kind: 'table', span: 8 },
    // Last in its row: shown once the routes have loaded, it fills the row's free third instead of pushing panels aside.
    ...(current ? [{ key: 'routeDetail', title: 'ljszy.board.routeDetail', call: '/cloud/ljszy/kanban/getRouteDetail', kind: 'detail' as const, span: 8, params: { routeId: current }, render: (d: unknown) => <RouteDetailView data={d} /> }] : []),
    { key: 'cars', title: 'ljszy.board.carList', call: '/cloud/ljszy/kanban/simpleList', kind: 'table', span: 24 },
  ];
  return (
    <div data-testid="kanban">
      <Space style={{ marginBottom: 12 }}>
        <h2 style={{ margin: 0 }}>{kit.t('ljszy.board.kanban')}</h2>
        <Select style={{ minWidth: 240 }} aria-label={kit.t('ljszy.board.routeDetail')} options={routes} value={current} onChange={setRouteId} />
      </Space>
      <Board panels={panels} />
    </div>
  );
}
