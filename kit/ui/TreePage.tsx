/**
 * The page of a tree resource (a definition with `tree`): a tree table — nodes nested under their
 * parents, expanded, searchable by title (matches keep their ancestors) — with a new root, a new child
 * under any node (its parent filled in), edit (the parent a tree select that leaves out the node's own
 * branch), view and delete (the server refuses a node with children, or deletes its branch, as the
 * definition says, and its message is shown).
 *
 * @example
 *   { path: '/depts', element: <TreePage def={dept} /> }
 */
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Input, Space, Table, Tooltip, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useMemo, useState, type Key } from 'react';
import { filterTree, resourceTree, treeIds } from '../client';
import { callsOf, columnFields, displayField, type ResourceDef, type TreeRecord } from '../resource';
import { DetailView } from './DetailView';
import { FieldValue } from './FieldValue';
import { useKit } from './KitProvider';
import { RecordForm } from './RecordForm';
import { useFeedback } from './feedback';

type Node = TreeRecord & { id: number };

/** Loads a tree resource's nodes; `reload()` loads again. */
export function useResourceTree(def: ResourceDef): { nodes: Node[]; loading: boolean; reload: () => void } {
  const kit = useKit();
  const [state, setState] = useState<{ nodes: Node[]; loading: boolean }>({ nodes: [], loading: true });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    resourceTree(kit.request, def).then(
      (nodes) => live && setState({ nodes: nodes as Node[], loading: false }),
      () => live && setState({ nodes: [], loading: false }),
    );
    return () => {
      live = false;
    };
  }, [kit, def, tick]);
  return { ...state, reload: useCallback(() => setTick((n) => n + 1), []) };
}

/** antd's tree table wants no empty `children` arrays (they draw an expander on a leaf). */
const leafless = (nodes: TreeRecord[]): Node[] =>
  nodes.map((n) => {
    const { children, ...rest } = n;
    return (children.length ? { ...rest, children: leafless(children) } : rest) as Node;
  });

export function TreePage(props: { def: ResourceDef }) {
  const { def } = props;
  const kit = useKit();
  const { message, modal } = useFeedback();
  const t = kit.t;
  const api = kit.api(def);
  const calls = callsOf(def);
  const tree = def.tree!;
  const title = tree.title ?? displayField(def);
  const { nodes, loading, reload } = useResourceTree(def);
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<readonly Key[] | null>(null);
  const [editing, setEditing] = useState<{ record: Node | null; initial?: Record<string, unknown> } | null>(null);
  const [viewing, setViewing] = useState<Node | null>(null);
  const shown = useMemo(() => leafless(filterTree(nodes, title, search)), [nodes, title, search]);
  const allIds = useMemo(() => treeIds(nodes), [nodes]);
  const creatable = !def.readOnly && Boolean(calls.create ?? calls.upsert) && kit.can(def, 'create');
  const editable = !def.readOnly && Boolean(calls.update ?? calls.upsert) && kit.can(def, 'update');
  const removable = !def.readOnly && Boolean(calls.remove) && kit.can(def, 'delete');

  const save = async (values: Record<string, unknown>) => {
    if (editing?.record) await api.update(editing.record.id, values);
    else await api.create(values);
    message.success(t('kit.server.saved'));
    setEditing(null);
    kit.loaders.forgetOptions(def.id);
    reload();
  };
  const remove = (node: Node) =>
    modal.confirm({
      title: t('kit.confirmDelete', { name: String(node[title] ?? node.id) }),
      okType: 'danger',
      okText: t('kit.delete'),
      cancelText: t('kit.cancel'),
      onOk: async () => {
        await api.remove([node.id]).then(() => {
          message.success(t('kit.server.deleted'));
          kit.loaders.forgetOptions(def.id);
          reload();
        }, () => undefined);
      },
    });

  const columns: TableColumnsType<Node> = columnFields(def)
    .filter((f) => f.name !== tree.parent && !f.columnOptions.hidden)
    .map((f) => ({ key: f.name, dataIndex: f.name, title: t(f.label), width: f.columnOptions.width, render: (v: unknown) => <FieldValue field={f} value={v} /> }));
  columns.push({
    key: '__actions',
    title: t('kit.actions'),
    fixed: 'right',
    width: 260,
    render: (_v, node) => (
      <Space size={0} wrap>
        <Button type="link" size="small" onClick={() => setViewing(node)}>
          {t('kit.view')}
        </Button>
        {creatable && (
          <Button type="link" size="small" onClick={() => setEditing({ record: null, initial: { [tree.parent]: node[tree.key ?? 'id'] } })}>
            {t('kit.tree.addChild')}
          </Button>
        )}
        {editable && (
          <Button type="link" size="small" onClick={() => setEditing({ record: node })}>
            {t('kit.edit')}
          </Button>
        )}
        {removable && (
          <Button type="link" size="small" danger onClick={() => remove(node)}>
            {t('kit.delete')}
          </Button>
        )}
      </Space>
    ),
  });

  return (
    <Card title={t(def.title)} variant="borderless">
      <Space wrap style={{ marginBottom: 12 }}>
        {creatable && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ record: null })}>
            {t('kit.add')}
          </Button>
        )}
        <Input.Search allowClear placeholder={t('kit.tree.search')} aria-label={t('kit.tree.search')} onSearch={setSearch} onChange={(e) => !e.target.value && setSearch('')} style={{ width: 220 }} />
        <Button onClick={() => setExpanded(null)}>{t('kit.tree.expandAll')}</Button>
        <Button onClick={() => setExpanded([])}>{t('kit.tree.collapseAll')}</Button>
        <Tooltip title={t('kit.refresh')}>
          <Button icon={<ReloadOutlined />} aria-label={t('kit.refresh')} onClick={reload} />
        </Tooltip>
      </Space>
      <Table<Node>
        rowKey="id"
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={shown}
        pagination={false}
        scroll={{ x: 'max-content' }}
        expandable={{ expandedRowKeys: search ? treeIds(shown) : (expanded ?? allIds), onExpandedRowsChange: (keys) => setExpanded(keys) }}
      />
      <RecordForm def={def} record={editing?.record ?? null} initial={editing?.initial} open={editing !== null} onClose={() => setEditing(null)} onSubmit={save} />
      <DetailView def={def} record={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
