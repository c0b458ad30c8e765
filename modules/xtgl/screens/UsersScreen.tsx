/**
 * 用户管理: the tenant's users by department (the organisation tree on the left), with create, edit
 * (name, department, phone, roles), disable/enable, reset password, unlock and delete. Buttons show
 * only to holders of sys:user:manage; the server refuses the calls to others. Users' photos show in the
 * list, and the photos of the selected users download as one .zip (file/batchDownload).
 */
import { useState } from 'react';
import { Avatar, Button, Card, Col, Form, Input, Modal, Popconfirm, Row as Grid, Select, Space, Table, Tag, Tree, TreeSelect } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { actionButtonWidth } from '../../../kit/ui';
import { api, photoUrl } from '../api';
import { useFunctions, useLoad, useXtgl, type Page } from './useXtgl';

export type TreeNode = { id: string; key: string; title: string; name: string; children: TreeNode[] };
export type User = { id: string; username: string; name: string; deptId: string | null; deptName: string; phone: string; status: string; photoId: string | null };
type Role = { id: string; code: string; name: string };

/** The org tree as antd's tree data. */
export type TreeData = { key: string; value: string; title: string; children: TreeData[] };
export const treeData = (nodes: TreeNode[]): TreeData[] =>
  nodes.map((n) => ({ key: n.id, value: n.id, title: n.name, children: treeData(n.children) }));

function UserForm(props: { user: User | null; roleIds: string[]; onClose(saved: boolean): void }) {
  const { t, call, message } = useXtgl();
  const [form] = Form.useForm();
  const tree = useLoad<TreeNode[]>(api.orgTree);
  const roles = useLoad<Page<Role>>(api.roles);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const values = (await form.validateFields()) as Record<string, unknown>;
    setBusy(true);
    try {
      await call(api.userSave, { ...values, id: props.user?.id });
      message.success(t('xtgl.saved'));
      props.onClose(true);
    } catch {
      setBusy(false);
    }
  };
  return (
    <Modal open title={props.user ? t('xtgl.edit') : t('xtgl.add')} onOk={() => void submit()} confirmLoading={busy} onCancel={() => props.onClose(false)} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ ...props.user, deptId: props.user?.deptId ?? undefined, roleIds: props.roleIds }}>
        <Form.Item name="username" label={t('xtgl.user.username')} rules={[{ required: true }, { pattern: /^[\w.@-]{2,64}$/ }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="name" label={t('xtgl.user.name')} rules={[{ required: true, max: 32 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="deptId" label={t('xtgl.user.dept')}>
          <TreeSelect treeData={treeData(tree.data ?? [])} treeDefaultExpandAll allowClear />
        </Form.Item>
        <Form.Item name="phone" label={t('xtgl.user.phone')} rules={[{ pattern: /^[\d-]{0,20}$/ }]}>
          <Input />
        </Form.Item>
        {!props.user && (
          <Form.Item name="password" label={t('xtgl.user.password')} rules={[{ required: true }]}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        )}
        <Form.Item name="roleIds" label={t('xtgl.user.roles')}>
          <Select mode="multiple" options={(roles.data?.records ?? []).map((r) => ({ value: r.id, label: r.name }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function ResetPassword(props: { user: User; onClose(): void }) {
  const { t, call, message } = useXtgl();
  const [password, setPassword] = useState('');
  return (
    <Modal open title={`${t('xtgl.user.resetPassword')}：${props.user.username}`} onCancel={props.onClose}
      onOk={() => void call(api.userResetPassword, { id: props.user.id, password }).then(() => { message.success(t('xtgl.saved')); props.onClose(); }, () => undefined)}>
      <Input.Password aria-label={t('xtgl.user.newPassword')} placeholder={t('xtgl.user.newPassword')} value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" />
    </Modal>
  );
}

export function UsersScreen() {
  const { kit, t, call, message } = useXtgl();
  const can = useFunctions();
  const tree = useLoad<TreeNode[]>(api.orgTree);
  const [query, setQuery] = useState<{ pageNo: number; pageSize: number; keyword?: string; deptId?: string; status?: string }>({ pageNo: 1, pageSize: 10 });
  const users = useLoad<Page<User>>(api.users, query);
  const usernames = (users.data?.records ?? []).map((u) => u.username).join(',');
  const locked = useLoad<string[]>(api.userLocked, { usernames }, usernames !== '');
  const [editing, setEditing] = useState<{ user: User | null; roleIds: string[] } | null>(null);
  const [resetting, setResetting] = useState<User | null>(null);
  const [selected, setSelected] = useState<User[]>([]);
  const photoIds = selected.flatMap((u) => (u.photoId ? [u.photoId] : []));
  // The server streams the tenant's photos among the ids as one .zip; the name says whose they are.
  const downloadPhotos = async () => {
    const saved = await kit.request.download({ url: api.photosDownload.path, json: true, data: { ids: photoIds, fileName: t('xtgl.user.photosFile') } }).catch(() => null);
    if (saved) message.success(t('xtgl.user.photosDownloaded', { count: photoIds.length }));
  };
  const act = (c: typeof api.userDisable, user: User) => call(c, { id: user.id }).then(() => { message.success(t('xtgl.saved')); users.reload(); locked.reload(); }, () => undefined);
  const edit = async (user: User) => {
    const [full, roleIds] = await Promise.all([call<User>(api.user, { id: user.id }), call<string[]>(api.userRoleIds, { id: user.id })]);
    setEditing({ user: full, roleIds });
  };
  // The row buttons on one line in either language (the cell's 8 px padding each side; 禁用 or 启用).
  const actionsWidth =
    16 +
    [t('xtgl.edit'), t('xtgl.user.resetPassword'), t('xtgl.user.unlock'), t('xtgl.delete')].reduce((sum, label) => sum + actionButtonWidth(label), 0) +
    Math.max(actionButtonWidth(t('xtgl.user.disable')), actionButtonWidth(t('xtgl.user.enable')));
  return (
    <Grid gutter={12}>
      <Col xs={24} lg={6}>
        <Card size="small" title={t('xtgl.org.tree')} loading={tree.loading}>
          <Tree treeData={treeData(tree.data ?? [])} defaultExpandAll key={(tree.data ?? []).length} onSelect={(keys) => setQuery({ ...query, pageNo: 1, deptId: (keys[0] as string | undefined) ?? undefined })} />
        </Card>
      </Col>
      <Col xs={24} lg={18}>
        <Space wrap style={{ marginBottom: 12 }}>
          <Input.Search aria-label={t('xtgl.keyword')} placeholder={t('xtgl.keyword')} allowClear onSearch={(keyword) => setQuery({ ...query, pageNo: 1, keyword: keyword || undefined })} />
          <Select aria-label={t('xtgl.user.status')} style={{ width: 120 }} value={query.status ?? ''} onChange={(status) => setQuery({ ...query, pageNo: 1, status: status || undefined })}
            options={[{ value: '', label: t('xtgl.all') }, { value: 'active', label: t('xtgl.user.active') }, { value: 'disabled', label: t('xtgl.user.disabled') }]} />
          {can.user && <Button type="primary" onClick={() => setEditing({ user: null, roleIds: [] })}>{t('xtgl.add')}</Button>}
          {can.user && (
            <Button disabled={photoIds.length === 0} onClick={() => void downloadPhotos()}>
              {t('xtgl.user.downloadPhotos')}{photoIds.length > 0 ? ` (${photoIds.length})` : ''}
            </Button>
          )}
        </Space>
        <Table<User>
          rowKey="id" size="small" loading={users.loading} dataSource={users.data?.records ?? []} scroll={{ x: 'max-content' }}
          rowSelection={{ selectedRowKeys: selected.map((u) => u.id), onChange: (_keys, rows) => setSelected(rows), preserveSelectedRowKeys: true }}
          pagination={{ current: query.pageNo, pageSize: query.pageSize, total: users.data?.total ?? 0, onChange: (pageNo, pageSize) => setQuery({ ...query, pageNo, pageSize }) }}
          columns={[
            {
              title: t('xtgl.user.photo'), dataIndex: 'photoId', width: 64,
              render: (id: string | null, u) => <Avatar size="small" src={id ? photoUrl(id) : undefined} icon={<UserOutlined />} alt={id ? u.name : ''} />,
            },
            { title: t('xtgl.user.username'), dataIndex: 'username' },
            { title: t('xtgl.user.name'), dataIndex: 'name' },
            { title: t('xtgl.user.dept'), dataIndex: 'deptName' },
            { title: t('xtgl.user.phone'), dataIndex: 'phone' },
            {
              title: t('xtgl.user.status'), dataIndex: 'status',
              render: (s: string, u) => (
                <Space size={4}>
                  <Tag color={s === 'active' ? 'green' : 'default'}>{t(`xtgl.user.${s}`)}</Tag>
                  {(locked.data ?? []).includes(u.username) && <Tag color="red">{t('xtgl.user.locked')}</Tag>}
                </Space>
              ),
            },
            {
              title: t('xtgl.actions'), key: 'actions', hidden: !can.user, fixed: 'right', width: actionsWidth,
              render: (_: unknown, u) => (
                <Space size={0} style={{ whiteSpace: 'nowrap' }}>
                  <Button type="link" size="small" onClick={() => void edit(u)}>{t('xtgl.edit')}</Button>
                  {u.status === 'active' ? (
                    <Popconfirm title={t('xtgl.user.confirmDisable')} onConfirm={() => act(api.userDisable, u)}>
                      <Button type="link" size="small">{t('xtgl.user.disable')}</Button>
                    </Popconfirm>
                  ) : (
                    <Button type="link" size="small" onClick={() => void act(api.userEnable, u)}>{t('xtgl.user.enable')}</Button>
                  )}
                  <Button type="link" size="small" onClick={() => setResetting(u)}>{t('xtgl.user.resetPassword')}</Button>
                  <Button type="link" size="small" onClick={() => void act(api.userUnlock, u)}>{t('xtgl.user.unlock')}</Button>
                  <Popconfirm title={t('xtgl.confirmDelete')} onConfirm={() => act(api.userDelete, u)}>
                    <Button type="link" size="small" danger>{t('xtgl.delete')}</Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Col>
      {editing && <UserForm user={editing.user} roleIds={editing.roleIds} onClose={(saved) => { setEditing(null); if (saved) users.reload(); }} />}
      {resetting && <ResetPassword user={resetting} onClose={() => setResetting(null)} />}
    </Grid>
  );
}
