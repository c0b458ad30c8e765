/**
 * The tab bar: antd Tabs as the strip (the iframes live in TabPanes), with a context menu (refresh,
 * close, close others/left/right/all, pin), drag to reorder (@dnd-kit), middle click to close, and a
 * keyboard-reachable actions menu for the active tab.
 */
import { cloneElement, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactElement } from 'react';
import { Button, Dropdown, Tabs, type MenuProps } from 'antd';
import { MoreOutlined, PushpinFilled } from '@ant-design/icons';
import { DndContext, PointerSensor, closestCenter, useSensor, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, horizontalListSortingStrategy, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { getShell, useShell } from '../../store/browserShell';
import { t } from '../../i18n';
import type { CloseAction } from '../../core/tabModel';

type NodeProps = { 'data-node-key': string; children: ReactElement<{ style?: React.CSSProperties }> };

function DraggableTab({ children, ...props }: NodeProps) {
  const { listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: props['data-node-key'] });
  return cloneElement(children as ReactElement<Record<string, unknown>>, {
    ref: setNodeRef,
    style: { ...(children.props.style ?? {}), transform: CSS.Translate.toString(transform && { ...transform, scaleX: 1 }), transition, zIndex: isDragging ? 2 : undefined },
    ...listeners,
  });
}

function menuItems(key: string): MenuProps['items'] {
  const { tabs } = getShell().store.getState();
  const index = tabs.tabs.findIndex((tab) => tab.key === key);
  const tab = tabs.tabs[index];
  const unpinned = (keys: typeof tabs.tabs) => keys.some((x) => !x.pinned && x.key !== key);
  return [
    { key: 'refresh', label: t('tabs.refresh') },
    { key: 'close', label: t('tabs.close'), disabled: !!tab?.pinned },
    { key: 'others', label: t('tabs.closeOthers'), disabled: !unpinned(tabs.tabs) },
    { key: 'left', label: t('tabs.closeLeft'), disabled: !unpinned(tabs.tabs.slice(0, index)) },
    { key: 'right', label: t('tabs.closeRight'), disabled: !unpinned(tabs.tabs.slice(index + 1)) },
    { key: 'all', label: t('tabs.closeAll'), disabled: !tabs.tabs.some((x) => !x.pinned) },
    { type: 'divider' },
    { key: 'pin', label: tab?.pinned ? t('tabs.unpin') : t('tabs.pin') },
  ];
}

function runAction(key: string, action: string): void {
  const shell = getShell();
  if (action === 'refresh') shell.refresh(key);
  else if (action === 'pin') shell.pin(key);
  else void shell.close(key, action as CloseAction);
}

export function TabBar() {
  const tabs = useShell((s) => s.tabs);
  const [menu, setMenu] = useState<{ key: string; x: number; y: number } | null>(null);
  const sensor = useSensor(PointerSensor, { activationConstraint: { distance: 8 } });
  const shell = getShell();

  const nodeKey = (event: MouseEvent) => (event.target as HTMLElement).closest<HTMLElement>('[data-node-key]')?.dataset.nodeKey;
  const onContextMenu = (event: MouseEvent) => {
    const key = nodeKey(event);
    if (!key) return;
    event.preventDefault();
    const rect = (event.target as HTMLElement).getBoundingClientRect();
    setMenu({ key, x: event.clientX || rect.left, y: event.clientY || rect.bottom });
  };
  const onAuxClick = (event: MouseEvent) => {
    const key = nodeKey(event);
    if (event.button === 1 && key && !tabs.tabs.find((tab) => tab.key === key)?.pinned) {
      event.preventDefault();
      void shell.close(key);
    }
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) shell.reorder(String(active.id), String(over.id));
  };
  const activeKey = tabs.activeKey;
  const bar = useRef<HTMLDivElement>(null);

  // antd puts the close buttons and its overflow menu inside the tablist, which is not valid ARIA:
  // take them out of the accessibility tree; the keyboard closes a focused tab with Delete instead.
  useEffect(() => {
    bar.current?.querySelectorAll('.ant-tabs-tab-remove, .ant-tabs-nav-operations').forEach((node) => {
      node.setAttribute('aria-hidden', 'true');
      node.setAttribute('tabindex', '-1');
      node.querySelectorAll('button').forEach((button) => button.setAttribute('tabindex', '-1'));
    });
  });
  const onKeyDown = (event: KeyboardEvent) => {
    const key = (event.target as HTMLElement).closest<HTMLElement>('[data-node-key]')?.dataset.nodeKey;
    if (key && event.key === 'Delete' && !tabs.tabs.find((tab) => tab.key === key)?.pinned) {
      event.preventDefault();
      void shell.close(key);
    }
  };

  return (
    <div
      ref={bar}
      className="uo-tabbar"
      onContextMenu={onContextMenu}
      onAuxClick={onAuxClick}
      onKeyDown={onKeyDown}
      onMouseDown={(e) => e.button === 1 && e.preventDefault()}
    >
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        aria-label={t('tabs.label')}
        activeKey={activeKey ?? undefined}
        onChange={(key) => shell.show(key)}
        onEdit={(key, action) => action === 'remove' && typeof key === 'string' && void shell.close(key)}
        items={tabs.tabs.map((tab) => ({
          key: tab.key,
          closable: !tab.pinned,
          label: (
            <span className="uo-tab-label" data-pinned={tab.pinned || undefined}>
              {tab.pinned && <PushpinFilled aria-label={t('tabs.pin')} />}
              {tab.title}
            </span>
          ),
        }))}
        renderTabBar={(props, DefaultTabBar) => (
          <DndContext sensors={[sensor]} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
            <SortableContext items={tabs.tabs.map((tab) => tab.key)} strategy={horizontalListSortingStrategy}>
              <DefaultTabBar {...props}>
                {(node) => (
                  <DraggableTab {...(node.props as NodeProps)} key={node.key}>
                    {node as NodeProps['children']}
                  </DraggableTab>
                )}
              </DefaultTabBar>
            </SortableContext>
          </DndContext>
        )}
      />
      {activeKey && (
        <Dropdown trigger={['click']} menu={{ items: menuItems(activeKey), onClick: ({ key }) => runAction(activeKey, key) }}>
          <Button type="text" size="small" className="uo-tab-actions" icon={<MoreOutlined />} aria-label={t('tabs.actions')} />
        </Dropdown>
      )}
      {menu && (
        <Dropdown
          open
          onOpenChange={(open) => !open && setMenu(null)}
          menu={{
            items: menuItems(menu.key),
            onClick: ({ key }) => {
              runAction(menu.key, key);
              setMenu(null);
            },
          }}
        >
          <span className="uo-tab-menu-anchor" style={{ left: menu.x, top: menu.y }} />
        </Dropdown>
      )}
    </div>
  );
}
