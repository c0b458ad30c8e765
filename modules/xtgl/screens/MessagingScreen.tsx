/**
 * 消息应用: the tenant's messaging-app configurations (secrets shown masked; an edit without a
 * secret keeps it), the one bound as the tenant's platform, and below, the caller's own messaging
 * account (AccountPanel). Editing shows only to holders of sys:messaging:manage.
 */
import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Modal, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { api } from '../api';
import { AccountPanel } from './AccountPanel';
import { useFunctions, useLoad, useXtgl, type Page } from './useXtgl';

type App = { id: string; name: string; kind: string; appId: string; appSecret: string; remark: string; bound: boolean; boundAt: number | null; boundBy: string | null };

function AppForm(props: { app: App | null; onClose(saved: boolean): void }) {
  const { t, call } = useXtgl();
  const [form] = Form.useForm();
  const submit = async () => {
    const values = (await form.validateFields()) as Record<string, unknown>;
    await call(props.app ? api.wxAppUpdate : api.wxAppSave, { ...values, id: props.app?.id }).then(() => props.onClose(true), () => undefined);
  };
  return (
    <Modal open title={props.app ? t('xtgl.edit') : t('xtgl.add')} onOk={() => void submit()} onCancel={() => props.onClose(false)} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={props.app ? { ...props.app, appSecret: '' } : { kind: 'official' }}>
        <Form.Item name="name" label={t('xtgl.wx.name')} rules={[{ required: true, max: 64 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="kind" label={t('xtgl.wx.kind')}>
          <Select options={['official', 'mini'].map((v) => ({ value: v, label: t(`xtgl.wx.kind.${v}`) }))} />
        </Form.Item>
        <Form.Item name="appId" label={t('xtgl.wx.appId')} rules={[{ required: true }, { pattern: /^[A-Za-z0-9_-]{6,32}$/ }]}>
          <Input />
        </Form.Item>
        <Form.Item name="appSecret" label={t('xtgl.wx.appSecret')} extra={props.app ? t('xtgl.wx.secretKeep') : undefined} rules={[{ required: !props.app }, { pattern: /^[A-Za-z0-9]{16,64}$/ }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="remark" label={t('xtgl.wx.remark')} rules={[{ max: 200 }]}>
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function MessagingScreen() {
  const { t, call, message } = useXtgl();
  const can = useFunctions();
  const apps = useLoad<Page<App>>(api.wxApps, { pageSize: 100 });
  const info = useLoad<{ bound: boolean; app: App | null }>(api.wxBindInfo);
  const [editing, setEditing] = useState<{ app: App | null } | null>(null);
  const reload = () => {
    apps.reload();
    info.reload();
  };
  const act = (c: typeof api.wxBind, data: Record<string, unknown>) =>
    call<unknown>(c, data).then(() => {
      message.success(t('xtgl.saved'));
      reload();
    }, () => undefined);
  const bound = info.data?.app;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card size="small" title={t('xtgl.wx.platform')} loading={info.loading}>
        <Space>
          <Alert type={bound ? 'success' : 'info'} showIcon message={bound ? t('xtgl.wx.boundTo', { name: bound.name, appId: bound.appId, by: bound.boundBy ?? '', at: new Date(bound.boundAt ?? 0).toLocaleString() }) : t('xtgl.wx.notBound')} />
          {bound && can.messaging && (
            <Popconfirm title={t('xtgl.wx.confirmUnbind')} onConfirm={() => act(api.wxUnbind, {})}>
              <Button danger>{t('xtgl.wx.unbind')}</Button>
            </Popconfirm>
          )}
        </Space>
      </Card>
      <Card size="small" title={t('xtgl.wx.apps')} extra={can.messaging && <Button type="primary" onClick={() => setEditing({ app: null })}>{t('xtgl.add')}</Button>}>
        <Table<App>
          rowKey="id" size="small" loading={apps.loading} dataSource={apps.data?.records ?? []} pagination={false}
          columns={[
            { title: t('xtgl.wx.name'), dataIndex: 'name', render: (v: string, r) => <Space>{v}{r.bound && <Tag color="green">{t('xtgl.wx.bound')}</Tag>}</Space> },
            { title: t('xtgl.wx.kind'), dataIndex: 'kind', render: (v: string) => t(`xtgl.wx.kind.${v}`) },
            { title: t('xtgl.wx.appId'), dataIndex: 'appId' },
            { title: t('xtgl.wx.appSecret'), dataIndex: 'appSecret' },
            { title: t('xtgl.wx.remark'), dataIndex: 'remark' },
            {
              title: t('xtgl.actions'), key: 'a', hidden: !can.messaging,
              render: (_: unknown, r) => (
                <Space size={0}>
                  <Button type="link" size="small" onClick={() => setEditing({ app: r })}>{t('xtgl.edit')}</Button>
                  {!r.bound && !bound && <Button type="link" size="small" onClick={() => void act(api.wxBind, { id: r.id })}>{t('xtgl.wx.bind')}</Button>}
                  <Popconfirm title={t('xtgl.confirmDelete')} onConfirm={() => act(api.wxAppDelete, { ids: [r.id] })}>
                    <Button type="link" size="small" danger>{t('xtgl.delete')}</Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <AccountPanel platformBound={Boolean(bound)} />
      {editing && <AppForm app={editing.app} onClose={(saved) => { setEditing(null); if (saved) reload(); }} />}
    </Space>
  );
}
