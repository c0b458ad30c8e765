/**
 * The choice from a department or organisation tree (FieldInput's `treeSelect`), in its own file so
 * the tree select is downloaded only by a page that shows one (FieldInput loads it lazily).
 */
import { TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import type { TreeNode } from '../client';
import { useKit } from './KitProvider';

export function TreeInput(props: { tree: 'department' | 'organisation'; value?: unknown; onChange?: (v: unknown) => void; id?: string }) {
  const kit = useKit();
  const [data, setData] = useState<TreeNode[]>([]);
  useEffect(() => {
    kit.loaders.tree(props.tree).then(setData, () => setData([]));
  }, [kit, props.tree]);
  return <TreeSelect id={props.id} allowClear treeData={data} value={props.value as string | undefined} onChange={props.onChange} treeDefaultExpandAll style={{ width: '100%' }} />;
}
