/**
 * 角色授权: the tenant's roles (create, rename, delete) and, for the picked role, its grants per
 * system (menus and functions) and its users. Editing shows only to holders of sys:role:manage.
 */
import { useState } from 'react';
import { Button, Card, Col, Empty, Form, Input, Modal, Popconfirm, Row as Grid, Select, Space, Table, Tabs } from 'antd';
import { api } from '../api';
import { GrantsPanel } from './GrantsPanel';
import { RoleStaffPanel } from './RoleStaffPanel';
import { useFunctions, useLoad, useXtgl, type Page } from './useXtgl';

type Role = { id: string; code: string; name: string; dataScope: string; userCount: number };

function RoleForm(props: { role: Role | null; onClose(saved: boolean): void }) {
  const { t, call } = useXtgl();
  const [form] = Form.useForm();
  const submit = async () => {
    const values = (await form.validateFields()) as Record<string, unknown>;
    await call(api.roleSave, { ...values, id: props.role?.id }).then(() => props.onClose(true), () => undefined);
  };
  return (
    <Modal open title={props.role ? t('xtgl.edit') : t('xtgl.add')} onOk={() => void submit()} onCancel={() => props.onClose(false)} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={props.role ?? { dataScope: 'dept' }}>
        <Form.Item name="code" label={t('xtgl.role.code')} rules={[{ required: true }, { pattern: /^[A-Za-z][\w-]{1,31}$/ }]}>
          <Input />
        </Form.Item>
        <Form.Item name="name" label={t('xtgl.role.name')} rules={[{ required: true, max: 32 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="dataScope" label={t('xtgl.role.dataScope')}>
          <Select options={['all', 'dept'].map((v) => ({ value: v, label: t(`xtgl.role.scope.${v}`) }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function RolesScreen() {
  const { t, call } = useXtgl();
  const can = useFunctions();
  const [keyword, setKeyword] = useState('');
  const roles = useLoad<Page<Role>>(api.roles, { keyword });
  const [picked, setPicked] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ role: Role | null } | null>(null);
  return (
    <Grid gutter={12}>
      <Col xs={24} lg={9}>
        <Space style={{ marginBottom: 12 }}>
          <Input.Search aria-label={t('xtgl.keyword')} placeholder={t('xtgl.keyword')} allowClear onSearch={setKeyword} />
          {can.role && <Button type="primary" onClick={() => setEditing({ role: null })}>{t('xtgl.add')}</Button>}
        </Space>
        <Table<Role>
          rowKey="id" size="small" loading={roles.loading} dataSource={roles.data?.records ?? []} pagination={false}
          rowSelection={{ type: 'radio', selectedRowKeys: picked ? [picked] : [], onChange: (keys) => setPicked(String(keys[0])) }}
          onRow={(r) => ({ onClick: () => setPicked(r.id) })}
          columns={[
            { title: t('xtgl.role.name'), dataIndex: 'name' },
            { title: t('xtgl.role.code'), dataIndex: 'code' },
            { title: t('xtgl.role.userCount'), dataIndex: 'userCount', width: 70 },
            {
              title: t('xtgl.actions'), key: 'a', hidden: !can.role,
              render: (_: unknown, r) => (
                <Space size={0}>
                  <Button type="link" size="small" onClick={(e) => { e.stopPropagation(); setEditing({ role: r }); }}>{t('xtgl.edit')}</Button>
                  <Popconfirm title={t('xtgl.confirmDelete')} onConfirm={() => call(api.roleDelete, { id: r.id }).then(() => { if (picked === r.id) setPicked(null); roles.reload(); }, () => undefined)}>
                    <Button type="link" size="small" danger onClick={(e) => e.stopPropagation()}>{t('xtgl.delete')}</Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Col>
      <Col xs={24} lg={15}>
        <Card size="small">
          {picked ? (
            <Tabs key={picked} items={[
              { key: 'grants', label: t('xtgl.role.grants'), children: <GrantsPanel roleId={picked} editable={can.role} /> },
              { key: 'staff', label: t('xtgl.role.staff'), children: <RoleStaffPanel roleId={picked} editable={can.role} onChange={roles.reload} /> },
            ]} />
          ) : (
            <Empty description={t('xtgl.role.pick')} />
          )}
        </Card>
      </Col>
      {editing && <RoleForm role={editing.role} onClose={(saved) => { setEditing(null); if (saved) roles.reload(); }} />}
    </Grid>
  );
}
