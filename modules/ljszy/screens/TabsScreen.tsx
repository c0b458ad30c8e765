/** Several list pages of one topic under tabs (reports, gross-weight views). */
import { Tabs } from 'antd';
import type { ResourceDef } from '../../../kit/resource';
import { ResourcePage, useKit } from '../../../kit/ui';

export function TabsScreen(props: { defs: ResourceDef[] }) {
  const kit = useKit();
  return <Tabs destroyOnHidden items={props.defs.map((d) => ({ key: d.id, label: kit.t(d.title), children: <ResourcePage def={d} /> }))} />;
}
