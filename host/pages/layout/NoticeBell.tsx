/**
 * The header bell: the unread count of the user's push records, the latest ones in a popover, mark
 * one read (click it) or all. New records reach an open shell by polling every `noticePollMs`
 * (app-config.json, default 30 s), at once when the page becomes visible again and when the popover
 * opens. Polling, not the live stream: kit/live's server-sent events carry device readings per
 * tenant through one-use tickets, while a notice is for one user and needs no second-level delay;
 * one indexed count a user every 30 s costs less than a held connection per open shell.
 */
import { useCallback, useEffect, useState } from 'react';
import { Badge, Button, List, Popover, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { getShell, useShell } from '../../store/browserShell';
import type { NoticePage } from '../../core/shellApi';
import { t } from '../../i18n';

const LATEST = 8;

export function NoticeBell() {
  const pollMs = useShell((s) => s.config.noticePollMs);
  const [page, setPage] = useState<NoticePage | null>(null);
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
  const unread = page?.unread ?? 0;
  const content = (
    <div style={{ width: 340 }} data-testid="notice-list">
      {page && page.records.length > 0 ? (
        <List
          size="small"
          dataSource={page.records}
          renderItem={(n) => (
            <List.Item
              key={n.id}
              style={{ cursor: n.read ? 'default' : 'pointer' }}
              onClick={() => !n.read && void read({ ids: [n.id] })}
              actions={n.read ? [] : [<Button key="r" type="link" size="small" onClick={(e) => { e.stopPropagation(); void read({ ids: [n.id] }); }}>{t('header.markRead')}</Button>]}
            >
              <List.Item.Meta
                title={<Typography.Text strong={!n.read}>{n.title}</Typography.Text>}
                description={<><div>{n.content}</div><small>{new Date(n.createdAt).toLocaleString()}</small></>}
              />
            </List.Item>
          )}
        />
      ) : (
        <span>{t('header.noNotice')}</span>
      )}
    </div>
  );
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <span>{unread ? t('header.unreadNotices', { n: unread }) : t('header.notice')}</span>
          <Button type="link" size="small" disabled={!unread} onClick={() => void read({ all: true })}>{t('header.markAllRead')}</Button>
        </div>
      }
      content={content}
      onOpenChange={(open) => open && void load()}
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
