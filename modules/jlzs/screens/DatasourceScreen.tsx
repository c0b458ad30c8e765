/**
 * 数据源: the list of data sources (the kit's list page) with what a source reads — its table's
 * columns (loadTableColumns, those it uses marked) and a column's values in the tenant's rows
 * (loadColumnValueList) — and the tables that may be read (loadTables).
 */
import { Button, Drawer, Table, Tag } from 'antd';
import { useState } from 'react';
import type { ListRow } from '../../../kit/list';
import { ResourcePage, useKit, useLoad } from '../../../kit/ui';
import { datasource } from '../resources/datasource';
import { LOOKUPS } from './calls';

type Column = { columnName: string; columnComment: string; dataType: string };
type Value = { value: unknown; label: string; count: number };
type Table_ = { tableName: string; tableComment: string; module: string };

function SourceColumns(props: { row: ListRow }) {
  const kit = useKit();
  const tableName = String(props.row.tableName);
  const used = new Set(String(props.row.columns ?? '').split(',').filter(Boolean));
  const columns = useLoad<Column[]>(LOOKUPS.columns, { tableName });
  const [column, setColumn] = useState<string | null>(null);
  const values = useLoad<Value[]>(LOOKUPS.values, { tableName, columnName: column ?? '' }, column !== null);
  return (
    <>
      <h4>{kit.t('jlzs.ds.columns')}</h4>
      <Table<Column>
        size="small"
        rowKey="columnName"
        data-testid="ds-columns"
        loading={columns.loading}
        dataSource={columns.data ?? []}
        pagination={false}
        onRow={(c) => ({ onClick: () => setColumn(c.columnName), style: { cursor: 'pointer' } })}
        columns={[
          { key: 'n', title: kit.t('jlzs.ds.columnName'), dataIndex: 'columnName', render: (v: string) => (used.has(v) ? <Tag color="blue">{v}</Tag> : v) },
          { key: 'c', title: kit.t('jlzs.ds.columnComment'), dataIndex: 'columnComment' },
          { key: 't', title: kit.t('jlzs.ds.dataType'), dataIndex: 'dataType' },
        ]}
      />
      <h4 style={{ marginTop: 16 }}>{column ? kit.t('jlzs.ds.valuesOf', { column }) : kit.t('jlzs.ds.pickColumn')}</h4>
      {column && (
        <Table<Value>
          size="small"
          rowKey={(v) => String(v.value)}
          data-testid="ds-values"
          loading={values.loading}
          dataSource={values.data ?? []}
          pagination={{ pageSize: 10 }}
          columns={[
            { key: 'v', title: kit.t('jlzs.ds.value'), dataIndex: 'label' },
            { key: 'c', title: kit.t('jlzs.ds.count'), dataIndex: 'count' },
          ]}
        />
      )}
    </>
  );
}

function TablesList() {
  const kit = useKit();
  const tables = useLoad<Table_[]>(LOOKUPS.tables);
  return (
    <Table<Table_>
      size="small"
      rowKey="tableName"
      data-testid="ds-tables"
      loading={tables.loading}
      dataSource={tables.data ?? []}
      pagination={false}
      columns={[
        { key: 'n', title: kit.t('jlzs.ds.tableName'), dataIndex: 'tableName' },
        { key: 'c', title: kit.t('jlzs.ds.tableComment'), dataIndex: 'tableComment' },
        { key: 'm', title: kit.t('jlzs.ds.module'), dataIndex: 'module' },
      ]}
    />
  );
}

export function DatasourceScreen() {
  const kit = useKit();
  const [row, setRow] = useState<ListRow | null>(null);
  const [tables, setTables] = useState(false);
  return (
    <>
      <ResourcePage def={datasource} onView={setRow} extra={<Button onClick={() => setTables(true)}>{kit.t('jlzs.ds.tables')}</Button>} />
      <Drawer open={row !== null} onClose={() => setRow(null)} width={560} title={row ? String(row.sourceName) : ''} destroyOnHidden>
        {row && <SourceColumns row={row} />}
      </Drawer>
      <Drawer open={tables} onClose={() => setTables(false)} width={560} title={kit.t('jlzs.ds.tables')} destroyOnHidden>
        {tables && <TablesList />}
      </Drawer>
    </>
  );
}
