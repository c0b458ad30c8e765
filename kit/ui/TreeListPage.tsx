/**
 * The tree-on-the-left, list-on-the-right page: a tree resource's nodes (searchable) beside the list
 * page of a resource that refers to it — departments and their cars, material types and their
 * materials. Picking a node shows the list as a view fixed to that node: its rows and those of its
 * whole branch (the server widens a filter by a tree node), and a new row starts in the picked node
 * (preset and locked, as in a view's tab). The tree may be another module's (`field` refers to
 * `'<module>.<resource>'`): its nodes then come through the engine's reference call.
 *
 * @example
 *   { path: '/cars', element: <TreeListPage list={car} field="deptId" /> }
 */
import { Card, Col, Empty, Input, Row, Spin, Tree } from 'antd';
import { useMemo, useState } from 'react';
import { optionTree, type OptionNode } from '../client';
import { defineView, type NamedField, type ReferenceField, type ResourceDef } from '../resource';
import { useOptions } from './FieldValue';
import { useKit } from './KitProvider';
import { ResourcePage } from './ResourcePage';

type TreeData = { key: string; title: string; children?: TreeData[] };

const toTreeData = (nodes: OptionNode[]): TreeData[] => nodes.map((n) => ({ key: n.value, title: n.title, ...(n.children ? { children: toTreeData(n.children) } : {}) }));

function matching(nodes: TreeData[], text: string): TreeData[] {
  if (!text) return nodes;
  return nodes.flatMap((n) => {
    const children = matching(n.children ?? [], text);
    return n.title.includes(text) || children.length ? [{ ...n, ...(children.length ? { children } : {}) }] : [];
  });
}

const keysOf = (nodes: TreeData[]): string[] => nodes.flatMap((n) => [n.key, ...keysOf(n.children ?? [])]);

export function TreeListPage(props: { list: ResourceDef; field: string; width?: number }) {
  const kit = useKit();
  const field = props.list.fields[props.field] as (NamedField & ReferenceField) | undefined;
  if (field?.type !== 'reference') throw new Error(`${props.list.id}.${props.field} is not a reference`);
  const options = useOptions(field);
  const [selected, setSelected] = useState<string | null>(null);
  // The picked node's list: a view of the list fixed to the node (same id, so column settings stay).
  const shownDef = useMemo(
    () => (selected ? defineView(props.list, { id: props.list.id, title: props.list.title, filters: { [props.field]: Number(selected) } }) : props.list),
    [props.list, props.field, selected],
  );
  const [search, setSearch] = useState('');
  const data = useMemo(() => toTreeData(optionTree(options)), [options]);
  const shown = useMemo(() => matching(data, search.trim()), [data, search]);
  const treeTitle = kit.t(field.label ?? props.field);
  return (
    <Row gutter={12} wrap={false}>
      <Col flex={`${props.width ?? 260}px`}>
        <Card title={treeTitle} size="small" variant="borderless" data-testid="tree-panel">
          <Input.Search allowClear placeholder={kit.t('kit.tree.search')} aria-label={kit.t('kit.tree.search')} onChange={(e) => setSearch(e.target.value)} style={{ marginBottom: 8 }} />
          {!options.length ? (
            <Spin style={{ display: 'block', margin: 24 }} />
          ) : shown.length ? (
            <Tree
              blockNode
              showLine
              treeData={[{ key: '', title: kit.t('kit.tree.all'), children: shown }]}
              expandedKeys={['', ...keysOf(shown)]}
              selectedKeys={[selected ?? '']}
              onSelect={(keys) => setSelected(keys.length && keys[0] !== '' ? String(keys[0]) : null)}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
          )}
        </Card>
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <ResourcePage key={selected ?? 'all'} def={shownDef} />
      </Col>
    </Row>
  );
}
