/**
 * The home page's notices: the user's latest push records (the header bell's, app subscribeManage),
 * unread ones marked; opening one shows its text and marks it read.
 */
import { Badge, Card, Empty, List, Space, Typography } from 'antd';
import { NotificationOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { useKit } from '../../kit/ui';

export const NOTICE_CALLS = { page: '/cloud/app/subscribeManage/loadPushRecordPage', read: '/cloud/app/subscribeManage/saveReaded' } as const;
const LATEST = 5;

type Notice = { id: string; title: string; content: string; createdAt: number; read: boolean };

export function Notices(props: { round: number }) {
  const { t, request, locale } = useKit();
  const [list, setList] = useState<Notice[] | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    request
      .load<{ records: Notice[] }>({ url: NOTICE_CALLS.page, data: { pageNo: 1, pageSize: LATEST }, notice: 'silent' })
      .then((a) => live && setList(a.records), () => live && setList([]));
    return () => {
      live = false;
    };
  }, [request, props.round]);

  const show = (n: Notice) => {
    setOpen(open === n.id ? null : n.id);
    if (n.read) return;
    setList((old) => old?.map((x) => (x.id === n.id ? { ...x, read: true } : x)) ?? old);
    void request.load({ url: NOTICE_CALLS.read, data: { ids: n.id }, notice: 'silent' }).catch(() => undefined);
  };
  const when = (ms: number) => new Date(ms).toLocaleString(locale, { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });

  return (
    <Card title={<Space><NotificationOutlined />{t('welcome.notices')}</Space>} size="small" data-testid="notices" loading={list === null}>
      <List
        size="small"
        dataSource={list ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('welcome.noNotices')} /> }}
        renderItem={(n) => (
          <List.Item data-notice-id={n.id} data-read={n.read ? 'true' : 'false'}>
            <div style={{ width: '100%' }}>
              <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                <Typography.Link onClick={() => show(n)} strong={!n.read} aria-expanded={open === n.id}>
                  {!n.read && <Badge status="processing" aria-label={t('welcome.unread')} />} {n.title}
                </Typography.Link>
                <Typography.Text type="secondary">{when(n.createdAt)}</Typography.Text>
              </div>
              {open === n.id && n.content && <Typography.Paragraph style={{ margin: '4px 0 0' }}>{n.content}</Typography.Paragraph>}
            </div>
          </List.Item>
        )}
      />
    </Card>
  );
}
