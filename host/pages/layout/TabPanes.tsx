/**
 * The tabs' contents. Frames are rendered in the order tabs were first shown, never in tab-bar order:
 * moving an iframe in the DOM reloads it, and dragging a tab must not. An unloaded tab (beyond the
 * keep-alive cap) has no frame until it is shown again.
 */
import { useRef } from 'react';
import { useShell } from '../../store/browserShell';
import { ModuleFrame } from './ModuleFrame';

export function TabPanes() {
  const tabs = useShell((s) => s.tabs);
  const order = useRef<string[]>([]);
  const present = new Set(tabs.tabs.filter((tab) => tab.loaded).map((tab) => tab.key));
  order.current = order.current.filter((key) => present.has(key));
  for (const tab of tabs.tabs) if (tab.loaded && !order.current.includes(tab.key)) order.current.push(tab.key);
  return (
    <div className="uo-panes">
      {order.current.map((key) => {
        const tab = tabs.tabs.find((x) => x.key === key);
        return tab ? <ModuleFrame key={key} tab={tab} active={key === tabs.activeKey} /> : null;
      })}
    </div>
  );
}
