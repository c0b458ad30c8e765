/**
 * 位置轨迹 (positionTrail/list): a badge wearer's positions of a work date (or of an alarm's time
 * range, opened from 人员报警) on the map with their area's fence — points outside it orange — the
 * day's figures and its episodes (off post, stationary, device offline) with their times: the evidence.
 */
import { Descriptions, Empty, Select, Space, Table, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { callWith } from '../../../kit/client';
import { MapView, type LngLat, type MapPoint } from '../../../kit/map';
import { callsOf, formatDate, parseCall, type NamedField } from '../../../kit/resource';
import { useKit, useOptions } from '../../../kit/ui';
import { DateInput } from '../../../kit/ui/DateInput';
import { device } from '../resources/device';
import { CALLS } from '../resources/paths';

type Point = { t: number; lng: number; lat: number; inside: boolean };
type Episode = { kind: string; from: number; to: number; minutes: number; ongoing: boolean; at: LngLat | null; fromText: string; toText: string | null; excused: boolean };
type Trail = {
  worker: { id: number; staffCode: string; personName: string; shift: string; deviceCode: string };
  workDate: string;
  fence: LngLat[];
  points: Point[];
  sos: { t: number; at: LngLat | null }[];
  summary: { status: string; arrival: string | null; leaving: string | null; onPostMinutes: number; offlineMinutes: number; toleranceMin: number; stationary: { enabled: boolean; minutes: number; radiusM: number } };
  episodes: Episode[];
};

const workerField = { ...device.fields.workerId!, name: 'workerId' } as NamedField;

const KIND_COLOR: Record<string, string> = { offPost: 'orange', stationary: 'purple', offline: 'default', sos: 'red' };

/** The query of the hash (`#/trail?workerId=3&workDate=…&from=…&to=…`). */
function hashQuery(): URLSearchParams {
  return new URLSearchParams(window.location.hash.split('?')[1] ?? '');
}

export function TrailScreen() {
  const kit = useKit();
  const q = useMemo(hashQuery, []);
  const workers = useOptions(workerField);
  const [bound, setBound] = useState<{ workerId: number; deviceCode: string }[]>([]);
  const [workerId, setWorkerId] = useState<string | undefined>(q.get('workerId') ?? undefined);
  const [day, setDay] = useState(q.get('workDate') || formatDate(new Date()));
  const [range, setRange] = useState<{ from: string; to: string } | null>(q.get('from') && q.get('to') ? { from: q.get('from')!, to: q.get('to')! } : null);
  const [trail, setTrail] = useState<Trail | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The badge wearers (定位工牌's bindings), named by the worker.
  useEffect(() => {
    let live = true;
    void (async () => {
      const page = await callWith<{ records: { workerId: number; deviceCode: string }[] }>(kit.request, callsOf(device).list!, { pageNo: 1, pageSize: 1000 }, 'silent').catch(() => ({ records: [] }));
      if (!live) return;
      setBound(page.records);
      setWorkerId((w) => w ?? (page.records[0] ? String(page.records[0].workerId) : undefined));
    })();
    return () => {
      live = false;
    };
  }, [kit.request]);

  useEffect(() => {
    if (!workerId) return;
    let live = true;
    setError(null);
    // An alarm's range shows an hour either side of the episode.
    const span = range ? { from: Number(range.from) - 3_600_000, to: Number(range.to) + 3_600_000 } : {};
    callWith<Trail>(kit.request, parseCall(CALLS.trail), { workerId, workDate: day, ...span }, 'silent').then(
      (d) => live && setTrail(d),
      (e: Error) => live && (setTrail(null), setError(e.message)),
    );
    return () => {
      live = false;
    };
  }, [workerId, day, range, kit.request]);

  const nameOf = new Map(workers.map((o) => [String(o.value), String(o.label)]));
  const wearers = bound.map((r) => ({ value: String(r.workerId), label: `${nameOf.get(String(r.workerId)) ?? ''} · ${r.deviceCode}` }));
  const points: MapPoint[] = [
    ...(trail?.points ?? []).filter((_, i, all) => i % Math.max(1, Math.ceil(all.length / 400)) === 0).map((p) => ({ id: `p${p.t}`, at: [p.lng, p.lat] as LngLat, color: p.inside ? '#1677ff' : '#fa8c16', popup: new Date(p.t).toLocaleTimeString(kit.locale) })),
    ...(trail?.episodes ?? []).filter((e) => e.at).map((e) => ({ id: `e${e.kind}${e.from}`, at: e.at!, color: e.kind === 'stationary' ? '#722ed1' : '#f5222d', popup: `${kit.t(`zyry.enum.alarmKind.${e.kind}`)} ${e.fromText}` })),
    ...(trail?.sos ?? []).filter((s) => s.at).map((s) => ({ id: `s${s.t}`, at: s.at!, color: '#f5222d', popup: `SOS ${new Date(s.t).toLocaleTimeString(kit.locale)}` })),
  ];
  const t = kit.t;
  return (
    <div data-testid="zyry-trail" style={{ padding: 16 }}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select aria-label={t('zyry.trail.worker')} showSearch optionFilterProp="label" style={{ width: 240 }} placeholder={t('zyry.trail.pick')} value={workerId} onChange={(v) => { setRange(null); setWorkerId(v); }} options={wearers} />
        <DateInput aria-label={t('zyry.trail.date')} value={day} onChange={(v) => { if (v) { setRange(null); setDay(String(v)); } }} />
        {trail && <span data-testid="zyry-trail-count">{t('zyry.trail.points', { n: trail.points.length })}</span>}
      </Space>
      {error && <Empty description={error} />}
      {trail && (
        <>
          <Descriptions size="small" bordered column={{ xs: 1, md: 3 }} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t('zyry.dailyReport.personName')}>
              {/* The name is data, as stored: marked so, not translated. */}
              <span translate="no">{trail.worker.personName}</span> ({trail.worker.staffCode})
            </Descriptions.Item>
            <Descriptions.Item label={t('zyry.dailyReport.shift')}>{t(`zyry.enum.shift.${trail.worker.shift}`)}</Descriptions.Item>
            <Descriptions.Item label={t('zyry.dailyReport.status')}><span data-testid="zyry-trail-status">{t(`zyry.enum.dayState.${trail.summary.status}`)}</span></Descriptions.Item>
            <Descriptions.Item label={t('zyry.dailyReport.arrival')}>{trail.summary.arrival ?? '--'}</Descriptions.Item>
            <Descriptions.Item label={t('zyry.dailyReport.leaving')}>{trail.summary.leaving ?? '--'}</Descriptions.Item>
            <Descriptions.Item label={t('zyry.dailyReport.onPostMinutes')}>{trail.summary.onPostMinutes} {t('zyry.unit.minute')}</Descriptions.Item>
          </Descriptions>
          <MapView
            key={`${trail.worker.id}-${trail.workDate}`}
            title={t('zyry.trail.title')}
            height={460}
            fit
            clusterPx={0}
            polygons={trail.fence.length > 2 ? [{ id: 'fence', ring: trail.fence, color: '#52c41a', popup: t('zyry.trail.fence') }] : []}
            lines={trail.points.length > 1 ? [{ id: 'track', path: trail.points.map((p) => [p.lng, p.lat] as LngLat), color: '#1677ff', weight: 3, popup: t('zyry.trail.track') }] : []}
            points={points}
          />
          <h3>{t('zyry.trail.episodes')}</h3>
          <Table
            data-testid="zyry-trail-episodes"
            size="small"
            rowKey={(e) => `${e.kind}${e.from}`}
            pagination={false}
            locale={{ emptyText: t('zyry.trail.none') }}
            dataSource={trail.episodes}
            columns={[
              { title: t('zyry.personAlarm.kind'), dataIndex: 'kind', render: (k: string) => <Tag color={KIND_COLOR[k]}>{t(`zyry.enum.alarmKind.${k}`)}</Tag> },
              { title: t('zyry.personAlarm.startedAt'), dataIndex: 'fromText' },
              { title: t('zyry.personAlarm.endedAt'), dataIndex: 'toText', render: (v: string | null) => v ?? t('zyry.personAlarm.ongoing') },
              { title: t('zyry.personAlarm.minutes'), dataIndex: 'minutes', render: (m: number) => `${m} ${t('zyry.unit.minute')}` },
              { title: t('zyry.personAlarm.excused'), dataIndex: 'excused', render: (x: boolean) => (x ? '✓' : '') },
            ]}
          />
        </>
      )}
    </div>
  );
}
