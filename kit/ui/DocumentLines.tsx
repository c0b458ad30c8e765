/**
 * The line items of a document in its form (RecordForm renders it for a definition with `document`):
 * an editable table of the line resource's form fields, each cell checked by the definition's rules,
 * computed values (amount = quantity × price) and the document's totals updated as the user types
 * (the kit's computeDocument, the same the server runs), rows added and removed, the server's per-line
 * errors on their cells. The lines travel with the document in one call, as its lines field.
 * `DocumentLinesView` shows them read-only in the detail view.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { callWith } from '../client';
import {
  computeDocument,
  detailFields,
  formFields,
  linesFieldOf,
  parseCall,
  validateValue,
  type ApiCall,
  type ResourceDef,
} from '../resource';
import { FieldInput } from './FieldInput';
import { FieldValue } from './FieldValue';
import { useKit } from './KitProvider';

type Row = Record<string, unknown>;

/** A server error's field (`lines.2.quantity`) as a form path (['lines', 2, 'quantity']). */
export const errorPath = (field: string): (string | number)[] => field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));

/** Loads a stored document's lines: its lines call, else its get call's lines. */
function useStoredLines(def: ResourceDef, id: unknown): Row[] | null {
  const kit = useKit();
  const [lines, setLines] = useState<Row[] | null>(null);
  useEffect(() => {
    const d = def.document!;
    const linesCall = (Array.isArray(d.api?.lines) ? d.api.lines[0] : d.api?.lines) as ApiCall | undefined;
    const call = linesCall ?? def.api.get;
    if (id === undefined || id === null || !call) return;
    let live = true;
    callWith<Row[] | Row>(kit.request, parseCall(call), { id }, 'silent').then(
      (answer) => live && setLines(Array.isArray(answer) ? answer : ((answer[linesFieldOf(d)] as Row[] | undefined) ?? [])),
      () => live && setLines([]),
    );
    return () => {
      live = false;
    };
  }, [kit, def, id]);
  return lines;
}

export function DocumentLines(props: { def: ResourceDef; record: Row | null }) {
  const { def, record } = props;
  const kit = useKit();
  const t = kit.t;
  const form = Form.useFormInstance();
  const d = def.document!;
  const lineDef = kit.resource(d.lines);
  const name = linesFieldOf(d);
  const computedNames = Object.keys(d.compute ?? {});
  const inputs = formFields(lineDef).filter((f) => f.name !== d.parent && !computedNames.includes(f.name));
  const stored = useStoredLines(def, record?.id);
  const watched = Form.useWatch(name, form) as Row[] | undefined;
  const computed = computeDocument(d, lineDef, def, (watched ?? []).map((l) => l ?? {}));
  const min = d.minLines ?? 1;

  // A new document starts with one empty line; a stored one with its lines.
  useEffect(() => {
    if (!record) form.setFieldValue(name, [{}]);
    else if (stored) form.setFieldValue(name, stored.map((l) => Object.fromEntries(inputs.map((f) => [f.name, l[f.name]]))));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- set once per opened document
  }, [record?.id, stored]);

  return (
    <Form.Item label={t('kit.document.lines')} required={min > 0}>
      <Form.List
        name={name}
        rules={[{ validator: async (_r, v: unknown[] | undefined) => {
          if ((v?.length ?? 0) < min) throw new Error(t('kit.document.minLines', { min }));
        } }]}
      >
        {(items, { add, remove }, { errors }) => (
          <Space direction="vertical" style={{ width: '100%' }} data-testid="document-lines">
            <Table
              size="small"
              pagination={false}
              rowKey="key"
              dataSource={items}
              scroll={{ x: 'max-content' }}
              columns={[
                { key: 'row', title: t('kit.document.row'), width: 56, render: (_v, item) => item.name + 1 },
                ...inputs.map((f) => ({
                  key: f.name,
                  title: t(f.label),
                  width: f.type === 'reference' ? 220 : 150,
                  render: (_v: unknown, item: { name: number }) => (
                    <Form.Item
                      name={[item.name, f.name]}
                      style={{ margin: 0 }}
                      rules={[{ validator: async (_r, v) => {
                        const message = validateValue(f, v, { t });
                        if (message) throw new Error(message);
                      } }]}
                    >
                      <FieldInput field={f} />
                    </Form.Item>
                  ),
                })),
                ...computedNames.map((n) => ({
                  key: n,
                  title: t(lineDef.fields[n]!.label ?? n),
                  width: 120,
                  render: (_v: unknown, item: { name: number }) => <span data-testid={`line-${n}`}>{formatNumber(computed.lines[item.name]?.[n])}</span>,
                })),
                {
                  key: 'remove',
                  width: 56,
                  render: (_v: unknown, item: { name: number }) => (
                    <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('kit.document.removeLine')} onClick={() => remove(item.name)} />
                  ),
                },
              ]}
            />
            <Button icon={<PlusOutlined />} onClick={() => add({})}>
              {t('kit.document.addLine')}
            </Button>
            <Form.ErrorList errors={errors} />
            {Object.keys(d.totals ?? {}).length > 0 && (
              <Typography.Text data-testid="document-totals">
                {t('kit.document.totals')}：
                {Object.keys(d.totals ?? {}).map((n) => `${t(def.fields[n]!.label ?? n)} ${formatNumber(computed.totals[n])}`).join('，')}
              </Typography.Text>
            )}
          </Space>
        )}
      </Form.List>
    </Form.Item>
  );
}

function formatNumber(v: unknown): string {
  return typeof v === 'number' ? String(Math.round(v * 10_000) / 10_000) : '';
}

/** A stored document's lines, read-only (the detail view). */
export function DocumentLinesView(props: { def: ResourceDef; record: Row }) {
  const kit = useKit();
  const d = props.def.document!;
  const lineDef = kit.resource(d.lines);
  const inline = props.record[linesFieldOf(d)];
  const stored = useStoredLines(props.def, Array.isArray(inline) ? null : props.record.id);
  const lines = (Array.isArray(inline) ? (inline as Row[]) : stored) ?? [];
  const fields = detailFields(lineDef).filter((f) => f.name !== d.parent);
  return (
    <Table
      style={{ marginTop: 16 }}
      size="small"
      rowKey={(r) => String(r.id)}
      pagination={false}
      title={() => kit.t('kit.document.lines')}
      dataSource={lines}
      columns={fields.map((f) => ({ key: f.name, title: kit.t(f.label), render: (_v: unknown, r: Row) => <FieldValue field={f} value={r[f.name]} /> }))}
    />
  );
}
