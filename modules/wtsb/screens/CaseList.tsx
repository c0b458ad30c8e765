/**
 * The problem list (问题列表): tabs per state with counts, the definition's filters, server paging and
 * sorting, column settings, export of every matching case, reporting a new case, and the case detail
 * (timeline, photos and the lifecycle's actions) in a drawer.
 */
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Space, Tabs, Tooltip } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { defaultPrefs, loadPrefs, prefsKey, savePrefs, type ColumnPrefs } from '../../../kit/client';
import { columnFields, DEFAULT_PAGE_SIZE, type ListQuery } from '../../../kit/resource';
import { ColumnSettings, ExportButton, FilterForm, ResourceTable } from '../../../kit/ui';
import { problemApi } from '../api';
import { PROBLEM_STATES } from '../lifecycle';
import { problem } from '../resources/problem';
import { CaseDetail } from './CaseDetail';
import { ReportForm } from './ReportForm';
import { useLoad, useWtsb, type Page, type Row } from './useWtsb';

type Query = ListQuery & { pageNo: number; pageSize: number };

/** The tab "all" shows every state but deleted; a state tab filters by that state. */
const TABS = ['all', ...PROBLEM_STATES] as const;
const LIVE = PROBLEM_STATES.filter((s) => s !== 'deleted');

export function CaseList() {
  const { kit, t } = useWtsb();
  const api = kit.api(problem);
  const [tab, setTab] = useState<(typeof TABS)[number]>('all');
  const [query, setQuery] = useState<Query>({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE, sort: null, filters: {} });
  const [rows, setRows] = useState<(Row & { id: number })[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reporting, setReporting] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const counts = useLoad<Record<string, number>>(problemApi.countNum);

  const columnDefaults = useMemo(() => columnFields(problem).map((f) => ({ key: f.name, hidden: f.columnOptions.hidden, fixed: f.columnOptions.fixed })), []);
  const storageKey = prefsKey(kit.userId, kit.module.module, problem.id);
  const [prefs, setPrefsState] = useState<ColumnPrefs>(() => loadPrefs(globalThis.localStorage, storageKey, columnDefaults));
  const setPrefs = (p: ColumnPrefs) => {
    setPrefsState(p);
    savePrefs(globalThis.localStorage, storageKey, p);
  };

  /** The query with the tab's state (a state chosen in the filter form narrows it further). */
  const effective = useMemo<Query>(() => {
    const chosen = query.filters?.state as string[] | undefined;
    const tabStates = tab === 'all' ? LIVE : [tab];
    const state = chosen?.length ? chosen.filter((s) => tabStates.includes(s as never)) : tabStates;
    return { ...query, filters: { ...query.filters, state: state.length ? state : ['none'] } };
  }, [query, tab]);

  const load = useCallback(async () => {
    setLoading(true);
    setError(null);
    try {
      const page = (await api.list(effective)) as Page<Row & { id: number }>;
      setRows(page.records);
      setTotal(page.total);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setLoading(false);
    }
  }, [api, effective]);
  useEffect(() => void load(), [load]);
  const refresh = () => {
    void load();
    counts.reload();
  };

  const labels = Object.fromEntries(columnFields(problem).map((f) => [f.name, t(f.label)]));
  return (
    <Card title={t('wtsb.cases.title')} variant="borderless">
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setTab(k as (typeof TABS)[number]);
          setQuery({ ...query, pageNo: 1 });
        }}
        items={TABS.map((s) => ({
          key: s,
          label: (
            <span data-testid={`tab-${s}`}>
              {s === 'all' ? t('wtsb.cases.all') : t(`wtsb.enum.problemState.${s}`)} <Badge count={counts.data?.[s] ?? 0} showZero color={s === 'all' ? 'blue' : '#999'} overflowCount={9999} />
            </span>
          ),
        }))}
      />
      <FilterForm def={problem} onSearch={(filters) => setQuery({ ...query, filters, pageNo: 1 })} />
      <Space wrap style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setReporting(true)}>
          {t('wtsb.cases.report')}
        </Button>
        <ExportButton def={problem} query={effective} total={total} />
        <Tooltip title={t('kit.refresh')}>
          <Button icon={<ReloadOutlined />} aria-label={t('kit.refresh')} onClick={refresh} />
        </Tooltip>
        <ColumnSettings prefs={prefs} labels={labels} onChange={setPrefs} onReset={() => setPrefs(defaultPrefs(columnDefaults))} />
        {counts.data ? (
          <span>
            {t('wtsb.cases.unread', { count: counts.data.unread ?? 0 })} · {t('wtsb.cases.overdue', { count: counts.data.overdue ?? 0 })}
          </span>
        ) : null}
      </Space>
      <ResourceTable
        def={problem}
        rows={rows}
        total={total}
        loading={loading}
        error={error}
        pageNo={query.pageNo}
        pageSize={query.pageSize}
        sort={query.sort ?? null}
        prefs={prefs}
        selected={[]}
        onSelect={() => undefined}
        onPage={(pageNo, pageSize) => setQuery({ ...query, pageNo, pageSize })}
        onSort={(sort) => setQuery({ ...query, sort, pageNo: 1 })}
        onRetry={() => void load()}
        onView={(row) => setOpenId(row.id)}
        onAction={() => undefined}
      />
      <ReportForm open={reporting} onClose={() => setReporting(false)} onSaved={(c) => {
        setReporting(false);
        refresh();
        setOpenId(c.id as number);
      }} />
      <CaseDetail id={openId} onClose={() => setOpenId(null)} onChanged={refresh} />
    </Card>
  );
}
