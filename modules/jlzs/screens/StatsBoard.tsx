/**
 * 分类统计: the sorting statistics (zszy/*) as one board — the four categories and the recyclables'
 * kinds, the monthly rates, contaminated recyclables, blue buckets, outlets, online recording, per
 * household recovery, the fixed time-and-place points, devices, regions and sites — for the region
 * (district or street, from getTownStreetList) and the period chosen.
 */
import { Segmented, Space, TreeSelect } from 'antd';
import { useState } from 'react';
import { Board, type PanelDef } from '../../../kit/charts';
import { useKit, useLoad } from '../../../kit/ui';
import { STATS, TOWN_STREETS } from './calls';

type RegionNode = { value: string; label: string; children?: RegionNode[] };

export function StatsBoard() {
  const kit = useKit();
  const regions = useLoad<RegionNode[]>(TOWN_STREETS).data ?? [];
  const [region, setRegion] = useState<string | undefined>();
  const [days, setDays] = useState(30);
  const [district, street] = region ? region.split('/') : [];
  const where = { ...(district ? { district } : {}), ...(street ? { street } : {}) };
  const period = { ...where, days };
  const panels: PanelDef[] = [
    { key: 'parent', title: 'jlzs.stats.trashParent', call: STATS.trashParent, kind: 'pie', span: 8, params: period },
    { key: 'sub', title: 'jlzs.stats.trashSub', call: STATS.trashSub, kind: 'series', span: 8, params: { ...period, parent: 'recyclable' } },
    { key: 'online', title: 'jlzs.stats.onlineRecording', call: STATS.onlineRecording, kind: 'stats', span: 8, params: where },
    { key: 'rates', title: 'jlzs.stats.rates', call: STATS.rates, kind: 'series', span: 12, params: where },
    { key: 'contaminated', title: 'jlzs.stats.contaminated', call: STATS.contaminatedRecyclables, kind: 'series', span: 12, params: where },
    { key: 'blue', title: 'jlzs.stats.blueBuckets', call: STATS.blueBucketClearing, kind: 'series', span: 12, params: period },
    { key: 'unit', title: 'jlzs.stats.unitRecovery', call: STATS.unitRecovery, kind: 'series', span: 12, params: period },
    { key: 'outlets', title: 'jlzs.stats.outlets', call: STATS.outletsRecyclingStatistics, kind: 'table', span: 12, params: period },
    { key: 'points', title: 'jlzs.stats.fixedPoints', call: STATS.fixedTimeLocationInfo, kind: 'table', span: 12, params: where },
    { key: 'equipment', title: 'jlzs.stats.equipment', call: STATS.equipment, kind: 'pie', span: 8, params: where },
    { key: 'sites', title: 'jlzs.stats.sites', call: STATS.siteInfo, kind: 'pie', span: 8, params: where },
    { key: 'regions', title: 'jlzs.stats.regions', call: STATS.regionInfo, kind: 'table', span: 8, params: where },
  ];
  return (
    <div data-testid="sorting-stats">
      <Space wrap style={{ marginBottom: 12 }}>
        <h2 style={{ margin: 0 }}>{kit.t('jlzs.stats.title')}</h2>
        <TreeSelect
          style={{ minWidth: 220 }}
          aria-label={kit.t('jlzs.stats.region')}
          placeholder={kit.t('jlzs.stats.allRegions')}
          allowClear
          treeData={regions.map((d) => ({ value: d.value, title: d.label, children: (d.children ?? []).map((s) => ({ value: s.value, title: s.label })) }))}
          value={region}
          onChange={(v: string | undefined) => setRegion(v)}
        />
        <Segmented
          aria-label={kit.t('jlzs.stats.days')}
          value={days}
          onChange={(v) => setDays(Number(v))}
          options={[
            { value: 30, label: kit.t('jlzs.stats.last30') },
            { value: 90, label: kit.t('jlzs.stats.last90') },
            { value: 365, label: kit.t('jlzs.stats.last365') },
          ]}
        />
      </Space>
      <Board panels={panels} />
    </div>
  );
}
