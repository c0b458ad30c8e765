/**
 * The header bell: the unread count of the user's push records, the latest ones in a popover grouped
 * by the business they belong to (the pushing module: 指挥调度, 调度群聊 …; records without one under
 * 系统), mark one read (click it) or all. A record with a link opens its page in a tab in one click —
 * an alarm's link is "派单": 指挥调度's work orders with the create form filled in from the alarm
 * (`/modules/ddzh/#/orders?alarm=<id>`) — and is marked read. A record held for quiet hours is not
 * listed before its time (the server leaves it out). New records reach an open shell by polling every
 * `noticePollMs` (app-config.json, default 30 s), at once when the page becomes visible again and when
 * the popover opens. Polling, not the live stream: kit/live's server-sent events carry device readings
 * per tenant through one-use tickets, while a notice is for one user and needs no second-level delay;
 * one indexed count a user every 30 s costs less than a held connection per open shell.
 */
import { useCallback, useEffect, useState } from 'react';
import { Badge, Button, List, Popover, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { getShell, useShell } from '../../store/browserShell';
import type { NoticeItem as BellItem, NoticeLink, NoticePage } from '../../core/shellApi';
import { t } from '../../i18n';

const LATEST = 20;


const BUSINESS = { system: 'bell.business.system', ddzh: 'bell.business.ddzh', chat: 'bell.business.chat' } as const;
const CATEGORY = { alarm: 'bell.category.alarm', workOrder: 'bell.category.workOrder', approval: 'bell.category.approval', system: 'bell.category.system' } as const;

/** The group a record is listed under: its business's name (known ones), else its category's. */
function groupOf(n: BellItem): { key: string; title: string } {
  const b = n.business ?? 'system';
  if (b in BUSINESS) return { key: b, title: t(BUSINESS[b as keyof typeof BUSINESS]) };
  return { key: b, title: n.category in CATEGORY ? t(CATEGORY[n.category as keyof typeof CATEGORY]) : t('bell.business.other') };
}

/** The address of a record's link: the module's page at its hash route with the query. */
export function linkAddress(link: NoticeLink): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9_-]/g, '');
  const query = new URLSearchParams(link.query ?? {}).toString();
  return `/modules/${safe(link.module)}/#/${link.path.split('/').map(safe).join('/')}${query ? `?${query}` : ''}`;
}

export function NoticeBell() {
  const pollMs = useShell((s) => s.config.noticePollMs);
  const [page, setPage] = useState<NoticePage | null>(null);
  const [open, setOpen] = useState(false);
  const load = useCallback(async () => {
    const reply = await getShell().api.notices(LATEST).catch(() => null);
    if (reply && Number(reply.result) === 0 && reply.data) setPage(reply.data);
  }, []);
  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), Math.max(pollMs || 30000, 1000));
    const visible = () => document.visibilityState === 'visible' && void load();
    document.addEventListener('visibilitychange', visible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', visible);
    };
  }, [load, pollMs]);
  const read = async (which: { ids: string[] } | { all: true }) => {
    await getShell().api.readNotices(which).catch(() => null);
    await load();
  };
  const follow = (n: BellItem) => {
    if (!n.link) return;
    setOpen(false);
    void getShell().openAddress({ uri: linkAddress(n.link), title: n.link.title ? `${n.link.title}：${n.title}` : n.title });
    if (!n.read) void read({ ids: [n.id] });
  };
  const unread = page?.unread ?? 0;
  const records = page?.records ?? [];
  const groups: { key: string; title: string; items: BellItem[] }[] = [];
  for (const n of records) {
    const g = groupOf(n);
    const found = groups.find((x) => x.key === g.key);
    if (found) found.items.push(n);
    else groups.push({ ...g, items: [n] });
  }
  const content = (
    <div style={{ width: 380, maxHeight: 480, overflowY: 'auto' }} data-testid="notice-list">
      {groups.length > 0 ? (
        groups.map((g) => (
          <div key={g.key} data-testid={`notice-group-${g.key}`}>
            <Typography.Text type="secondary" strong style={{ display: 'block', padding: '6px 0 2px' }}>
              {g.title} ({g.items.length})
            </Typography.Text>
            <List
              size="small"
              dataSource={g.items}
              renderItem={(n) => (
                <List.Item
                  key={n.id}
                  data-testid="notice-item"
                  style={{ cursor: n.read ? 'default' : 'pointer' }}
                  onClick={() => !n.read && void read({ ids: [n.id] })}
                  actions={[
                    ...(n.link
                      ? [<Button key="go" type="primary" size="small" data-testid="notice-link" onClick={(e) => { e.stopPropagation(); follow(n); }}>
                          {n.category === 'alarm' && n.link.module === 'ddzh' ? t('bell.createOrder') : n.link.title || t('bell.open')}
                        </Button>]
                      : []),
                    ...(n.read ? [] : [<Button key="r" type="link" size="small" onClick={(e) => { e.stopPropagation(); void read({ ids: [n.id] }); }}>{t('header.markRead')}</Button>]),
                  ]}
                >
                  <List.Item.Meta
                    title={<Typography.Text strong={!n.read}>{n.title}</Typography.Text>}
                    description={<><div>{n.content}</div><small>{new Date(n.createdAt).toLocaleString()}</small></>}
                  />
                </List.Item>
              )}
            />
          </div>
        ))
      ) : (
        <span>{t('header.noNotice')}</span>
      )}
    </div>
  );
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      title={
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <span>{unread ? t('header.unreadNotices', { n: unread }) : t('header.notice')}</span>
          <Button type="link" size="small" disabled={!unread} onClick={() => void read({ all: true })}>{t('header.markAllRead')}</Button>
        </div>
      }
      content={content}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) void load();
      }}
    >
      <Button
        type="text"
        className="uo-header-btn"
        aria-label={unread ? `${t('header.notice')}: ${t('header.unreadNotices', { n: unread })}` : t('header.notice')}
        data-testid="notice-bell"
        icon={<Badge count={unread} size="small" overflowCount={99}><BellOutlined /></Badge>}
      />
    </Popover>
  );
}
