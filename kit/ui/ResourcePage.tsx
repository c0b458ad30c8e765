/**
 * The list page a definition gives: tabs over its views, filters, toolbar (new, batch delete, import,
 * export, toolbar actions, refresh, column settings), the table, the form, the detail view and action
 * answers. All that differs between resources is in the definition; the state is the list model
 * (kit/list) the page renders.
 *
 * @example
 *   <ResourcePage def={carInfo} />
 *   <ResourcePage def={device} tabs={{ gps: gpsDevices, camera: cameras }} counts />
 *   <ResourcePage def={problem} list={useResourceList(problem, { tabs })} onView={(row) => open(row.id)} />
 */
import { PlusOutlined, ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { useState, type ReactNode } from 'react';
import type { ListRow } from '../list';
import { callsOf, columnFields, displayField, fixedValues, isView, type ApiCall, type ResourceDef } from '../resource';
import { ColumnSettingsTrigger } from './ColumnSettingsTrigger';
import { Deferred } from './Deferred';
import { ExportButton } from './ExportButton';
import { FilterForm } from './FilterForm';
import { useKit } from './KitProvider';
import { LazyTabs } from './lazyAntd';
import { lazyScreen } from './lazyScreen';
import { ListTabs } from './ListTabs';
import { Panel } from './Panel';
import { ResourceTable } from './ResourceTable';
import { useActionRunner } from './useActionRunner';
import { useColumnPrefs } from './useColumnPrefs';
import { useResourceList, type ResourceList, type ResourceTabs } from './useResourceList';
import { useFeedback } from './feedback';

export type ResourcePageProps = {
  def: ResourceDef;
  /** Tabs: over views of `def`, one list whose tab lays its view's filters; over other definitions, a page each. */
  tabs?: ResourceTabs;
  /** Rows per tab (see useResourceList). */
  counts?: ApiCall | true;
  /** Reloads the list every so many seconds while the page is visible (see useResourceList). */
  refreshEvery?: number;
  /** A list the screen made with useResourceList (to reach its model); by default the page makes its own. */
  list?: ResourceList;
  /** Catalogue key of the heading; default the definition's title. */
  title?: string;
  /** More toolbar content, after the definition's buttons. */
  extra?: ReactNode;
  /** Takes over a row action; answers true when it handled it. */
  onRowAction?: (name: string, row: ListRow) => boolean;
  /** Replaces the detail view (e.g. with the screen's own drawer). */
  onView?: (row: ListRow) => void;
  /** Replaces the create form: the add button (with this label, a catalogue key) runs `run`. */
  onCreate?: { label?: string; run: () => void };
};

// The page's forms and dialogs are downloaded when first opened: the first row does not wait for them.
const RecordForm = lazyScreen(() => import('./RecordForm'), 'RecordForm');
const DetailView = lazyScreen(() => import('./DetailView'), 'DetailView');
const ImportDialog = lazyScreen(() => import('./ImportDialog'), 'ImportDialog');
const ActionResult = lazyScreen(() => import('./ActionResult'), 'ActionResult');

/** Whether every tab is the resource itself or a view of it (then the tabs are one list). */
const tabsOfOneList = (def: ResourceDef, tabs: ResourceTabs) => Object.values(tabs).every((d) => d === def || (isView(d) && d.view.of === (isView(def) ? def.view.of : def.id)));

export function ResourcePage(props: ResourcePageProps) {
  if (props.tabs && !props.list && !tabsOfOneList(props.def, props.tabs)) return <TabbedPages tabs={props.tabs} />;
  if (props.list) return <ListPage {...props} list={props.list} />;
  return <OwnListPage {...props} />;
}

function OwnListPage(props: ResourcePageProps) {
  const list = useResourceList(props.def, { tabs: props.tabs, counts: props.counts, refreshEvery: props.refreshEvery });
  return <ListPage {...props} list={list} />;
}

/** Tabs over unrelated definitions (reports side by side): a list page each, made when its tab opens. */
function TabbedPages(props: { tabs: ResourceTabs }) {
  const { t } = useKit();
  return <LazyTabs destroyOnHidden items={Object.entries(props.tabs).map(([key, d]) => ({ key, label: t(d.title), children: <ResourcePage def={d} /> }))} />;
}

function ListPage(props: ResourcePageProps & { list: ResourceList }) {
  const { def, list } = props;
  const { state, model, active } = list;
  const kit = useKit();
  const { message, modal } = useFeedback();
  const api = kit.api(active);
  const calls = callsOf(active);
  // Buttons need the definition's call and the user's function (hasFunctions, once per page).
  const editable = !active.readOnly && Boolean(calls.update ?? calls.upsert) && kit.can(active, 'update');
  const creatable = (Boolean(props.onCreate) || (!active.readOnly && Boolean(calls.create ?? calls.upsert))) && kit.can(active, 'create');
  const removable = !active.readOnly && Boolean(calls.remove) && kit.can(active, 'delete');
  const importable = Boolean(calls.import) && !active.readOnly && kit.can(active, 'import');
  const exportable = Boolean(calls.export) && kit.can(active, 'export');
  const fixed = fixedValues(active);

  const [editing, setEditing] = useState<ListRow | 'new' | null>(null);
  const [viewing, setViewing] = useState<ListRow | null>(null);
  const [importing, setImporting] = useState(false);
  const columns = useColumnPrefs(def);
  const actions = useActionRunner(active, model, props.onRowAction);

  const save = async (values: Record<string, unknown>) => {
    const target = editing;
    if (target && target !== 'new') {
      await model.change((rows) => rows.map((r) => (r.id === target.id ? { ...r, ...values } : r)), () => api.update(target.id, values));
    } else {
      await api.create({ ...values, ...fixed });
      void model.load();
    }
    message.success(kit.t('kit.server.saved'));
    setEditing(null);
  };

  const remove = (ids: number[], name: string) =>
    modal.confirm({
      title: ids.length > 1 ? kit.t('kit.confirmBatchDelete', { count: ids.length }) : kit.t('kit.confirmDelete', { name }),
      okType: 'danger',
      okText: kit.t('kit.delete'),
      cancelText: kit.t('kit.cancel'),
      onOk: () =>
        model.change((rows) => rows.filter((r) => !ids.includes(r.id)), () => api.remove(ids)).then(
          () => void message.success(kit.t('kit.server.deleted')),
          () => undefined,
        ),
    });

  const view = (row: ListRow) => {
    if (props.onView) return props.onView(row);
    if (calls.get) void api.get(row.id).then((r) => setViewing(r as ListRow), () => undefined);
    else setViewing(row);
  };

  const selected = state.selected;
  const labels = Object.fromEntries(columnFields(def).map((f) => [f.name, kit.t(f.label)]));
  const held = Object.entries(active.actions ?? {}).filter(([key]) => kit.can(active, `act.${key}`));
  const toolbarActions = held.filter(([, a]) => a.scope === 'toolbar');
  const selectionActions = held.filter(([, a]) => a.scope === 'selection');
  const name = displayField(def);
  return (
    <Panel title={kit.t(props.title ?? (list.tabs.length ? def.title : active.title))}>
      <ListTabs list={list} />
      <FilterForm def={def} hidden={Object.keys(fixed)} onSearch={model.search} />
      <Space wrap style={{ marginBottom: 12 }}>
        {creatable && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => (props.onCreate ? props.onCreate.run() : setEditing('new'))}>
            {kit.t(props.onCreate?.label ?? 'kit.add')}
          </Button>
        )}
        {removable && (
          <Button danger disabled={!selected.length} onClick={() => remove(selected, '')}>
            {kit.t('kit.batchDelete')}
            {selected.length ? ` (${selected.length})` : ''}
          </Button>
        )}
        {importable && (
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            {kit.t('kit.import')}
          </Button>
        )}
        {exportable && <ExportButton def={active} query={model.request()} total={state.total} />}
        {selectionActions.map(([key, a]) => (
          <Button key={key} disabled={!selected.length} onClick={() => void actions.run(key, a, null)}>
            {kit.t(a.label)}
            {selected.length ? ` (${selected.length})` : ''}
          </Button>
        ))}
        {toolbarActions.map(([key, a]) => (
          <Button key={key} onClick={() => void actions.run(key, a, null)}>
            {kit.t(a.label)}
          </Button>
        ))}
        {props.extra}
        <Tooltip title={kit.t('kit.refresh')}>
          <Button icon={<ReloadOutlined />} aria-label={kit.t('kit.refresh')} onClick={() => void model.load()} />
        </Tooltip>
        <ColumnSettingsTrigger prefs={columns.prefs} labels={labels} onChange={columns.setPrefs} onReset={columns.reset} />
      </Space>
      <ResourceTable
        def={active}
        rows={state.rows}
        total={state.total}
        loading={state.loading}
        error={state.error}
        notice={state.notice}
        pageNo={state.params.pageNo}
        pageSize={state.params.pageSize}
        sort={state.params.sort}
        prefs={columns.prefs}
        selected={selected}
        onSelect={model.select}
        onPage={model.setPage}
        onSort={model.setSort}
        onRetry={() => void model.load()}
        onView={view}
        onEdit={editable ? (row) => setEditing(row) : undefined}
        onDelete={removable ? (row) => remove([row.id], String(row[name] ?? row.id)) : undefined}
        selectable={removable || selectionActions.length > 0}
        onAction={(key, a, row) => void actions.run(key, a, row)}
      />
      {!props.onCreate || editable ? (
        <Deferred open={editing !== null}>
          <RecordForm def={active} record={editing === 'new' ? null : editing} fixed={fixed} open={editing !== null} onClose={() => setEditing(null)} onSubmit={save} />
        </Deferred>
      ) : null}
      {!props.onView && (
        <Deferred open={viewing !== null}>
          <DetailView def={active} record={viewing} onClose={() => setViewing(null)} />
        </Deferred>
      )}
      {importable && (
        <Deferred open={importing}>
          <ImportDialog def={active} open={importing} onClose={() => setImporting(false)} onImported={() => void model.load()} />
        </Deferred>
      )}
      <Deferred open={Boolean(actions.answer)}>
        <ActionResult answer={actions.answer} onClose={actions.closeAnswer} />
      </Deferred>
    </Panel>
  );
}
