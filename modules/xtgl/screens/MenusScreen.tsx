/**
 * 菜单管理: a system's menu entries as the tenant sees them (order, icon, open mode, welcome entry),
 * each changed in a dialog. The entries come from the modules; the settings are the tenant's own.
 */
import { useState } from 'react';
import { Button, Checkbox, Form, Input, InputNumber, Modal, Select, Space, Table, Tag } from 'antd';
import { api } from '../api';
import { useFunctions, useLoad, useXtgl } from './useXtgl';

type MenuNode = { id: string; name: string; uri: string; icon: string; openModeCode: string; isWelcomeMenu: boolean; children?: MenuNode[] };
type Row = MenuNode & { sort: number };

/** The tree with each entry's position (tens, as the server orders) and no empty child lists (antd draws none). */
const rows = (nodes: MenuNode[]): Row[] =>
  nodes.map((n, i) => ({ ...n, sort: (i + 1) * 10, children: n.children?.length ? rows(n.children) : undefined }));

export function MenusScreen() {
  const { t, call, message } = useXtgl();
  const can = useFunctions();
  const systems = useLoad<{ code: string; name: string }[]>(api.systems);
  const [system, setSystem] = useState<string | null>(null);
  const current = system ?? systems.data?.find((s) => s.code === 'zhgl')?.code ?? systems.data?.[0]?.code ?? null;
  const tree = useLoad<MenuNode[]>(api.menuTree, { systemCode: current }, current !== null);
  const [editing, setEditing] = useState<Row | null>(null);
  const [form] = Form.useForm();
  const save = async () => {
    const values = (await form.validateFields()) as Record<string, unknown>;
    await call(api.menuSave, { ...values, systemCode: current, menuId: editing?.id }).then(() => {
      message.success(t('xtgl.saved'));
      setEditing(null);
      tree.reload();
    }, () => undefined);
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Select aria-label={t('xtgl.role.system')} style={{ width: 180 }} value={current} onChange={setSystem} options={(systems.data ?? []).map((s) => ({ value: s.code, label: s.name }))} />
      <Table<Row>
        rowKey="id" size="small" loading={tree.loading} dataSource={rows(tree.data ?? [])} pagination={false} expandable={{ defaultExpandAllRows: true }} key={`${current}-${(tree.data ?? []).length}`}
        columns={[
          { title: t('xtgl.menu.name'), dataIndex: 'name' },
          { title: t('xtgl.menu.uri'), dataIndex: 'uri' },
          { title: t('xtgl.menu.icon'), dataIndex: 'icon' },
          { title: t('xtgl.menu.openMode'), dataIndex: 'openModeCode', render: (v: string) => t(`xtgl.menu.openMode.${v}`) },
          { title: t('xtgl.menu.welcome'), dataIndex: 'isWelcomeMenu', render: (v: boolean) => (v ? <Tag color="blue">{t('xtgl.menu.welcome')}</Tag> : null) },
          { title: t('xtgl.menu.sort'), dataIndex: 'sort', width: 70 },
          {
            title: t('xtgl.actions'), key: 'a', hidden: !can.menu,
            render: (_: unknown, r) => <Button type="link" size="small" onClick={() => { form.setFieldsValue({ sort: r.sort, icon: r.icon, openModeCode: r.openModeCode, isWelcomeMenu: r.isWelcomeMenu }); setEditing(r); }}>{t('xtgl.edit')}</Button>,
          },
        ]}
      />
      <Modal open={editing !== null} title={editing?.name} onOk={() => void save()} onCancel={() => setEditing(null)} forceRender>
        <Form form={form} layout="vertical">
          <Form.Item name="sort" label={t('xtgl.menu.sort')}>
            <InputNumber min={0} max={100000} precision={0} />
          </Form.Item>
          <Form.Item name="icon" label={t('xtgl.menu.icon')} rules={[{ pattern: /^[\w-]{0,40}$/ }]}>
            <Input />
          </Form.Item>
          <Form.Item name="openModeCode" label={t('xtgl.menu.openMode')}>
            <Select options={['tab', 'window'].map((v) => ({ value: v, label: t(`xtgl.menu.openMode.${v}`) }))} />
          </Form.Item>
          <Form.Item name="isWelcomeMenu" valuePropName="checked">
            <Checkbox>{t('xtgl.menu.welcome')}</Checkbox>
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
