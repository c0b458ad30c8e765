/** The tabs of a list over views of one resource, each with its title and, when counted, its rows. */
import type { ResourceList } from './useResourceList';
import { useKit } from './KitProvider';
import { LazyBadge, LazyTabs } from './lazyAntd';

/** Room kept for the tab bar while its code arrives, so the table does not move down when it shows. */
const TAB_BAR = <div style={{ height: 46, marginBottom: 16 }} aria-busy="true" />;

export function ListTabs(props: { list: ResourceList; labels?: Record<string, string> }) {
  const { t } = useKit();
  const { list } = props;
  if (!list.tabs.length) return null;
  const counts = list.state.counts;
  return (
    <LazyTabs
      fallback={TAB_BAR}
      activeKey={list.state.view ?? undefined}
      onChange={list.model.setView}
      items={list.tabs.map(([key, def], i) => ({
        key,
        label: (
          <span data-testid={`tab-${key}`}>
            {t(props.labels?.[key] ?? def.title)}
            {counts ? <LazyBadge count={counts[key] ?? 0} showZero overflowCount={9999} color={i === 0 ? 'blue' : '#999'} style={{ marginInlineStart: 6 }} /> : null}
          </span>
        ),
      }))}
    />
  );
}
