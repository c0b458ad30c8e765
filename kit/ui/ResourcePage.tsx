/**
 * The list page a definition gives: filters, toolbar (new, batch delete, import, export, toolbar
 * actions, refresh, column settings), the table, the form, the detail view and action answers. All
 * that differs between resources is in the definition.
 *
 * @example
 *   <ResourcePage def={carInfo} />
 */
import { PlusOutlined, ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Card, Input, Space, Tooltip } from 'antd';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { defaultPrefs, loadPrefs, prefsKey, savePrefs, type ColumnPrefs } from '../client';
import { callsOf, columnFields, displayField, encodeListQuery, DEFAULT_PAGE_SIZE, type ActionDef, type ListQuery, type ResourceDef } from '../resource';
import { ActionResult, type ActionAnswer } from './ActionResult';
import { ColumnSettings } from './ColumnSettings';
import { DetailView } from './DetailView';
import { ExportButton } from './ExportButton';
import { FilterForm } from './FilterForm';
import { ImportDialog } from './ImportDialog';
import { useKit } from './KitProvider';
import { RecordForm } from './RecordForm';
import { ResourceTable } from './ResourceTable';

type Row = Record<string, unknown> & { id: number };

/**
 * `fixed`: filters every request of the page carries and values a new record starts with (the node
 * chosen in a tree-and-list page).
 */
export function ResourcePage(props: { def: ResourceDef; extra?: ReactNode; onRowAction?: (name: string, row: Row) => boolean; fixed?: Record<string, unknown> }) {
  const { def } = props;
  const kit = useKit();
  const { message, modal } = App.useApp();
  const api = kit.api(def);
  const calls = callsOf(def);
  const editable = !def.readOnly && Boolean(calls.update ?? calls.upsert);
  const creatable = !def.readOnly && Boolean(calls.create ?? calls.upsert);
  const removable = !def.readOnly && Boolean(calls.remove);

  const [query, setQuery] = useState<ListQuery & { pageNo: number; pageSize: number }>({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE, sort: null, filters: {} });
  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [viewing, setViewing] = useState<Row | null>(null);
  const [importing, setImporting] = useState(false);
  const [answer, setAnswer] = useState<ActionAnswer>(null);

  const columnDefaults = useMemo(() => columnFields(def).map((f) => ({ key: f.name, hidden: f.columnOptions.hidden, fixed: f.columnOptions.fixed })), [def]);
  const storageKey = prefsKey(kit.userId, kit.module.module, def.id);
  const [prefs, setPrefsState] = useState<ColumnPrefs>(() => loadPrefs(globalThis.localStorage, storageKey, columnDefaults));
  const setPrefs = (p: ColumnPrefs) => {
    setPrefsState(p);
    savePrefs(globalThis.localStorage, storageKey, p);
  };

  const fixedKey = JSON.stringify(props.fixed ?? {});
  const effective = useMemo(() => ({ ...query, filters: { ...query.filters, ...(JSON.parse(fixedKey) as Record<string, unknown>) } }), [query, fixedKey]);
  const load = useCallback(async () => {
    setLoading(true);
    setError(null);
    try {
      const page = await api.list(effective);
      // Computed reports have no ids: number their rows so selection and keys stay stable.
      setRows(page.records.map((r, i) => ({ ...r, id: typeof r.id === 'number' ? r.id : (effective.pageNo - 1) * effective.pageSize + i + 1 })));
      setTotal(page.total);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setLoading(false);
    }
  }, [api, effective]);
  useEffect(() => void load(), [load]);

  const save = async (values: Record<string, unknown>) => {
    const target = editing;
    if (target && target !== 'new') {
      const before = rows;
      setRows(rows.map((r) => (r.id === target.id ? { ...r, ...values } : r))); // optimistic
      try {
        await api.update(target.id, values);
      } catch (e) {
        setRows(before);
        throw e;
      }
    } else await api.create(values);
    message.success(kit.t('kit.server.saved'));
    setEditing(null);
    void load();
  };

  const remove = (ids: number[], name: string) =>
    modal.confirm({
      title: ids.length > 1 ? kit.t('kit.confirmBatchDelete', { count: ids.length }) : kit.t('kit.confirmDelete', { name }),
      okType: 'danger',
      okText: kit.t('kit.delete'),
      cancelText: kit.t('kit.cancel'),
      onOk: async () => {
        const before = rows;
        setRows(rows.filter((r) => !ids.includes(r.id))); // optimistic
        try {
          await api.remove(ids);
          message.success(kit.t('kit.server.deleted'));
          setSelected([]);
          void load();
        } catch {
          setRows(before);
        }
      },
    });

  /** Runs an action on a row (`id`), on the selected rows (`ids`), or on the list (toolbar: no id). */
  const runAction = async (name: string, action: ActionDef, row: Row | null) => {
    if (row && props.onRowAction?.(name, row)) return;
    const data: Record<string, unknown> = row ? { id: row.id } : action.scope === 'selection' ? { ids: selected } : {};
    if (action.prompt) {
      const values: Record<string, string> = {};
      const ok = await new Promise<boolean>((resolve) =>
        modal.confirm({
          title: kit.t(action.label),
          content: (
            <Space direction="vertical" style={{ width: '100%' }}>
              {Object.entries(action.prompt!).map(([k, label]) => (
                <Input key={k} aria-label={kit.t(label)} placeholder={kit.t(label)} onChange={(e) => (values[k] = e.target.value)} />
              ))}
            </Space>
          ),
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        }),
      );
      if (!ok) return;
      Object.assign(data, values);
    } else if (action.confirm) {
      const ok = await new Promise<boolean>((resolve) => modal.confirm({ title: kit.t(action.confirm!), onOk: () => resolve(true), onCancel: () => resolve(false) }));
      if (!ok) return;
    }
    if (action.download) {
      const { pageNo: _n, pageSize: _s, ...wire } = encodeListQuery(def, query);
      await api.actionDownload(action, { ...data, ...wire }, () => undefined, `${kit.t(action.label)}.xlsx`).catch((e: Error) => message.error(e.message));
      return;
    }
    const result = await api.action<Record<string, unknown>>(action, data).catch(() => undefined);
    if (result === undefined) return;
    if (action.show === 'table' || action.show === 'detail') setAnswer({ title: kit.t(action.label), show: action.show, data: result });
    else {
      message.success(typeof result?.message === 'string' ? result.message : kit.t('kit.server.saved'));
      if (action.scope === 'selection') setSelected([]);
      void load();
    }
  };

  const labels = Object.fromEntries(columnFields(def).map((f) => [f.name, kit.t(f.label)]));
  const toolbarActions = Object.entries(def.actions ?? {}).filter(([, a]) => a.scope === 'toolbar');
  const selectionActions = Object.entries(def.actions ?? {}).filter(([, a]) => a.scope === 'selection');
  const name = displayField(def);
  return (
    <Card title={kit.t(def.title)} variant="borderless">
      <FilterForm def={def} onSearch={(filters) => setQuery({ ...query, filters, pageNo: 1 })} />
      <Space wrap style={{ marginBottom: 12 }}>
        {creatable && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {kit.t('kit.add')}
          </Button>
        )}
        {removable && (
          <Button danger disabled={!selected.length} onClick={() => remove(selected, '')}>
            {kit.t('kit.batchDelete')}
            {selected.length ? ` (${selected.length})` : ''}
          </Button>
        )}
        {calls.import && !def.readOnly && (
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            {kit.t('kit.import')}
          </Button>
        )}
        {calls.export && <ExportButton def={def} query={effective} total={total} />}
        {selectionActions.map(([key, a]) => (
          <Button key={key} disabled={!selected.length} onClick={() => void runAction(key, a, null)}>
            {kit.t(a.label)}
            {selected.length ? ` (${selected.length})` : ''}
          </Button>
        ))}
        {toolbarActions.map(([key, a]) => (
          <Button key={key} onClick={() => void runAction(key, a, null)}>
            {kit.t(a.label)}
          </Button>
        ))}
        {props.extra}
        <Tooltip title={kit.t('kit.refresh')}>
          <Button icon={<ReloadOutlined />} aria-label={kit.t('kit.refresh')} onClick={() => void load()} />
        </Tooltip>
        <ColumnSettings prefs={prefs} labels={labels} onChange={setPrefs} onReset={() => setPrefs(defaultPrefs(columnDefaults))} />
      </Space>
      <ResourceTable
        def={def}
        rows={rows}
        total={total}
        loading={loading}
        error={error}
        pageNo={query.pageNo}
        pageSize={query.pageSize}
        sort={query.sort ?? null}
        prefs={prefs}
        selected={selected}
        onSelect={setSelected}
        onPage={(pageNo, pageSize) => setQuery({ ...query, pageNo, pageSize })}
        onSort={(sort) => setQuery({ ...query, sort, pageNo: 1 })}
        onRetry={() => void load()}
        onView={(row) => (calls.get ? api.get(row.id).then((r) => setViewing(r as Row), () => undefined) : setViewing(row))}
        onEdit={editable ? (row) => setEditing(row) : undefined}
        onDelete={removable ? (row) => remove([row.id], String(row[name] ?? row.id)) : undefined}
        selectable={removable || selectionActions.length > 0}
        onAction={(key, a, row) => void runAction(key, a, row)}
      />
      <RecordForm def={def} record={editing === 'new' ? null : editing} open={editing !== null} onClose={() => setEditing(null)} onSubmit={save} initial={props.fixed} />
      <DetailView def={def} record={viewing} onClose={() => setViewing(null)} />
      {calls.import && <ImportDialog def={def} open={importing} onClose={() => setImporting(false)} onImported={() => void load()} />}
      <ActionResult answer={answer} onClose={() => setAnswer(null)} />
    </Card>
  );
}
