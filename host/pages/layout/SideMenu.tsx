/**
 * The side menu: the system's tree (antd Menu, keyboard navigable), collapsible, opened per
 * menuExpandType, with the menu search on top (results show their parent path).
 */
import { useState, type ReactNode } from 'react';
import { Empty, Input, Menu, type MenuProps } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { getShell, useShell } from '../../store/browserShell';
import { t } from '../../i18n';
import { menuIcon } from './menuIcons';
import type { MenuNode } from '../../core/menu';

type Item = Required<MenuProps>['items'][number];

/** An entry that opens in a new window (a big screen for a wall display) says so before it is clicked. */
function entryLabel(node: MenuNode): ReactNode {
  if (node.openModeCode !== 'window') return node.name;
  return (
    <span className="uo-menu-window" title={t('menu.opensWindow')}>
      {node.name}
      <ExportOutlined className="uo-menu-window-mark" aria-label={t('menu.opensWindow')} role="img" />
    </span>
  );
}

function toItems(nodes: readonly MenuNode[], depth = 0): Item[] {
  return nodes.map((node) =>
    node.children.length
      ? { key: node.key, label: node.name, icon: depth === 0 ? menuIcon(node.icon) : undefined, children: toItems(node.children, depth + 1) }
      : { key: node.key, label: entryLabel(node), icon: depth === 0 ? menuIcon(node.icon) : undefined },
  );
}

function MenuSearch() {
  const results = useShell((s) => s.menuSearchRes);
  const currentSystem = useShell((s) => s.currentSystem);
  const [text, setText] = useState('');
  const shell = getShell();
  const open = async (key: string, uri: string, name: string, systemCode: string, mode: 'tab' | 'window') => {
    if (systemCode && systemCode !== currentSystem?.code) {
      await shell.selectSystem(systemCode);
    }
    const opened = await shell.openMenu(key, mode);
    if (!opened && uri) await shell.openAddress({ uri, title: name, mode });
    setText('');
    shell.searchMenu('');
  };
  return (
    <div className="uo-menu-search" role="search">
      <Input.Search
        allowClear
        value={text}
        placeholder={t('menu.search')}
        aria-label={t('menu.search')}
        onChange={(e) => {
          setText(e.target.value);
          shell.searchMenu(e.target.value);
        }}
      />
      {text.trim() && (
        <ul className="uo-menu-search-results" aria-label={t('quickJump.results')}>
          {results.length === 0 && (
            <li>
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('menu.searchEmpty')} />
            </li>
          )}
          {results.map((r) => (
            <li key={`${r.systemCode}:${r.key}`}>
              <button type="button" onClick={() => void open(r.key, r.uri, r.name, r.systemCode, r.openModeCode)}>
                <span className="uo-menu-search-name">{r.name}</span>
                <span className="uo-menu-search-path">{[r.systemName, ...r.parentNames].filter(Boolean).join(' / ')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function SideMenu() {
  const menu = useShell((s) => s.systemMenu);
  const openKeys = useShell((s) => s.openKeys);
  const collapsed = useShell((s) => s.collapsed);
  const activeKey = useShell((s) => s.tabs.activeKey);
  const shell = getShell();
  return (
    <nav className="uo-side" aria-label={t('menu.label')}>
      {!collapsed && <MenuSearch />}
      <Menu
        mode="inline"
        theme="dark"
        inlineCollapsed={collapsed}
        items={toItems(menu)}
        selectedKeys={activeKey ? [activeKey] : []}
        {...(collapsed ? {} : { openKeys })}
        onOpenChange={(keys) => shell.setOpenKeys(keys)}
        onClick={({ key }) => void shell.openMenu(key)}
      />
    </nav>
  );
}
