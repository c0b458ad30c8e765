/** The users of a role (role staff): listed with department and job, added from the tenant's users, removed. */
import { useState } from 'react';
import { Button, Popconfirm, Select, Space, Table } from 'antd';
import { api } from '../api';
import type { User } from './UsersScreen';
import { useLoad, useXtgl, type Page } from './useXtgl';

type Member = { userId: string; username: string; name: string; deptName: string; job: string; status: string };

export function RoleStaffPanel(props: { roleId: string; editable: boolean; onChange(): void }) {
  const { t, call } = useXtgl();
  const [pageNo, setPageNo] = useState(1);
  const members = useLoad<Page<Member>>(api.roleStaff, { roleId: props.roleId, pageNo, pageSize: 10 });
  const users = useLoad<Page<User>>(api.users, { pageNo: 1, pageSize: 500 });
  const [adding, setAdding] = useState<string[]>([]);
  const changed = () => {
    members.reload();
    props.onChange();
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {props.editable && (
        <Space>
          <Select mode="multiple" style={{ minWidth: 280 }} aria-label={t('xtgl.role.addUsers')} placeholder={t('xtgl.role.addUsers')} value={adding} onChange={setAdding} optionFilterProp="label"
            options={(users.data?.records ?? []).map((u) => ({ value: u.id, label: `${u.name}（${u.username}）` }))} />
          <Button type="primary" disabled={!adding.length} onClick={() => void call(api.roleStaffSave, { roleId: props.roleId, userIds: adding }).then(() => { setAdding([]); changed(); }, () => undefined)}>
            {t('xtgl.role.addUsers')}
          </Button>
        </Space>
      )}
      <Table<Member>
        rowKey="userId" size="small" loading={members.loading} dataSource={members.data?.records ?? []}
        pagination={{ current: pageNo, pageSize: 10, total: members.data?.total ?? 0, onChange: setPageNo }}
        columns={[
          { title: t('xtgl.user.username'), dataIndex: 'username' },
          { title: t('xtgl.user.name'), dataIndex: 'name' },
          { title: t('xtgl.user.dept'), dataIndex: 'deptName' },
          { title: t('xtgl.org.job'), dataIndex: 'job' },
          {
            title: t('xtgl.actions'), key: 'a', hidden: !props.editable,
            render: (_: unknown, m) => (
              <Popconfirm title={t('xtgl.confirmDelete')} onConfirm={() => call(api.roleStaffDelete, { roleId: props.roleId, userIds: [m.userId] }).then(changed, () => undefined)}>
                <Button type="link" size="small" danger>{t('xtgl.role.removeUser')}</Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Space>
  );
}
