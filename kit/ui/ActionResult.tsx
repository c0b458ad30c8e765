/**
 * Shows the answer of a row or toolbar action in a dialog: a list (or a page's records) as a table,
 * an object as label/value pairs, a series (`{ categories, series }`) as a chart. Rows with
 * `children` (a tree: departments and their cars) show as expandable rows. Headers and cells read as
 * the list's: a key that is a field of what the action answers (`answerFields`) takes the field's
 * label and its value is drawn as a list cell draws it (choices, departments and references by
 * name); another key takes the module's `col.<key>` text. Values are text (React escapes them).
 */
import { Descriptions, Modal, Table } from 'antd';
import { useOverlay } from '../bridge';
import { SeriesChart } from '../charts/panels';
import type { SeriesData } from '../charts/shapes';
import { isNested, type AnswerEntry } from './answerFields';
import { FieldValue } from './FieldValue';
import { useKit } from './KitProvider';

/** An answer to show, with the fields it holds (`exact`: only those are shown, the action declared its answer's fields). */
export type ActionAnswer = { title: string; show: 'table' | 'detail' | 'chart'; data: unknown; fields?: readonly AnswerEntry[]; exact?: boolean } | null;

/** The audit fields every stored row carries, labelled by the kit (创建人, 创建时间 …). */
const AUDIT = new Set(['createdBy', 'createdAt', 'updatedBy', 'updatedAt']);

/** A column header for a data key: the module's `col.<key>` text, the kit's audit labels, else the key itself. */
export function useColumnTitle(): (key: string) => string {
  const kit = useKit();
  return (key) => {
    const k = `${kit.module.module}.col.${key}`;
    const text = kit.t(k);
    if (text !== k) return text;
    return AUDIT.has(key) ? kit.t(`kit.${key}`) : kit.t(key);
  };
}

export function cellText(v: unknown, t: (k: string) => string): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'boolean') return v ? t('kit.yes') : t('kit.no');
  if (Array.isArray(v) && v.every((x) => typeof x !== 'object' || x === null)) return v.map((x) => cellText(x, t)).join('，');
  if (typeof v === 'object') return JSON.stringify(v);
  return t(String(v));
}

/** Keys that are never columns: ids (the rows' own and the tree's links) and the rows' grouping helpers. */
const UNSHOWN = new Set(['id', 'byType', 'children', 'parentId']);
/** A key naming another row by id (`carId`) that is no field of the answer: a link, not something to read. */
const LINK = /^[a-z][A-Za-z0-9]*Id$/;

/** The keys to show, the answer's fields first in their order, then (unless `exact`) the other keys as they come. */
function shownKeys(rows: Record<string, unknown>[], fields: ReadonlyMap<string, AnswerEntry>, exact = false): string[] {
  const present = new Set(rows.flatMap(function keys(r): string[] {
    return [...Object.keys(r), ...(Array.isArray(r.children) ? (r.children as Record<string, unknown>[]).flatMap(keys) : [])];
  }));
  const ordered = [...[...fields.keys()].filter((k) => present.has(k)), ...(exact ? [] : [...present].filter((k) => !fields.has(k)))];
  return ordered.filter((k) => {
    const f = fields.get(k);
    if (!f) return !UNSHOWN.has(k) && !LINK.test(k);
    return isNested(f) || (f.detail !== false && !UNSHOWN.has(k));
  });
}

/** One value: as a list cell draws its field, nested keys as pairs (an object) or a table (a list), else as text. */
function Value(props: { field?: AnswerEntry; value: unknown; cell?: boolean }) {
  const { t } = useKit();
  const f = props.field;
  if (!f) return <>{cellText(props.value, t)}</>;
  if (!isNested(f)) return <FieldValue field={f} value={props.value} cell={props.cell} />;
  if (Array.isArray(props.value)) return props.value.length ? <DataTable rows={props.value as Record<string, unknown>[]} fields={f.nested} exact /> : null;
  return props.value && typeof props.value === 'object' ? <Pairs data={props.value as Record<string, unknown>} fields={f.nested} exact columns={2} /> : null;
}

/** An object as label/value pairs. */
function Pairs(props: { data: Record<string, unknown>; fields: readonly AnswerEntry[]; exact?: boolean; columns?: number; testId?: string }) {
  const { t } = useKit();
  const title = useColumnTitle();
  const fields = new Map(props.fields.map((f) => [f.name, f]));
  return (
    <Descriptions column={props.columns ?? 1} bordered size="small" data-testid={props.testId}>
      {shownKeys([props.data], fields, props.exact).map((k) => {
        const f = fields.get(k);
        return (
          <Descriptions.Item key={k} label={f ? t(f.label) : title(k)}>
            <Value field={f} value={props.data[k]} />
          </Descriptions.Item>
        );
      })}
    </Descriptions>
  );
}

/** A table of plain records (handler answers); `fields` label and format the keys they name. */
export function DataTable(props: { rows: Record<string, unknown>[]; fields?: readonly AnswerEntry[]; exact?: boolean; pageSize?: number; testId?: string }) {
  const kit = useKit();
  const title = useColumnTitle();
  const fields = new Map((props.fields ?? []).map((f) => [f.name, f]));
  const keys = shownKeys(props.rows, fields, props.exact);
  return (
    <Table
      size="small"
      data-testid={props.testId}
      // Tree nodes carry string ids unique across levels; other rows keep their position.
      rowKey={(r, i) => (typeof r.id === 'string' ? r.id : String(i))}
      dataSource={props.rows}
      pagination={props.rows.length > (props.pageSize ?? 10) ? { pageSize: props.pageSize ?? 10 } : false}
      scroll={{ x: 'max-content' }}
      columns={keys.map((k) => {
        const f = fields.get(k);
        return { key: k, title: f ? kit.t(f.label) : title(k), dataIndex: k, render: (v: unknown) => <Value field={f} value={v} cell /> };
      })}
    />
  );
}

/** A chart answer as the chart draws it (an answer without categories draws the empty state). */
const seriesOf = (data: unknown): SeriesData => {
  const d = (data ?? {}) as Partial<SeriesData>;
  return { categories: Array.isArray(d.categories) ? d.categories : [], series: Array.isArray(d.series) ? d.series : [] };
};

export function ActionResult(props: { answer: ActionAnswer; onClose: () => void }) {
  useOverlay(Boolean(props.answer));
  const a = props.answer;
  const rows = a && a.show === 'table' ? ((Array.isArray(a.data) ? a.data : ((a.data as { records?: unknown[] })?.records ?? [])) as Record<string, unknown>[]) : [];
  const detail = a?.show === 'detail' ? ((a.data ?? {}) as Record<string, unknown>) : {};
  return (
    <Modal open={Boolean(a)} title={a?.title} onCancel={props.onClose} footer={null} width={820} destroyOnHidden>
      {a?.show === 'table' && <DataTable rows={rows} fields={a.fields} exact={a.exact} testId="action-result" />}
      {a?.show === 'chart' && <SeriesChart data={seriesOf(a.data)} height={360} testId="action-result" />}
      {a?.show === 'detail' && <Pairs data={detail} fields={a.fields ?? []} exact={a.exact} testId="action-result" />}
    </Modal>
  );
}
