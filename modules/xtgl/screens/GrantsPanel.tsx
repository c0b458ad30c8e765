/**
 * A role's grants in one system: the system's menu tree (checked entries; "every menu" grants '*',
 * which covers modules added later) and the functions of the system's modules, grouped by resource.
 * Saving replaces this system's menu grants and the role's functions of this system's catalogue
 * (functions of other systems and patterns such as `*` are kept). Users see the change at their
 * next menu load.
 */
import { useEffect, useMemo, useState } from 'react';
import { Button, Card, Checkbox, Col, Empty, Row as Grid, Select, Space, Tag, Tree } from 'antd';
import { api } from '../api';
import { useLoad, useXtgl } from './useXtgl';

type MenuNode = { id: string; name: string; children: MenuNode[] };
type Fn = { code: string; module: string; group: string; label: string };
type Grants = { menus: { systemCode: string; menuId: string }[]; functions: string[] };

type MenuData = { key: string; title: string; children: MenuData[] };
const menuData = (nodes: MenuNode[]): MenuData[] =>
  nodes.map((n) => ({ key: n.id, title: n.name, children: menuData(n.children) }));

export function GrantsPanel(props: { roleId: string; editable: boolean }) {
  const { t, call, message } = useXtgl();
  const systems = useLoad<{ code: string; name: string }[]>(api.systems);
  const [system, setSystem] = useState<string | null>(null);
  const current = system ?? systems.data?.[0]?.code ?? null;
  const menus = useLoad<MenuNode[]>(api.menuTree, { systemCode: current }, current !== null);
  const fns = useLoad<Fn[]>(api.functions, { systemCode: current }, current !== null);
  const grants = useLoad<Grants>(api.roleGrants, { roleId: props.roleId });
  const [all, setAll] = useState(false);
  const [checked, setChecked] = useState<string[]>([]);
  const [held, setHeld] = useState<string[]>([]);
  useEffect(() => {
    const mine = (grants.data?.menus ?? []).filter((m) => m.systemCode === current || m.systemCode === '*');
    setAll(mine.some((m) => m.menuId === '*'));
    setChecked(mine.map((m) => m.menuId).filter((id) => id !== '*'));
    setHeld(grants.data?.functions ?? []);
  }, [grants.data, current]);
  const catalogue = useMemo(() => new Set((fns.data ?? []).map((f) => f.code)), [fns.data]);
  const groups = useMemo(() => {
    const out = new Map<string, Fn[]>();
    for (const f of fns.data ?? []) out.set(f.group, [...(out.get(f.group) ?? []), f]);
    return [...out];
  }, [fns.data]);
  const save = () => {
    const menusOut = all ? [`${current}:*`] : checked.map((id) => `${current}:${id}`);
    void call(api.roleSaveGrants, { roleId: props.roleId, systemCode: current, menus: menusOut, functions: held }).then(() => {
      message.success(t('xtgl.role.grantsSaved'));
      grants.reload();
    }, () => undefined);
  };
  const label = (f: Fn) => {
    const key = `xtgl.fn.${f.label}`;
    return t(key) === key ? f.label : t(key);
  };
  const others = held.filter((c) => !catalogue.has(c));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        <span>{t('xtgl.role.system')}</span>
        <Select aria-label={t('xtgl.role.system')} style={{ width: 180 }} value={current} onChange={setSystem} options={(systems.data ?? []).map((s) => ({ value: s.code, label: s.name }))} />
        {props.editable && <Button type="primary" onClick={save}>{t('xtgl.role.saveGrants')}</Button>}
      </Space>
      <Grid gutter={12}>
        <Col xs={24} lg={10}>
          <Card size="small" title={t('xtgl.role.menus')} loading={menus.loading} data-testid="grant-menus">
            <Checkbox checked={all} disabled={!props.editable} onChange={(e) => setAll(e.target.checked)}>{t('xtgl.role.allMenus')}</Checkbox>
            {!all && (
              <Tree checkable defaultExpandAll disabled={!props.editable} key={`${current}-${(menus.data ?? []).length}`} treeData={menuData(menus.data ?? [])}
                checkedKeys={checked} onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))} />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card size="small" title={t('xtgl.role.functions')} loading={fns.loading} data-testid="grant-functions">
            {groups.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
            {groups.map(([group, list]) => (
              <div key={group} style={{ marginBottom: 8 }}>
                <strong style={{ marginRight: 8 }}>{group === 'sys' ? t('xtgl.fn.sys') : group}</strong>
                {list.map((f) => (
                  <Checkbox key={f.code} disabled={!props.editable} checked={held.includes(f.code)} aria-label={f.code}
                    onChange={(e) => setHeld(e.target.checked ? [...held, f.code] : held.filter((c) => c !== f.code))}>
                    {label(f)}
                  </Checkbox>
                ))}
              </div>
            ))}
            {others.length > 0 && <div>{others.map((c) => <Tag key={c}>{c}</Tag>)}</div>}
          </Card>
        </Col>
      </Grid>
    </Space>
  );
}
