/** The tabs of a list over views of one resource, each with its title and, when counted, its rows. */
import type { CSSProperties } from 'react';
import type { ResourceList } from './useResourceList';
import { useKit } from './KitProvider';
import { LazyBadge, ListTabsAfterData } from './lazyAntd';

/**
 * The tab bar until the tabs' code is there (it comes after the first rows, firstData.ts): the same
 * labels in the same place, the active one marked, so nothing moves or flashes when the tabs arrive.
 */
const BAR: CSSProperties = { display: 'flex', gap: 32, height: 46, marginBottom: 16, borderBottom: '1px solid rgba(5, 5, 5, 0.06)', alignItems: 'stretch' };
const TAB: CSSProperties = { display: 'flex', alignItems: 'center', fontSize: 14, color: 'inherit' };
const ACTIVE: CSSProperties = { ...TAB, color: 'var(--ant-color-primary, #1677ff)', boxShadow: 'inset 0 -2px 0 var(--ant-color-primary, #1677ff)' };

function StaticTabBar(props: { labels: [string, string][]; active: string | null }) {
  return (
    <div role="tablist" aria-busy="true" style={BAR}>
      {props.labels.map(([key, label]) => (
        <span key={key} role="tab" aria-selected={key === props.active} style={key === props.active ? ACTIVE : TAB}>
          {label}
        </span>
      ))}
    </div>
  );
}

export function ListTabs(props: { list: ResourceList; labels?: Record<string, string> }) {
  const { t } = useKit();
  const { list } = props;
  if (!list.tabs.length) return null;
  const counts = list.state.counts;
  const labels = list.tabs.map(([key, def]): [string, string] => [key, t(props.labels?.[key] ?? def.title)]);
  return (
    <ListTabsAfterData
      fallback={<StaticTabBar labels={labels} active={list.state.view ?? list.tabs[0]?.[0] ?? null} />}
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
