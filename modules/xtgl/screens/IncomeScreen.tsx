/**
 * 收入明细: the tenant's income entries filtered by category and date range, with the matching
 * sum; add, edit and delete for holders of sys:income:manage. Amounts are yuan text with two
 * decimals, as the server answers them (never a float sum in the browser).
 */
import { useState } from 'react';
import { Button, DatePicker, Form, Input, Modal, Popconfirm, Select, Space, Table, TreeSelect, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { api } from '../api';
import { useFunctions, useLoad, useXtgl, type Page } from './useXtgl';

type Entry = { id: string; incomeDate: string; category: string; amount: string; deptId: string | null; deptName: string | null; payer: string; remark: string };
type Dept = { id: string; parentId: string | null; name: string };
type DeptNode = { value: string; title: string; children: DeptNode[] };
const CATEGORIES = ['recycling', 'service', 'subsidy', 'other'] as const;

function EntryForm(props: { entry: Entry | null; depts: Dept[]; onClose(saved: boolean): void }) {
  const { t, call } = useXtgl();
  const [form] = Form.useForm();
  const submit = async () => {
    const values = (await form.validateFields()) as Record<string, unknown> & { incomeDate: Dayjs };
    const data = { ...values, incomeDate: values.incomeDate.format('YYYY-MM-DD'), id: props.entry?.id, deptId: values.deptId ?? '' };
    await call(props.entry ? api.incomeUpdate : api.incomeSave, data).then(() => props.onClose(true), () => undefined);
  };
  const tree = (parent: string | null): DeptNode[] =>
    props.depts.filter((d) => d.parentId === parent || (parent === null && !props.depts.some((p) => p.id === d.parentId))).map((d) => ({ value: d.id, title: d.name, children: tree(d.id) }));
  return (
    <Modal open title={props.entry ? t('xtgl.edit') : t('xtgl.add')} onOk={() => void submit()} onCancel={() => props.onClose(false)} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={props.entry ? { ...props.entry, incomeDate: dayjs(props.entry.incomeDate), deptId: props.entry.deptId ?? undefined } : { category: 'recycling', incomeDate: dayjs() }}>
        <Form.Item name="incomeDate" label={t('xtgl.income.date')} rules={[{ required: true }]}>
          <DatePicker />
        </Form.Item>
        <Form.Item name="category" label={t('xtgl.income.category')} rules={[{ required: true }]}>
          <Select options={CATEGORIES.map((c) => ({ value: c, label: t(`xtgl.income.cat.${c}`) }))} />
        </Form.Item>
        <Form.Item name="amount" label={t('xtgl.income.amount')} rules={[{ required: true }, { pattern: /^\d{1,8}(\.\d{1,2})?$/ }]}>
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item name="deptId" label={t('xtgl.income.dept')}>
          <TreeSelect allowClear treeDefaultExpandAll treeData={tree(null)} />
        </Form.Item>
        <Form.Item name="payer" label={t('xtgl.income.payer')} rules={[{ required: true, max: 64 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="remark" label={t('xtgl.income.remark')} rules={[{ max: 200 }]}>
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function IncomeScreen() {
  const { t, call } = useXtgl();
  const can = useFunctions();
  const [query, setQuery] = useState<{ pageNo: number; pageSize: number; category?: string; dateFrom?: string; dateTo?: string }>({ pageNo: 1, pageSize: 20 });
  const entries = useLoad<Page<Entry> & { sum: string }>(api.incomePage, query);
  const depts = useLoad<Dept[]>(api.departments);
  const [editing, setEditing] = useState<{ entry: Entry | null } | null>(null);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Select aria-label={t('xtgl.income.category')} placeholder={t('xtgl.income.category')} allowClear style={{ width: 160 }} options={CATEGORIES.map((c) => ({ value: c, label: t(`xtgl.income.cat.${c}`) }))} onChange={(category?: string) => setQuery({ ...query, pageNo: 1, category })} />
        <DatePicker.RangePicker onChange={(range) => setQuery({ ...query, pageNo: 1, dateFrom: range?.[0]?.format('YYYY-MM-DD'), dateTo: range?.[1]?.format('YYYY-MM-DD') })} />
        {can.income && <Button type="primary" onClick={() => setEditing({ entry: null })}>{t('xtgl.add')}</Button>}
        <Typography.Text strong data-testid="income-sum">{t('xtgl.income.sum', { n: entries.data?.total ?? 0, sum: entries.data?.sum ?? '0.00' })}</Typography.Text>
      </Space>
      <Table<Entry>
        rowKey="id" size="small" loading={entries.loading} dataSource={entries.data?.records ?? []}
        pagination={{ current: query.pageNo, pageSize: query.pageSize, total: entries.data?.total ?? 0, onChange: (pageNo, pageSize) => setQuery({ ...query, pageNo, pageSize }) }}
        columns={[
          { title: t('xtgl.income.date'), dataIndex: 'incomeDate' },
          { title: t('xtgl.income.category'), dataIndex: 'category', render: (v: string) => t(`xtgl.income.cat.${v}`) },
          { title: t('xtgl.income.amount'), dataIndex: 'amount', align: 'right' },
          { title: t('xtgl.income.dept'), dataIndex: 'deptName' },
          { title: t('xtgl.income.payer'), dataIndex: 'payer' },
          { title: t('xtgl.income.remark'), dataIndex: 'remark' },
          {
            title: t('xtgl.actions'), key: 'a', hidden: !can.income,
            render: (_: unknown, r) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing({ entry: r })}>{t('xtgl.edit')}</Button>
                <Popconfirm title={t('xtgl.confirmDelete')} onConfirm={() => call(api.incomeDelete, { ids: [r.id] }).then(entries.reload, () => undefined)}>
                  <Button type="link" size="small" danger>{t('xtgl.delete')}</Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing && <EntryForm entry={editing.entry} depts={depts.data ?? []} onClose={(saved) => { setEditing(null); if (saved) entries.reload(); }} />}
    </Space>
  );
}
