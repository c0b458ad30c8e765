/** The tabs of a list over views of one resource, each with its title and, when counted, its rows. */
import { Badge, Tabs } from 'antd';
import type { ResourceList } from './useResourceList';
import { useKit } from './KitProvider';

export function ListTabs(props: { list: ResourceList; labels?: Record<string, string> }) {
  const { t } = useKit();
  const { list } = props;
  if (!list.tabs.length) return null;
  const counts = list.state.counts;
  return (
    <Tabs
      activeKey={list.state.view ?? undefined}
      onChange={list.model.setView}
      items={list.tabs.map(([key, def], i) => ({
        key,
        label: (
          <span data-testid={`tab-${key}`}>
            {t(props.labels?.[key] ?? def.title)}
            {counts ? <Badge count={counts[key] ?? 0} showZero overflowCount={9999} color={i === 0 ? 'blue' : '#999'} style={{ marginInlineStart: 6 }} /> : null}
          </span>
        ),
      }))}
    />
  );
}
