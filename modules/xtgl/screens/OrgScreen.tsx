/**
 * 组织机构: the organisation tree (by the caller's data scope), users and divisions as trees; for the
 * picked department its sub-departments and staff (a staff record opens in a dialog), the pages of
 * departments and companies, and the HR sync (EhrSyncDialog: preview, then apply, from the demo
 * HR source or an uploaded JSON file).
 */
import { useState } from 'react';
import { Button, Card, Col, Descriptions, Modal, Row as Grid, Space, Table, Tabs, Tree } from 'antd';
import { api } from '../api';
import { EhrSyncDialog } from './EhrSyncDialog';
import { treeData, type TreeNode } from './UsersScreen';
import { useFunctions, useLoad, useXtgl, type Page } from './useXtgl';

type Dept = { id: string; code: string; name: string; leader: string; phone: string; type: string };
type Staff = { id: string; code: string; name: string; deptName?: string; job: string; phone: string; gender: string; entryDate: string };

function Trees(props: { onPick(id: string | undefined): void }) {
  const { t } = useXtgl();
  const org = useLoad<TreeNode[]>(api.orgTree);
  const users = useLoad<TreeNode[]>(api.userTree);
  const divisions = useLoad<TreeNode[]>(api.divisionTree);
  const tree = (data: TreeNode[] | null, pick: boolean) => (
    <Tree treeData={treeData(data ?? [])} defaultExpandAll key={(data ?? []).length} onSelect={pick ? (keys) => props.onPick(keys[0] as string | undefined) : undefined} />
  );
  return (
    <Tabs size="small" items={[
      { key: 'org', label: t('xtgl.org.tree'), children: tree(org.data, true) },
      { key: 'users', label: t('xtgl.org.users'), children: tree(users.data, false) },
      { key: 'divisions', label: t('xtgl.org.divisions'), children: tree(divisions.data, false) },
    ]} />
  );
}

export function OrgScreen() {
  const { t, call } = useXtgl();
  const can = useFunctions();
  const [deptId, setDeptId] = useState<string | undefined>(undefined);
  const children = useLoad<Dept[]>(api.deptEhr, { parentId: deptId });
  const staff = useLoad<Staff[]>(api.staffList, { deptId }, deptId !== undefined);
  const [deptPageNo, setDeptPageNo] = useState(1);
  const depts = useLoad<Page<Dept>>(api.deptPage, { pageNo: deptPageNo, pageSize: 10 });
  const orgs = useLoad<Page<Dept>>(api.orgPage, { pageNo: 1, pageSize: 10 });
  const companies = useLoad<Dept[]>(api.orgList);
  const flatDepts = useLoad<Dept[]>(api.umsDepts);
  const regions = useLoad<{ code: string; name: string; level: string }[]>(api.umsRegions, { parentCode: '330100' });
  const [person, setPerson] = useState<Staff | null>(null);
  const [syncing, setSyncing] = useState(false);
  const [synced, setSynced] = useState(0);
  // A department is named under 部门 and a company under 单位, never under 姓名 (a person's name).
  const unitColumns = (nameTitle: string) => [
    { title: t('xtgl.org.code'), dataIndex: 'code' },
    { title: nameTitle, dataIndex: 'name' },
    { title: t('xtgl.org.leader'), dataIndex: 'leader' },
    { title: t('xtgl.user.phone'), dataIndex: 'phone' },
  ];
  const deptColumns = unitColumns(t('xtgl.user.dept'));
  return (
    <Grid gutter={12}>
      <Col xs={24} lg={7}>
        <Card size="small"><Trees key={synced} onPick={setDeptId} /></Card>
      </Col>
      <Col xs={24} lg={17}>
        {can.user && (
          <Space style={{ marginBottom: 12 }}>
            <Button onClick={() => setSyncing(true)}>{t('xtgl.ehr.title')}</Button>
          </Space>
        )}
        <Tabs items={[
          {
            key: 'picked', label: t('xtgl.org.staff'),
            children: (
              <Space direction="vertical" style={{ width: '100%' }}>
                <Table<Staff> rowKey="id" size="small" pagination={false} loading={staff.loading} dataSource={staff.data ?? []} locale={{ emptyText: t('xtgl.org.pickDept') }}
                  data-testid="org-staff"
                  onRow={(s) => ({ onClick: () => void call<Staff>(api.staff, { id: s.id }).then(setPerson, () => undefined) })}
                  columns={[
                    { title: t('xtgl.org.code'), dataIndex: 'code' },
                    { title: t('xtgl.user.name'), dataIndex: 'name' },
                    { title: t('xtgl.org.job'), dataIndex: 'job' },
                    { title: t('xtgl.user.phone'), dataIndex: 'phone' },
                  ]} />
                {/* The picked department's sub-departments, below its staff. */}
                <Table<Dept> rowKey="id" size="small" pagination={false} loading={children.loading} dataSource={children.data ?? []} columns={deptColumns}
                  data-testid="org-children" title={() => t('xtgl.org.departments')} />
              </Space>
            ),
          },
          {
            key: 'departments', label: t('xtgl.org.departments'),
            children: <Table<Dept> rowKey="id" size="small" loading={depts.loading} dataSource={depts.data?.records ?? []} columns={deptColumns}
              pagination={{ current: deptPageNo, pageSize: 10, total: depts.data?.total ?? 0, onChange: setDeptPageNo }} />,
          },
          {
            key: 'companies', label: t('xtgl.org.companies'),
            children: <Table<Dept> rowKey="id" size="small" loading={orgs.loading} dataSource={orgs.data?.records ?? companies.data ?? []} columns={unitColumns(t('xtgl.org.companies'))} pagination={false} />,
          },
          {
            key: 'deptList', label: t('xtgl.org.deptList'),
            children: <Table<Dept> rowKey="id" size="small" loading={flatDepts.loading} dataSource={flatDepts.data ?? []} pagination={false}
              columns={[{ title: t('xtgl.org.code'), dataIndex: 'code' }, { title: t('xtgl.user.dept'), dataIndex: 'name' }]} />,
          },
          {
            key: 'regions', label: t('xtgl.org.regions'),
            children: <Table rowKey="code" size="small" loading={regions.loading} dataSource={regions.data ?? []} pagination={false}
              columns={[{ title: t('xtgl.org.code'), dataIndex: 'code' }, { title: t('xtgl.org.regions'), dataIndex: 'name' }]} />,
          },
        ]} />
      </Col>
      <Modal open={person !== null} title={person?.name} footer={null} onCancel={() => setPerson(null)}>
        {person && (
          <Descriptions size="small" column={1} items={[
            { key: 'code', label: t('xtgl.org.code'), children: person.code },
            { key: 'dept', label: t('xtgl.user.dept'), children: person.deptName },
            { key: 'job', label: t('xtgl.org.job'), children: person.job },
            { key: 'phone', label: t('xtgl.user.phone'), children: person.phone },
            { key: 'entry', label: t('xtgl.org.entryDate'), children: person.entryDate },
          ]} />
        )}
      </Modal>
      {syncing && <EhrSyncDialog onClose={(changed) => { setSyncing(false); if (changed) { setSynced((n) => n + 1); depts.reload(); orgs.reload(); children.reload(); } }} />}
    </Grid>
  );
}
