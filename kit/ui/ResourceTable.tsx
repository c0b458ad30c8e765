/**
 * The list table of a resource: columns from the definition in the user's order, visibility and pins,
 * server sorting and paging, row selection, a row action column, empty and error states, and virtual
 * scrolling when a page holds more than 200 rows.
 */
import { Button, Empty, Space, Table, type TableColumnsType } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { visibleColumns, type ColumnPrefs } from '../client';
import { columnFields, rowLocked, type ActionDef, type ResourceDef, type SortOrder } from '../resource';
import { FieldValue } from './FieldValue';
import { useKit } from './KitProvider';
import { LazyResult } from './lazyAntd';

export const VIRTUAL_THRESHOLD = 200;

type Row = Record<string, unknown> & { id: number };

export type ResourceTableProps = {
  def: ResourceDef;
  rows: Row[];
  total: number;
  loading: boolean;
  error: string | null;
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
  const columns: TableColumnsType<Row> = visibleColumns(p.prefs).flatMap(({ key, pin }) => {
    const f = fields.get(key);
    if (!f) return [];
    return [
      {
        key,
        dataIndex: key,
        title: kit.t(f.label),
        width: f.columnOptions.width,
        fixed: pin ?? undefined,
        ellipsis: true,
        sorter: f.sortable === true,
        sortOrder: p.sort?.field === key ? (p.sort.order === 'asc' ? 'ascend' : 'descend') : null,
        render: (v: unknown) => <FieldValue field={f} value={v} />,
      },
    ];
  });
  columns.push({
    key: '__actions',
    title: kit.t('kit.actions'),
    fixed: 'right',
    width: 150 + rowActions.length * 70,
    render: (_v, row) => (
      <Space size={0} wrap>
        <Button type="link" size="small" onClick={() => p.onView(row)}>
          {kit.t('kit.view')}
        </Button>
        {p.onEdit && !rowLocked(p.def, row) && (
          <Button type="link" size="small" onClick={() => p.onEdit!(row)}>
            {kit.t('kit.edit')}
          </Button>
        )}
        {rowActions.filter(([, a]) => !a.when || a.when.in.includes(row[a.when.field])).map(([name, a]) => (
          <Button key={name} type="link" size="small" onClick={() => p.onAction(name, a, row)}>
            {kit.t(a.label)}
          </Button>
        ))}
        {p.onDelete && !rowLocked(p.def, row) && (
          <Button type="link" size="small" danger onClick={() => p.onDelete!(row)}>
            {kit.t('kit.delete')}
          </Button>
        )}
      </Space>
    ),
  });

  if (p.error) {
    return <LazyResult status="warning" title={kit.t('kit.loadError')} subTitle={p.error} extra={<Button onClick={p.onRetry}>{kit.t('kit.retry')}</Button>} />;
  }
  const virtual = p.rows.length > VIRTUAL_THRESHOLD;
  // A virtual table needs numeric scroll sizes: the columns' widths (150 where none is given).
  const width = columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 150), 0);
  return (
    <Table<Row>
      rowKey="id"
      size={p.prefs.density}
      loading={p.loading}
      columns={columns}
      dataSource={p.rows}
      virtual={virtual}
      scroll={virtual ? { x: width, y: 600 } : { x: 'max-content' }}
      locale={{ emptyText: <Empty description={kit.t('kit.empty')} /> }}
      rowSelection={(p.selectable ?? Boolean(p.onDelete)) ? { selectedRowKeys: p.selected, onChange: (keys) => p.onSelect(keys as number[]), preserveSelectedRowKeys: false } : undefined}
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
