/**
 * 组织绑定部门: the organisation tree of the caller's data scope (the management service's
 * loadOrgTreeByPermission.read) on the left; picking an organisation and, optionally, a generic type
 * lists the organisation's departments bound to it (currencyTypeEntity/getDeptByOrgId). Bindings are
 * made and removed on the 通用类型绑定 page.
 */
import { Card, Empty, Select, Space, Table, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useEffect, useMemo, useState } from 'react';
import type { Page } from '../../../kit/resource';
import { parseCall } from '../../../kit/resource';
import { useKit } from '../../../kit/ui';
import { currency, ORG_TREE_CALL } from '../resources/paths';

type OrgNode = { id: string; title: string; type: string; children?: OrgNode[] };
type Bound = { typeName: string; orgName: string; deptId: string; deptName: string };
type TypeRow = { id: number; typeName: string; category: string };

const TYPES_CALL = parseCall(currency('currencyType', 'getList')).path;
const BOUND_CALL = '/cloud/spjg/currencyTypeEntity/getDeptByOrgId';

/** The tree as antd draws it: only organisations (type company) can be picked; text stays text. */
const toNodes = (nodes: OrgNode[]): DataNode[] => nodes.map((n) => ({ key: n.id, title: n.title, selectable: n.type === 'company', children: toNodes(n.children ?? []) }));

export function DeptBindings() {
  const { request, t } = useKit();
  const [tree, setTree] = useState<OrgNode[]>([]);
  const [types, setTypes] = useState<TypeRow[]>([]);
  const [orgId, setOrgId] = useState<string | null>(null);
  const [typeId, setTypeId] = useState<number | undefined>(undefined);
  const [rows, setRows] = useState<Bound[] | null>(null);

  useEffect(() => {
    void request.load<OrgNode[]>({ url: ORG_TREE_CALL, method: 'POST' }).then(setTree, () => undefined);
    void request.load<Page<TypeRow>>({ url: TYPES_CALL, method: 'POST', data: { pageSize: 500 } }).then((p) => setTypes(p.records), () => undefined);
  }, [request]);
  useEffect(() => {
    setRows(null);
    if (orgId) void request.load<Bound[]>({ url: BOUND_CALL, method: 'POST', data: { orgId, ...(typeId ? { typeId } : {}) } }).then(setRows, () => undefined);
  }, [request, orgId, typeId]);

  const nodes = useMemo(() => toNodes(tree), [tree]);
  const columns = ['typeName', 'orgName', 'deptName', 'deptId'].map((key) => ({ key, dataIndex: key, title: t(`spjg.col.${key}`) }));
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '320px 1fr', gap: 16, padding: 16 }}>
      <Card size="small" data-testid="org-tree">
        {nodes.length ? <Tree treeData={nodes} defaultExpandAll selectedKeys={orgId ? [orgId] : []} onSelect={(keys) => setOrgId(keys.length ? String(keys[0]) : null)} /> : null}
      </Card>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Select
          allowClear
          style={{ width: 280 }}
          placeholder={t('spjg.currencyTypeEntity.typeId')}
          value={typeId}
          onChange={(v: number | undefined) => setTypeId(v)}
          options={types.map((x) => ({ value: x.id, label: `${x.typeName}（${t(`spjg.enum.typeCategory.${x.category}`)}）` }))}
        />
        {rows ? <Table data-testid="bound-depts" size="small" rowKey={(r) => `${r.typeName}:${r.deptId}`} columns={columns} dataSource={rows} pagination={false} /> : <Empty description={t('spjg.bindings.pick')} />}
      </Space>
    </div>
  );
}
