/**
 * The list table of a resource: columns from the definition in the user's order, visibility and pins,
 * widths from the field types (columnWidths.ts: dates, times and choices whole, free text cut with an
 * ellipsis and its full text in the cell's title), server sorting and paging, row selection, a row
 * action column pinned right on one line (more than four buttons: three and 更多), empty and error
 * states, and virtual scrolling when a page holds more than 200 rows.
 */
import { Button, Empty, Space, Table, type TableColumnsType } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useEffect } from 'react';
import { visibleColumns, type ColumnPrefs } from '../client';
import { columnFields, enumValuesOf, rowLocked, type ActionDef, type ResourceDef, type SortOrder } from '../resource';
import { actionsWidth, columnWidth, INLINE_ACTIONS, keepsWhole } from './columnWidths';
import { FieldValue, preloadOptions } from './FieldValue';
import { useKit } from './KitProvider';
import { LazyDropdown, LazyResult } from './lazyAntd';

export const VIRTUAL_THRESHOLD = 200;
/** The row selection column's width (antd's checkbox column). */
const SELECTION_WIDTH = 48;

type Row = Record<string, unknown> & { id: number };

export type ResourceTableProps = {
  def: ResourceDef;
  rows: Row[];
  total: number;
  loading: boolean;
  error: string | null;
  /** Said instead of 暂无数据 when there are no rows (the answer's Page.notice). */
  notice?: string | null;
  pageNo: number;
  pageSize: number;
  sort: { field: string; order: SortOrder } | null;
  prefs: ColumnPrefs;
  selected: number[];
  onSelect: (ids: number[]) => void;
  onPage: (pageNo: number, pageSize: number) => void;
  onSort: (sort: { field: string; order: SortOrder } | null) => void;
  onRetry: () => void;
  onView: (row: Row) => void;
  onEdit?: (row: Row) => void;
  onDelete?: (row: Row) => void;
  /** Rows can be selected (default: when they can be deleted); the selection feeds batch delete and selection actions. */
  selectable?: boolean;
  onAction: (name: string, action: ActionDef, row: Row) => void;
};

export function ResourceTable(p: ResourceTableProps) {
  const kit = useKit();
  const fields = new Map(columnFields(p.def).map((f) => [f.name, f]));
  const rowActions = Object.entries(p.def.actions ?? {}).filter(([name, a]) => a.scope === 'row' && kit.can(p.def, `act.${name}`));
  const shown = visibleColumns(p.prefs).map((c) => c.key).join();
  // The columns' options load beside the rows, not after them: a cell never waits for its own request.
  useEffect(() => {
    preloadOptions(kit, shown.split(',').flatMap((k) => fields.get(k) ?? []));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `fields` follows `p.def`
  }, [kit, p.def, shown]);
  const columns: TableColumnsType<Row> = visibleColumns(p.prefs).flatMap(({ key, pin }) => {
    const f = fields.get(key);
    if (!f) return [];
    const title = kit.t(f.label);
    return [
      {
        key,
        dataIndex: key,
        title,
        width: columnWidth(f, title, kit.t, f.type === 'enum' && f.source ? enumValuesOf(kit.module, f.source) : undefined),
        className: `uo-col-${f.type}${keepsWhole(f) ? ' uo-col-whole' : ''}`,
        fixed: pin ?? undefined,
        ellipsis: { showTitle: false },
        sorter: f.sortable === true,
        sortOrder: p.sort?.field === key ? (p.sort.order === 'asc' ? 'ascend' : 'descend') : null,
        render: (v: unknown) => <FieldValue field={f} value={v} cell />,
      },
    ];
  });
  columns.push({
    key: '__actions',
    title: kit.t('kit.actions'),
    fixed: 'right',
    // Wide enough for every button any row may show.
    width: actionsWidth(rowButtons(p, rowActions, kit.t, null).map((b) => b.label), kit.t('kit.more')),
    render: (_v, row) => <RowButtons {...p} row={row} rowActions={rowActions} />,
  });

  if (p.error) {
    return <LazyResult status="warning" title={kit.t('kit.loadError')} subTitle={p.error} extra={<Button onClick={p.onRetry}>{kit.t('kit.retry')}</Button>} />;
  }
  const virtual = p.rows.length > VIRTUAL_THRESHOLD;
  const selectable = p.selectable ?? Boolean(p.onDelete);
  // The table is as wide as its columns (wider screens share the rest out); a narrower screen scrolls
  // between the pinned key and action columns.
  const width = columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 150), selectable ? SELECTION_WIDTH : 0);
  return (
    <Table<Row>
      rowKey="id"
      size={p.prefs.density}
      loading={p.loading}
      columns={columns}
      dataSource={p.rows}
      virtual={virtual}
      scroll={virtual ? { x: width, y: 600 } : { x: width }}
      locale={{ emptyText: <Empty description={p.notice || kit.t('kit.empty')} /> }}
      rowSelection={selectable ? { selectedRowKeys: p.selected, onChange: (keys) => p.onSelect(keys as number[]), preserveSelectedRowKeys: false } : undefined}
      pagination={{
        current: p.pageNo,
        pageSize: p.pageSize,
        total: p.total,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100, 500],
        showTotal: (total) => kit.t('kit.total', { total }),
      }}
      onChange={(pagination, _filters, sorter) => {
        const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Row> | undefined;
        const field = s?.order ? String(s.columnKey ?? s.field) : null;
        const next = field ? { field, order: (s!.order === 'ascend' ? 'asc' : 'desc') as SortOrder } : null;
        if ((next?.field ?? null) !== (p.sort?.field ?? null) || next?.order !== p.sort?.order) p.onSort(next);
        else p.onPage(pagination.current ?? 1, pagination.pageSize ?? p.pageSize);
      }}
    />
  );
}

type RowButton = { key: string; label: string; danger?: boolean; run: () => void };

/**
 * A row's buttons: view, edit, the row actions that apply to it, delete. With no row, every button
 * any row may show (edit and delete whatever the lock, every action whatever its `when`).
 */
function rowButtons(p: ResourceTableProps, rowActions: [string, ActionDef][], t: (key: string) => string, row: Row | null): RowButton[] {
  const locked = row !== null && rowLocked(p.def, row);
  return [
    { key: '__view', label: t('kit.view'), run: () => row && p.onView(row) },
    ...(p.onEdit && !locked ? [{ key: '__edit', label: t('kit.edit'), run: () => row && p.onEdit!(row) }] : []),
    ...rowActions
      .filter(([, a]) => row === null || !a.when || a.when.in.includes(row[a.when.field]))
      .map(([name, a]) => ({ key: name, label: t(a.label), run: () => row && p.onAction(name, a, row) })),
    ...(p.onDelete && !locked ? [{ key: '__delete', label: t('kit.delete'), danger: true, run: () => row && p.onDelete!(row) }] : []),
  ];
}

/** A row's buttons on one line; past four, three and 更多. */
function RowButtons(p: ResourceTableProps & { row: Row; rowActions: [string, ActionDef][] }) {
  const kit = useKit();
  const buttons = rowButtons(p, p.rowActions, kit.t, p.row);
  const inline = buttons.length > INLINE_ACTIONS ? buttons.slice(0, INLINE_ACTIONS - 1) : buttons;
  const rest = buttons.slice(inline.length);
  const more = (
    <Button type="link" size="small">
      {kit.t('kit.more')}
    </Button>
  );
  return (
    <Space size={0} className="uo-row-actions">
      {inline.map((b) => (
        <Button key={b.key} type="link" size="small" danger={b.danger} onClick={b.run}>
          {b.label}
        </Button>
      ))}
      {rest.length > 0 && (
        <LazyDropdown trigger={['click']} menu={{ items: rest.map((b) => ({ key: b.key, label: b.label, danger: b.danger, onClick: b.run })) }} fallback={more}>
          {more}
        </LazyDropdown>
      )}
    </Space>
  );
}
