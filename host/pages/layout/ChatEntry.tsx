/**
 * The header's chat entry: the caller's unread messages and unread mentions over every chat channel
 * (server/http/routes/chat.ts `summary`), kept live by the chat stream (a one-use ticket, then
 * server-sent events: any message, read mark or channel change of the caller's channels asks for the
 * totals again), and opening 调度群聊 (modules/chat, `#/room`) in a tab. Hidden when the server does not
 * serve the chat (the summary call fails).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Badge, Button, Tooltip } from 'antd';
import { CommentOutlined } from '@ant-design/icons';
import { authHeaders } from '../../../kit/request/payload';
import { openEventStream } from '../../../kit/live/liveStream';
import { requestSession } from '../../core/moduleContext';
import { getShell } from '../../store/browserShell';
import { t } from '../../i18n';

const CHAT = '/cloud/chat';
const ROOM = '/modules/chat/#/room';

async function chatCall<T>(path: string, fields: Record<string, unknown> = {}): Promise<T> {
  const session = requestSession(getShell().moduleContext());
  const response = await fetch(`${CHAT}/${path}`, { method: 'POST', headers: { ...authHeaders(session), 'content-type': 'application/json' }, body: JSON.stringify(fields) });
  const body = (await response.json()) as { result: number; msg: string; data: T };
  if (body.result !== 0) throw new Error(body.msg);
  return body.data;
}

export function ChatEntry() {
  const [counts, setCounts] = useState<{ unread: number; mentions: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const load = useCallback(() => {
    if (timer.current) return;
    // Several events at once (a burst of messages) ask once.
    timer.current = setTimeout(() => {
      timer.current = null;
      chatCall<{ unread: number; mentions: number }>('summary').then(setCounts, () => undefined);
    }, 200);
  }, []);
  useEffect(() => {
    let stream: { close(): void } | null = null;
    let stopped = false;
    chatCall<{ unread: number; mentions: number }>('summary').then((c) => {
      setCounts(c);
      if (stopped) return;
      // Any message, read mark or channel change asks for the totals again; on (re)connection and `hello`
      // too (what committed before the stream began is in a summary asked now).
      stream = openEventStream({
        url: `${CHAT}/live/stream`,
        event: 'chat',
        ticket: async (after) => (await chatCall<{ ticket: string }>('live/ticket', after === null ? {} : { after })).ticket,
        onEvent: load,
        onOpen: load,
        onReset: load,
      });
    }, () => undefined);
    return () => {
      stopped = true;
      stream?.close();
      if (timer.current) clearTimeout(timer.current);
    };
  }, [load]);
  if (!counts) return null;
  const label = counts.mentions ? t('chat.entryMentions', { n: counts.unread, m: counts.mentions }) : t('chat.entry', { n: counts.unread });
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        className="uo-header-btn"
        aria-label={label}
        data-testid="chat-entry"
        data-unread={counts.unread}
        data-mentions={counts.mentions}
        onClick={() => void getShell().openAddress({ uri: ROOM, title: t('chat.title') })}
      >
        <Badge count={counts.mentions ? `@${counts.mentions}` : counts.unread} size="small" offset={[6, -2]} color={counts.mentions ? '#cf1322' : undefined}>
          <CommentOutlined style={{ color: 'inherit' }} />
        </Badge>
      </Button>
    </Tooltip>
  );
}
