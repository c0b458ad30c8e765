/**
 * Quick jump (Ctrl+K): fuzzy search over the system's menu and, through the server's menu search, the
 * user's other systems (as the side menu's search), with recently visited and subscribed pages; arrow keys move, Enter opens, the star subscribes.
 */
import { useMemo, useState, type KeyboardEvent } from 'react';
import { Input, Modal } from 'antd';
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { getShell, useShell } from '../../store/browserShell';
import { fuzzyMenu } from '../../core/menu';
import { t } from '../../i18n';

type Entry = { menuId: string; name: string; path: string; group: 'results' | 'recent' | 'subscribed'; systemCode?: string };

export function QuickJump({ open, onClose }: { open: boolean; onClose(): void }) {
  const pages = useShell((s) => s.systemPages);
  const prefs = useShell((s) => s.prefs);
  // Other systems' entries come from the server's menu search, as in the side menu's search.
  const searched = useShell((s) => s.menuSearchRes);
  const current = useShell((s) => s.currentSystem?.code ?? '');
  const [query, setQuery] = useState('');
  const [cursor, setCursor] = useState(0);
  const shell = getShell();

  const entries = useMemo<Entry[]>(() => {
    const known = new Map(pages.map((p) => [p.id, p]));
    const path = (id: string) => known.get(id)?.parentNames.join(' / ') ?? '';
    if (query.trim()) {
      const here: Entry[] = fuzzyMenu(pages, query).map((p) => ({ menuId: p.id, name: p.name, path: p.parentNames.join(' / '), group: 'results' }));
      const elsewhere: Entry[] = searched
        .filter((r) => r.systemCode && r.systemCode !== current)
        .map((r) => ({ menuId: r.key, name: r.name, path: [r.systemName, ...r.parentNames].filter(Boolean).join(' / '), group: 'results', systemCode: r.systemCode }));
      return [...here, ...elsewhere];
    }
    const inSystem = (r: { menuId: string }) => known.has(r.menuId);
    return [
      ...prefs.subscribed.filter(inSystem).map((r) => ({ ...r, path: path(r.menuId), group: 'subscribed' as const })),
      ...prefs.recent.filter(inSystem).map((r) => ({ ...r, path: path(r.menuId), group: 'recent' as const })),
    ];
  }, [pages, prefs, query, searched, current]);

  const go = (entry: Entry | undefined) => {
    if (!entry) return;
    onClose();
    setQuery('');
    shell.searchMenu('');
    const system = entry.systemCode && entry.systemCode !== current ? shell.selectSystem(entry.systemCode) : Promise.resolve();
    void system.then(() => shell.openMenu(entry.menuId));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') setCursor((c) => Math.min(entries.length - 1, c + 1));
    else if (event.key === 'ArrowUp') setCursor((c) => Math.max(0, c - 1));
    else if (event.key === 'Enter') go(entries[cursor]);
    else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'd' && entries[cursor]) {
      shell.toggleSubscribed({ menuId: entries[cursor].menuId, name: entries[cursor].name });
    } else return;
    event.preventDefault();
  };
  const subscribed = new Set(prefs.subscribed.map((p) => p.menuId));
  const groups: Entry['group'][] = ['results', 'subscribed', 'recent'];
  const labels = { results: t('quickJump.results'), subscribed: t('quickJump.subscribed'), recent: t('quickJump.recent') };

  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('quickJump.open')} destroyOnHidden className="uo-quickjump">
      <Input
        autoFocus
        value={query}
        role="combobox"
        aria-expanded
        aria-controls="uo-quickjump-list"
        aria-activedescendant={entries[cursor] ? `uo-qj-${cursor}` : undefined}
        placeholder={t('quickJump.placeholder')}
        aria-label={t('quickJump.placeholder')}
        onChange={(e) => {
          setQuery(e.target.value);
          setCursor(0);
          shell.searchMenu(e.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      <p className="uo-quickjump-hint">{t('quickJump.hint')}</p>
      <div id="uo-quickjump-list" role="listbox" aria-label={t('quickJump.open')} className="uo-quickjump-list">
        {groups.map((group) => {
          const inGroup = entries.map((e, i) => ({ e, i })).filter(({ e }) => e.group === group);
          if (!inGroup.length) return null;
          return (
            <div key={group} role="group" aria-label={labels[group]}>
              <div className="uo-quickjump-group" aria-hidden="true">
                {labels[group]}
              </div>
              {inGroup.map(({ e, i }) => (
                <div
                  key={`${group}:${e.systemCode ?? ''}:${e.menuId}`}
                  id={`uo-qj-${i}`}
                  role="option"
                  aria-selected={i === cursor}
                  className="uo-quickjump-item"
                  onMouseEnter={() => setCursor(i)}
                  onMouseDown={(ev) => ev.preventDefault()}
                  onClick={() => go(e)}
                >
                  <span className="uo-quickjump-name">{e.name}</span>
                  <span className="uo-quickjump-path">{e.path}</span>
                  {subscribed.has(e.menuId) && <span className="uo-visually-hidden">{t('quickJump.subscribed')}</span>}
                  {/* Mouse only: an option may not hold a button; the keyboard uses Ctrl+D. */}
                  <span
                    aria-hidden="true"
                    className="uo-quickjump-star"
                    data-testid={`subscribe-${e.menuId}`}
                    title={subscribed.has(e.menuId) ? t('quickJump.unsubscribe') : t('quickJump.subscribe')}
                    onMouseDown={(ev) => ev.preventDefault()}
                    onClick={(ev) => {
                      ev.stopPropagation();
                      shell.toggleSubscribed({ menuId: e.menuId, name: e.name });
                    }}
                  >
                    {subscribed.has(e.menuId) ? <StarFilled /> : <StarOutlined />}
                  </span>
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </Modal>
  );
}
