/**
 * 站点分布: the recycling stations and sorting centres on the kit's offline map over a heat of what
 * each received in the last 12 months, each with its stock now in its popup (siteStatistical; text set as text, never HTML), and the sites listed beside it.
 */
import { Table } from 'antd';
import { MapView } from '../../../kit/map';
import { FieldValue, useKit } from '../../../kit/ui';
import { CALLS } from '../resources/paths';
import { site } from '../resources/site';
import { named, shown, useCall } from './useCall';

type SiteRow = { id: number; siteName: string; siteType: string; received: number | null; stock: number | null; location: { lng: number; lat: number } | null };

export function SiteMapScreen() {
  const kit = useKit();
  const t = kit.t;
  const sites = useCall<{ records: SiteRow[] }>(CALLS.siteStats, {}).data?.records ?? [];
  const placed = sites.filter((s) => s.location && Number.isFinite(s.location.lng) && Number.isFinite(s.location.lat));
  const typeName = (v: string) => t(`recycle.enum.siteType.${v}`);
  // The heat: each site weighted by what it received in the last 12 months, the busiest at 1.
  const most = Math.max(0, ...placed.map((s) => s.received ?? 0));
  return (
    <div data-testid="recycle-site-map" style={{ padding: 16, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 360px', gap: 16 }}>
      <MapView
        title={t('recycle.map.title')}
        height={560}
        fit
        clusterPx={0}
        heat={most > 0 ? placed.filter((s) => s.received).map((s) => ({ at: [s.location!.lng, s.location!.lat] as [number, number], weight: s.received! / most })) : []}
        points={placed.map((s) => ({ id: String(s.id), at: [s.location!.lng, s.location!.lat] as [number, number], color: s.siteType === 'centre' ? '#d4380d' : '#1456c9', popup: t('recycle.map.popup', { site: s.siteName, type: typeName(s.siteType), stock: shown(s.stock) }) }))}
      />
      <Table<SiteRow>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={sites}
        columns={[
          { title: t('recycle.site.siteName'), dataIndex: 'siteName' },
          { title: t('recycle.site.siteType'), dataIndex: 'siteType', render: (v: unknown) => <FieldValue field={named(site, 'siteType')} value={v} /> },
          { title: t('recycle.stat.stock'), dataIndex: 'stock', align: 'right', render: (v: unknown) => shown(v) },
        ]}
      />
    </div>
  );
}
