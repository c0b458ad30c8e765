/**
 * Shows the answer of a row or toolbar action in a dialog: a list (or a page's records) as a table
 * whose headers come from the catalogue (`<module>.col.<key>`), or an object as label/value pairs
 * labelled the same way, or a series (`{ categories, series }`) as a chart. Rows with `children` (a tree: departments and their cars) show as expandable rows.
 * Values are text (React escapes them).
 */
import { Descriptions, Modal, Table } from 'antd';
import { useOverlay } from '../bridge';
import { SeriesChart } from '../charts/panels';
import type { SeriesData } from '../charts/shapes';
import { useKit } from './KitProvider';

export type ActionAnswer = { title: string; show: 'table' | 'detail' | 'chart'; data: unknown } | null;

/** A column header for a data key: the module's `col.<key>` text, else the key itself. */
export function useColumnTitle(): (key: string) => string {
  const kit = useKit();
  return (key) => {
    const k = `${kit.module.module}.col.${key}`;
    const text = kit.t(k);
    return text === k ? kit.t(key) : text;
  };
}

export function cellText(v: unknown, t: (k: string) => string): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'boolean') return v ? t('kit.yes') : t('kit.no');
  if (typeof v === 'object') return JSON.stringify(v);
  return t(String(v));
}

/** A generic table of plain records (handler answers). */
export function DataTable(props: { rows: Record<string, unknown>[]; pageSize?: number; testId?: string }) {
  const kit = useKit();
  const title = useColumnTitle();
  const keys = [...new Set(props.rows.flatMap((r) => Object.keys(r)))].filter((k) => k !== 'id' && k !== 'byType' && k !== 'children');
  return (
    <Table
      size="small"
      data-testid={props.testId}
      // Tree nodes carry string ids unique across levels; other rows keep their position.
      rowKey={(r, i) => (typeof r.id === 'string' ? r.id : String(i))}
      dataSource={props.rows}
      pagination={props.rows.length > (props.pageSize ?? 10) ? { pageSize: props.pageSize ?? 10 } : false}
      scroll={{ x: 'max-content' }}
      columns={keys.map((k) => ({ key: k, title: title(k), dataIndex: k, render: (v: unknown) => cellText(v, kit.t) }))}
    />
  );
}

/** A chart answer as the chart draws it (an answer without categories draws the empty state). */
const seriesOf = (data: unknown): SeriesData => {
  const d = (data ?? {}) as Partial<SeriesData>;
  return { categories: Array.isArray(d.categories) ? d.categories : [], series: Array.isArray(d.series) ? d.series : [] };
};

export function ActionResult(props: { answer: ActionAnswer; onClose: () => void }) {
  const { t } = useKit();
  const title = useColumnTitle();
  useOverlay(Boolean(props.answer));
  const a = props.answer;
  const rows = a && a.show === 'table' ? ((Array.isArray(a.data) ? a.data : ((a.data as { records?: unknown[] })?.records ?? [])) as Record<string, unknown>[]) : [];
  return (
    <Modal open={Boolean(a)} title={a?.title} onCancel={props.onClose} footer={null} width={820} destroyOnHidden>
      {a?.show === 'table' && <DataTable rows={rows} testId="action-result" />}
      {a?.show === 'chart' && <SeriesChart data={seriesOf(a.data)} height={360} testId="action-result" />}
      {a?.show === 'detail' && (
        <Descriptions column={1} bordered size="small" data-testid="action-result">
          {Object.entries((a.data ?? {}) as Record<string, unknown>).map(([k, v]) => (
            <Descriptions.Item key={k} label={title(k)}>
              {cellText(v, t)}
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
    </Modal>
  );
}
