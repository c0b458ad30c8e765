/**
 * The platform dashboard (/cloud/ljszy/platform/*) as a 1920×1080 big screen (opened alone in a window
 * from the menu, for a wall display): the latest collection day's figures and weights per garbage
 * type (the server answers the last day with weighings, today or before: the titles say so, never
 * 今日), the 30-day trend, facilities by type and on the map, the top facilities, the vehicles of
 * chosen routes, and daily/monthly weights by facility, garbage type and facility type.
 */
import { Select } from 'antd';
import { useState } from 'react';
import { ScreenBoard, type PanelDef } from '../../../kit/charts';
import { useKit } from '../../../kit/ui';
import { useRouteChoices } from './useRoutes';

export function PlatformBoard() {
  const kit = useKit();
  const routes = useRouteChoices();
  const [routeIds, setRouteIds] = useState<number[]>([]);
  const panels: PanelDef[] = [
    { key: 'today', title: 'ljszy.board.latestDay', call: '/cloud/ljszy/platform/getDailyPrimevalDTO', kind: 'stats', span: 24 },
    { key: 'trend', title: 'ljszy.board.trend', call: '/cloud/ljszy/platform/trendList', kind: 'series', span: 12, height: 190 },
    { key: 'garbage', title: 'ljszy.board.latestDayGarbage', call: '/cloud/ljszy/platform/dailyGarNum', kind: 'pie', span: 6, height: 190 },
    { key: 'subjects', title: 'ljszy.board.subjects', call: '/cloud/ljszy/platform/subjectIdNum', kind: 'pie', span: 6, height: 190 },
    { key: 'map', title: 'ljszy.board.facilityMap', call: '/cloud/ljszy/platform/subjectFacInfo', kind: 'geo', span: 8, height: 190 },
    { key: 'top', title: 'ljszy.board.topFacilities', call: '/cloud/ljszy/platform/facGarList', kind: 'table', span: 8, height: 190 },
    { key: 'routeCars', title: 'ljszy.board.routeCars', call: '/cloud/ljszy/platform/getCarByRouteIds', kind: 'table', span: 8, height: 190, params: { routeIds: routeIds.join(',') } },
    {
      key: 'byFacility', title: 'ljszy.board.byFacility', call: '/cloud/ljszy/platform/facGarNumDailyList', kind: 'series', span: 8, height: 190,
      variants: [
        { key: 'day', label: 'ljszy.board.daily', call: '/cloud/ljszy/platform/facGarNumDailyList' },
        { key: 'month', label: 'ljszy.board.monthly', call: '/cloud/ljszy/platform/facGarNumMonthlyList' },
      ],
    },
    {
      key: 'byGarbage', title: 'ljszy.board.byGarbage', call: '/cloud/ljszy/platform/facGarNumDailyListXH', kind: 'series', span: 8, height: 190,
      variants: [
        { key: 'day', label: 'ljszy.board.daily', call: '/cloud/ljszy/platform/facGarNumDailyListXH' },
        { key: 'month', label: 'ljszy.board.monthly', call: '/cloud/ljszy/platform/facGarNumMonthlyListXH' },
      ],
    },
    {
      key: 'bySubject', title: 'ljszy.board.bySubject', call: '/cloud/ljszy/platform/subjectGarNumDailyList', kind: 'series', span: 8, height: 190,
      variants: [
        { key: 'day', label: 'ljszy.board.daily', call: '/cloud/ljszy/platform/subjectGarNumDailyList' },
        { key: 'month', label: 'ljszy.board.monthly', call: '/cloud/ljszy/platform/subjectGarNumMonthlyList' },
      ],
    },
  ];
  const toolbar = (
    <Select
      mode="multiple"
      allowClear
      style={{ minWidth: 320 }}
      placeholder={kit.t('ljszy.board.pickRoutes')}
      aria-label={kit.t('ljszy.board.pickRoutes')}
      options={routes}
      value={routeIds}
      onChange={setRouteIds}
    />
  );
  return <ScreenBoard title="ljszy.board.platform" panels={panels} toolbar={toolbar} />;
}
