/**
 * 消息推送: the caller's push records (mark one or all read — the header bell shows the same), the
 * categories they subscribe to, and, for holders of sys:notice:push, a notice pushed to a role's
 * users or to chosen users.
 */
import { useEffect, useState } from 'react';
import { Badge, Button, Card, Checkbox, Form, Input, Select, Space, Table, Tabs } from 'antd';
import { api } from '../api';
import type { User } from './UsersScreen';
import { useFunctions, useLoad, useXtgl, type Page } from './useXtgl';

type Notice = { id: string; category: string; title: string; content: string; createdAt: number; read: boolean };
type Option = { value: string; label: string; labelEn: string };

function useCategories() {
  const { kit } = useXtgl();
  const enums = useLoad<{ pushCategory: Option[] }>(api.appEnums, { enumName: 'pushCategory' });
  return (enums.data?.pushCategory ?? []).map((o) => ({ value: o.value, label: kit.locale === 'en-US' ? o.labelEn : o.label }));
}

function Mine() {
  const { t, call } = useXtgl();
  const categories = useCategories();
  const [pageNo, setPageNo] = useState(1);
  const records = useLoad<Page<Notice> & { unread: number }>(api.pushRecords, { pageNo, pageSize: 10 });
  const read = (data: Record<string, unknown>) => void call(api.pushRead, data).then(records.reload, () => undefined);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        <Badge count={records.data?.unread ?? 0} showZero><span style={{ paddingRight: 12 }}>{t('xtgl.notice.unread')}</span></Badge>
        <Button disabled={!records.data?.unread} onClick={() => read({ all: true })}>{t('xtgl.notice.markAllRead')}</Button>
      </Space>
      <Table<Notice>
        rowKey="id" size="small" loading={records.loading} dataSource={records.data?.records ?? []}
        pagination={{ current: pageNo, pageSize: 10, total: records.data?.total ?? 0, onChange: setPageNo }}
        columns={[
          { title: t('xtgl.notice.time'), dataIndex: 'createdAt', width: 170, render: (v: number) => new Date(v).toLocaleString() },
          { title: t('xtgl.notice.category'), dataIndex: 'category', width: 100, render: (v: string) => categories.find((c) => c.value === v)?.label ?? v },
          { title: t('xtgl.notice.title'), dataIndex: 'title', render: (v: string, n) => (n.read ? v : <strong>{v}</strong>) },
          { title: t('xtgl.notice.content'), dataIndex: 'content' },
          {
            title: t('xtgl.actions'), key: 'a', width: 100,
            render: (_: unknown, n) => (n.read ? t('xtgl.notice.read') : <Button type="link" size="small" onClick={() => read({ ids: [n.id] })}>{t('xtgl.notice.markRead')}</Button>),
          },
        ]}
      />
    </Space>
  );
}

function Subscriptions() {
  const { t, call, message } = useXtgl();
  const info = useLoad<{ categories: { code: string; subscribed: boolean }[] }>(api.subscriptions);
  const categories = useCategories();
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => setChosen((info.data?.categories ?? []).filter((c) => c.subscribed).map((c) => c.code)), [info.data]);
  return (
    <Space direction="vertical">
      <Checkbox.Group options={categories} value={chosen} onChange={(v) => setChosen(v)} />
      <Button type="primary" onClick={() => void call(api.subscriptionsSave, { categories: chosen }).then(() => message.success(t('xtgl.saved')), () => undefined)}>{t('xtgl.save')}</Button>
    </Space>
  );
}

function Push() {
  const { t, call, message } = useXtgl();
  const categories = useCategories();
  const roles = useLoad<Page<{ id: string; name: string }>>(api.roles);
  const users = useLoad<Page<User>>(api.users, { pageNo: 1, pageSize: 500 });
  const [form] = Form.useForm();
  const send = async () => {
    const values = (await form.validateFields()) as Record<string, unknown>;
    await call<{ sent: number }>(api.push, values).then((r) => { message.success(t('xtgl.notice.sent', { n: r.sent })); form.resetFields(); }, () => undefined);
  };
  return (
    <Card size="small" style={{ maxWidth: 640 }}>
      <Form form={form} layout="vertical" initialValues={{ category: 'system' }}>
        <Form.Item name="category" label={t('xtgl.notice.category')}><Select options={categories} /></Form.Item>
        <Form.Item name="roleId" label={t('xtgl.notice.toRole')}><Select allowClear options={(roles.data?.records ?? []).map((r) => ({ value: r.id, label: r.name }))} /></Form.Item>
        <Form.Item name="userIds" label={t('xtgl.notice.toUsers')}>
          <Select mode="multiple" optionFilterProp="label" options={(users.data?.records ?? []).map((u) => ({ value: u.id, label: `${u.name}（${u.username}）` }))} />
        </Form.Item>
        <Form.Item name="title" label={t('xtgl.notice.title')} rules={[{ required: true, max: 100 }]}><Input /></Form.Item>
        <Form.Item name="content" label={t('xtgl.notice.content')} rules={[{ max: 2000 }]}><Input.TextArea rows={3} /></Form.Item>
        <Button type="primary" onClick={() => void send()}>{t('xtgl.notice.push')}</Button>
      </Form>
    </Card>
  );
}

export function NoticesScreen() {
  const { t } = useXtgl();
  const can = useFunctions();
  return (
    <Tabs items={[
      { key: 'mine', label: t('xtgl.notice.mine'), children: <Mine /> },
      { key: 'subscriptions', label: t('xtgl.notice.subscriptions'), children: <Subscriptions /> },
      ...(can.notice ? [{ key: 'push', label: t('xtgl.notice.push'), children: <Push /> }] : []),
    ]} />
  );
}
