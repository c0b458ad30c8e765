/**
 * 调度群聊: the channels on the left (unread and @me counts), the open channel's messages on the
 * right with a "new messages" line above the first unread one, jumps to it and to each mention, mark
 * unread from a message, mark all read; a composer with @member/@role/@所有人, images and files
 * uploaded with progress and retry, and a linked object (work order, alarm, vehicle, case) shown as a
 * card; a search drawer (words, sender, dates, linked object). Live through the chat stream; after
 * each reconnect the open channel asks for what came after its last number.
 * `#/room?link=workOrder:12` opens (creating when missing) that object's channel.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Badge, Button, Card, DatePicker, Drawer, Empty, Form, Image, Input, List, Mentions, Modal, Popover, Progress, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { authHeaders } from '../../../kit/request/payload';
import { fileUrl, useFunctions, useScreenCalls } from '../../../kit/ui';
import {
  CHAT_CALLS,
  CHAT_FUNCTIONS,
  LINK_KINDS,
  openChatStream,
  uploadWithProgress,
  type ChatChannel,
  type ChatEvent,
  type ChatFile,
  type ChatLink,
  type ChatMessage,
  type Listing,
  type StreamState,
} from '../api';

type Upload = { key: number; file: File; percent: number; error: string | null; done: ChatFile | null; abort?: () => void };
type Members = { members: { id: string; name: string }[]; roles: { id: string; name: string }[] };

/** The `link=<kind>:<id>` of the page's address (hash query or search). */
function linkOfAddress(): string | null {
  const hashQuery = window.location.hash.split('?')[1] ?? '';
  return new URLSearchParams(hashQuery).get('link') ?? new URLSearchParams(window.location.search).get('link');
}

/** Text with its @mentions marked. */
function MessageText(props: { text: string }) {
  const parts = props.text.split(/(@[^\s@,，。:：;；!！?？]{1,32})/g);
  return <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{parts.map((p, i) => (p.startsWith('@') ? <Typography.Text key={i} style={{ color: '#1456c9' }}>{p}</Typography.Text> : p))}</span>;
}

export function ChatRoom() {
  const { kit, t, call } = useScreenCalls();
  const can = useFunctions(CHAT_FUNCTIONS);
  const [channels, setChannels] = useState<ChatChannel[] | null>(null);
  const [current, setCurrent] = useState<string | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [more, setMore] = useState(false);
  /** The read mark when the channel was opened: the "new messages" line goes above readSeq + 1. */
  const [lineAfter, setLineAfter] = useState<number | null>(null);
  const [members, setMembers] = useState<Members>({ members: [], roles: [] });
  const [draft, setDraft] = useState('');
  const [link, setLink] = useState<ChatLink | null>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [sending, setSending] = useState(false);
  const [live, setLive] = useState<StreamState>('connecting');
  const [searchOpen, setSearchOpen] = useState(false);
  const [creating, setCreating] = useState<{ id?: string; kind: 'team' | 'area'; title: string; memberIds: string[] } | null>(null);
  const [mentionAt, setMentionAt] = useState(0);
  const paneRef = useRef<HTMLDivElement>(null);
  const currentRef = useRef<string | null>(null);
  const lastSeqRef = useRef(0);
  /** After "mark unread" the open channel is not marked read again until it is reopened. */
  const holdRead = useRef(false);
  const uploadKey = useRef(0);
  currentRef.current = current;
  lastSeqRef.current = messages.length ? messages[messages.length - 1]!.seq : 0;

  const loadChannels = useCallback(async () => {
    const data = await call<{ channels: ChatChannel[] }>(CHAT_CALLS.channels, {}, 'silent').catch(() => null);
    if (data) setChannels(data.channels);
    return data?.channels ?? null;
  }, [call]);

  const markRead = useCallback(
    async (channelId: string) => {
      if (holdRead.current || document.visibilityState !== 'visible') return;
      await call(CHAT_CALLS.markRead, { channelId }, 'silent').catch(() => null);
    },
    [call],
  );

  /** Appends messages after the last one shown (the live event's, or what a reconnect missed), in order, once each. */
  const fetchAfter = useCallback(
    async (channelId: string) => {
      const data = await call<Listing>(CHAT_CALLS.messages, { channelId, after: lastSeqRef.current, limit: 500 }, 'silent').catch(() => null);
      if (!data || currentRef.current !== channelId) return;
      setMessages((list) => {
        const last = list.length ? list[list.length - 1]!.seq : 0;
        return [...list, ...data.records.filter((m) => m.seq > last)];
      });
    },
    [call],
  );

  const openChannel = useCallback(
    async (channelId: string, focusSeq?: number) => {
      const list = channels ?? (await loadChannels()) ?? [];
      const channel = list.find((c) => c.id === channelId);
      holdRead.current = false;
      setCurrent(channelId);
      setLink(null);
      const readSeq = channel?.readSeq ?? 0;
      const from = focusSeq !== undefined ? Math.max(0, focusSeq - 20) : channel && channel.lastSeq - readSeq <= 400 ? Math.max(0, readSeq - 30) : null;
      const data = await call<Listing>(CHAT_CALLS.messages, from === null ? { channelId, limit: 200 } : { channelId, after: from, limit: 500 }).catch(() => null);
      if (!data) return;
      setMessages(data.records);
      setMore((data.records[0]?.seq ?? 1) > 1);
      setLineAfter(data.lastSeq > data.readSeq ? data.readSeq : null);
      setMentionAt(0);
      void call<Members>(CHAT_CALLS.members, { channelId }, 'silent').then(setMembers, () => undefined);
      requestAnimationFrame(() => {
        const target = focusSeq ?? (data.lastSeq > data.readSeq ? data.readSeq + 1 : null);
        const el = target !== null ? paneRef.current?.querySelector(`[data-seq="${target}"]`) : null;
        if (el) el.scrollIntoView({ block: 'center' });
        else paneRef.current?.scrollTo({ top: paneRef.current.scrollHeight });
      });
      await markRead(channelId);
      await loadChannels();
    },
    [call, channels, loadChannels, markRead],
  );

  // First load; the address's link opens (or creates) that object's channel.
  useEffect(() => {
    void (async () => {
      const list = (await loadChannels()) ?? [];
      const wanted = linkOfAddress();
      if (wanted) {
        const [kind, ref] = [wanted.slice(0, wanted.indexOf(':')), wanted.slice(wanted.indexOf(':') + 1)];
        const found = list.find((c) => c.kind === kind && c.ref === ref);
        if (found) return openChannel(found.id);
        const opened = await call<ChatChannel>(CHAT_CALLS.open, { link: wanted }).catch(() => null);
        if (opened) {
          await loadChannels();
          return openChannel(opened.id);
        }
      }
      const first = list.find((c) => c.unread > 0) ?? list[0];
      if (first) await openChannel(first.id);
    })();
    // once, at start
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Live: messages of the open channel are appended; any event refreshes the counts.
  const onEvent = useRef<(e: ChatEvent) => void>(() => undefined);
  onEvent.current = (e: ChatEvent) => {
    if (e.type === 'message' && e.channelId === currentRef.current) {
      if (e.message.seq === lastSeqRef.current + 1) setMessages((list) => (list.some((m) => m.seq === e.message.seq) ? list : [...list, e.message]));
      else if (e.message.seq > lastSeqRef.current) void fetchAfter(e.channelId);
      const pane = paneRef.current;
      const atBottom = pane ? pane.scrollHeight - pane.scrollTop - pane.clientHeight < 80 : true;
      requestAnimationFrame(() => atBottom && pane?.scrollTo({ top: pane.scrollHeight }));
      void markRead(e.channelId).then(() => loadChannels());
      return;
    }
    void loadChannels();
  };
  useEffect(() => {
    const stream = openChatStream({
      ticket: (after) => call<{ ticket: string }>(CHAT_CALLS.ticket, after === null ? {} : { after }, 'silent').then((d) => d.ticket),
      onEvent: (e) => onEvent.current(e),
      onOpen: () => {
        // After a reconnect (another instance, a flaky network): what came after the last number shown.
        if (currentRef.current) void fetchAfter(currentRef.current);
        void loadChannels();
      },
      onReset: () => {
        if (currentRef.current) void fetchAfter(currentRef.current);
        void loadChannels();
      },
      onState: setLive,
    });
    return () => stream.close();
  }, [call, fetchAfter, loadChannels]);

  const channel = channels?.find((c) => c.id === current) ?? null;
  const mentionSeqs = useMemo(() => messages.filter((m) => m.mentionsMe && (lineAfter === null || m.seq > lineAfter)).map((m) => m.seq), [messages, lineAfter]);

  const scrollTo = (seq: number) => {
    const el = paneRef.current?.querySelector(`[data-seq="${seq}"]`);
    el?.scrollIntoView({ block: 'center' });
    if (el instanceof HTMLElement) {
      el.style.background = '#fff7e6';
      setTimeout(() => (el.style.background = ''), 1500);
    }
  };

  const older = async () => {
    if (!current || !messages.length) return;
    const data = await call<Listing>(CHAT_CALLS.messages, { channelId: current, before: messages[0]!.seq, limit: 100 }).catch(() => null);
    if (!data) return;
    setMessages((list) => [...data.records, ...list]);
    setMore((data.records[0]?.seq ?? 1) > 1);
  };

  const markUnread = async (seq: number) => {
    if (!current) return;
    holdRead.current = true;
    await call(CHAT_CALLS.markUnread, { channelId: current, seq });
    setLineAfter(seq - 1);
    await loadChannels();
  };

  const markAll = async () => {
    await call(CHAT_CALLS.markRead, { all: true });
    setLineAfter(null);
    await loadChannels();
  };

  // Uploads: each file on its own, with progress; a failed one keeps its file for a retry.
  const startUpload = (u: Upload) => {
    const job = uploadWithProgress(u.file, authHeaders(kit.session()), (percent) => setUploads((list) => list.map((x) => (x.key === u.key ? { ...x, percent } : x))));
    setUploads((list) => list.map((x) => (x.key === u.key ? { ...x, error: null, percent: 0, abort: job.abort } : x)));
    job.promise.then(
      (done) => setUploads((list) => list.map((x) => (x.key === u.key ? { ...x, done, percent: 100 } : x))),
      (error: Error) => setUploads((list) => list.map((x) => (x.key === u.key ? { ...x, error: error.message } : x))),
    );
  };
  const addFiles = (files: FileList | null) => {
    if (!files) return;
    const added = [...files].map((file) => ({ key: ++uploadKey.current, file, percent: 0, error: null, done: null }));
    setUploads((list) => [...list, ...added]);
    for (const u of added) startUpload(u);
  };

  const send = async () => {
    if (!current || sending) return;
    const ready = uploads.filter((u) => u.done).map((u) => u.done!.id);
    if (!draft.trim() && !ready.length) return;
    setSending(true);
    try {
      const posted = await call<ChatMessage>(CHAT_CALLS.post, {
        channelId: current,
        text: draft,
        ...(ready.length ? { fileIds: ready.join(',') } : {}),
        ...(link ? { linkKind: link.kind, linkId: link.id, linkTitle: link.title } : {}),
      });
      setDraft('');
      setLink(null);
      setUploads((list) => list.filter((u) => !u.done));
      setMessages((list) => (list.some((m) => m.seq === posted.seq) ? list : posted.seq === lastSeqRef.current + 1 ? [...list, posted] : list));
      if (posted.seq > lastSeqRef.current + 1) void fetchAfter(current);
      setLineAfter(null);
      requestAnimationFrame(() => paneRef.current?.scrollTo({ top: paneRef.current.scrollHeight }));
      void loadChannels();
    } catch {
      // the call showed the server's message; the draft stays
    } finally {
      setSending(false);
    }
  };

  const mentionOptions = useMemo(
    () => [
      { value: '所有人', label: `@所有人 (${t('chat.everyone')})` },
      ...members.members.filter((m) => m.id !== kit.userId).map((m) => ({ value: m.name, label: m.name })),
      ...members.roles.map((r) => ({ value: r.name, label: `${r.name}（${t('chat.role')}）` })),
    ],
    [members, kit.userId, t],
  );

  const kindTag = (kind: string) => <Tag color={kind === 'team' ? 'blue' : kind === 'area' ? 'green' : kind === 'direct' ? 'purple' : 'orange'}>{t(`chat.kind.${kind}`)}</Tag>;

  /** Opens the channel of a linked object (creating it when the caller may post). */
  const openLinked = async (l: ChatLink) => {
    const found = (channels ?? []).find((c) => c.kind === l.kind && c.ref === l.id);
    if (found) return openChannel(found.id);
    const opened = await call<ChatChannel>(CHAT_CALLS.open, { link: `${l.kind}:${l.id}`, title: l.title }).catch(() => null);
    if (opened) await loadChannels().then(() => openChannel(opened.id));
  };

  const linkCard = (l: ChatLink, open = true) => (
    <Card size="small" style={{ marginTop: 6, maxWidth: 420 }} data-testid="chat-link-card" styles={{ body: { padding: 8 } }}>
      <Space>
        {kindTag(l.kind)}
        <Typography.Text strong translate="no">{l.title}</Typography.Text>
        <Typography.Text type="secondary">#{l.id}</Typography.Text>
        {open && (can.post || (channels ?? []).some((c) => c.kind === l.kind && c.ref === l.id)) && (
          <Button size="small" type="link" onClick={() => void openLinked(l)}>{t('chat.openChannel')}</Button>
        )}
      </Space>
    </Card>
  );

  const files = (list: ChatFile[]) =>
    list.map((f) =>
      f.type.startsWith('image/') ? (
        <Image key={f.id} src={fileUrl(kit.request, kit.session(), f.id)} alt={f.name} width={160} style={{ marginTop: 6, borderRadius: 4 }} />
      ) : (
        <div key={f.id} style={{ marginTop: 6 }}>
          <a href={fileUrl(kit.request, kit.session(), f.id)} target="_blank" rel="noreferrer">📎 {f.name}</a> <Typography.Text type="secondary">{Math.ceil(f.size / 1024)} KB</Typography.Text>
        </div>
      ),
    );

  const uploading = uploads.some((u) => !u.done && !u.error);

  return (
    <div style={{ display: 'flex', height: 'calc(100vh - 32px)', gap: 12, padding: 12, boxSizing: 'border-box' }}>
      <div style={{ width: 280, display: 'flex', flexDirection: 'column', border: '1px solid #f0f0f0', borderRadius: 6 }}>
        <Space style={{ padding: 8, borderBottom: '1px solid #f0f0f0' }} wrap>
          <Typography.Text strong>{t('chat.channels')}</Typography.Text>
          <Tooltip title={t('chat.help')}>
            <Badge status={live === 'open' ? 'success' : 'warning'} text={<Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="chat-live">{t(live === 'open' ? 'chat.live.open' : 'chat.live.reconnecting')}</Typography.Text>} />
          </Tooltip>
          <Button size="small" onClick={() => void markAll()} data-testid="chat-mark-all">{t('chat.markAllRead')}</Button>
          <Button size="small" onClick={() => setSearchOpen(true)}>{t('chat.search')}</Button>
          {can.post && <DirectButton onOpen={(id) => void loadChannels().then(() => openChannel(id))} />}
          {can.manage && <Button size="small" onClick={() => setCreating({ kind: 'team', title: '', memberIds: [] })}>{t('chat.newChannel')}</Button>}
        </Space>
        <div style={{ overflow: 'auto', flex: 1 }} data-testid="chat-channels">
          {channels && !channels.length && <Empty description={t('chat.noChannels')} />}
          {channels?.map((c) => (
            <div
              key={c.id}
              role="button"
              tabIndex={0}
              data-testid="chat-channel"
              data-title={c.title}
              onClick={() => void openChannel(c.id)}
              onKeyDown={(e) => e.key === 'Enter' && void openChannel(c.id)}
              style={{ padding: '8px 10px', cursor: 'pointer', background: c.id === current ? '#e6f0ff' : undefined, borderBottom: '1px solid #fafafa' }}
            >
              <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 6 }}>
                <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {kindTag(c.kind)}
                  <Typography.Text strong={c.unread > 0} translate="no">{c.title}</Typography.Text>
                </span>
                <span>
                  {c.mentions > 0 && <Tag color="red" data-testid="chat-channel-mentions">@{c.mentions}</Tag>}
                  {c.unread > 0 && <Badge count={c.unread} data-testid="chat-channel-unread" />}
                </span>
              </div>
              <Typography.Text type="secondary" ellipsis style={{ fontSize: 12, display: 'block' }} translate="no">{c.lastText ?? ''}</Typography.Text>
            </div>
          ))}
        </div>
      </div>
      <div style={{ flex: 1, display: 'flex', flexDirection: 'column', border: '1px solid #f0f0f0', borderRadius: 6, minWidth: 0 }}>
        {!channel ? (
          <Empty style={{ marginTop: 80 }} description={t('chat.noChannel')} />
        ) : (
          <>
            <Space style={{ padding: 8, borderBottom: '1px solid #f0f0f0' }} wrap>
              {kindTag(channel.kind)}
              <Typography.Text strong data-testid="chat-title" translate="no">{channel.title}</Typography.Text>
              <Typography.Text type="secondary">{t('chat.membersN', { n: members.members.length })}</Typography.Text>
              {can.manage && (channel.kind === 'team' || channel.kind === 'area') && (
                <Button size="small" data-testid="chat-edit-members" onClick={() => setCreating({ id: channel.id, kind: channel.kind as 'team' | 'area', title: channel.title, memberIds: members.members.map((x) => x.id) })}>
                  {t('chat.editMembers')}
                </Button>
              )}
              {lineAfter !== null && <Button size="small" onClick={() => scrollTo(lineAfter + 1)} data-testid="chat-first-unread">{t('chat.firstUnread')}</Button>}
              {mentionSeqs.length > 0 && (
                <Button size="small" danger data-testid="chat-next-mention" onClick={() => { scrollTo(mentionSeqs[mentionAt % mentionSeqs.length]!); setMentionAt((n) => n + 1); }}>
                  {t('chat.nextMention', { n: mentionSeqs.length })}
                </Button>
              )}
            </Space>
            <div ref={paneRef} style={{ flex: 1, overflow: 'auto', padding: '8px 12px' }} data-testid="chat-messages">
              {more && <Button type="link" size="small" onClick={() => void older()}>{t('chat.older')}</Button>}
              {messages.map((m) => (
                <div key={m.seq}>
                  {lineAfter !== null && m.seq === lineAfter + 1 && (
                    <div data-testid="chat-new-line" style={{ display: 'flex', alignItems: 'center', gap: 8, color: '#cf1322', fontSize: 12, margin: '8px 0' }}>
                      <div style={{ flex: 1, borderTop: '1px solid #ffa39e' }} />
                      {t('chat.newMessages')}
                      <div style={{ flex: 1, borderTop: '1px solid #ffa39e' }} />
                    </div>
                  )}
                  <div data-seq={m.seq} data-testid="chat-message" className="chat-message" style={{ padding: '6px 4px', borderRadius: 4, borderLeft: m.mentionsMe ? '3px solid #cf1322' : '3px solid transparent' }}>
                    <Space size={8}>
                      <Typography.Text strong translate="no">{m.senderName}</Typography.Text>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{new Date(m.createdAt).toLocaleString(kit.locale)}</Typography.Text>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>#{m.seq}</Typography.Text>
                      <Button type="link" size="small" style={{ fontSize: 12, padding: 0 }} onClick={() => void markUnread(m.seq)}>{t('chat.markUnread')}</Button>
                    </Space>
                    <div translate="no"><MessageText text={m.text} /></div>
                    {m.link && linkCard(m.link)}
                    <div translate="no">{files(m.files)}</div>
                  </div>
                </div>
              ))}
            </div>
            {can.post ? (
              <div style={{ borderTop: '1px solid #f0f0f0', padding: 8 }}>
                {uploads.length > 0 && (
                  <List
                    size="small"
                    dataSource={uploads}
                    renderItem={(u) => (
                      <List.Item data-testid="chat-upload" actions={[
                        ...(u.error ? [<Button key="r" size="small" onClick={() => startUpload(u)}>{t('chat.retry')}</Button>] : []),
                        <Button key="x" size="small" type="link" onClick={() => { u.abort?.(); setUploads((list) => list.filter((x) => x.key !== u.key)); }}>{t('chat.remove')}</Button>,
                      ]}>
                        <div style={{ width: '100%' }}>
                          <Typography.Text>{u.file.name}</Typography.Text>
                          {u.error ? <Typography.Text type="danger" style={{ marginLeft: 8 }}>{t('chat.uploadFailed', { msg: u.error })}</Typography.Text> : <Progress percent={u.percent} size="small" status={u.done ? 'success' : 'active'} />}
                        </div>
                      </List.Item>
                    )}
                  />
                )}
                {link && (
                  <Space style={{ marginBottom: 6 }}>
                    {linkCard(link, false)}
                    <Button size="small" type="link" onClick={() => setLink(null)}>{t('chat.linkClear')}</Button>
                  </Space>
                )}
                <Mentions
                  data-testid="chat-input"
                  rows={3}
                  value={draft}
                  onChange={setDraft}
                  placeholder={t('chat.placeholder')}
                  options={mentionOptions}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                      e.preventDefault();
                      void send();
                    }
                  }}
                />
                <Space style={{ marginTop: 6 }}>
                  <Button onClick={() => document.getElementById('chat-file')?.click()}>{t('chat.attach')}</Button>
                  <input id="chat-file" data-testid="chat-file" type="file" multiple hidden onChange={(e) => { addFiles(e.target.files); e.target.value = ''; }} />
                  <LinkButton onPick={setLink} />
                  <Button type="primary" loading={sending} disabled={uploading} onClick={() => void send()} data-testid="chat-send">{t('chat.send')}</Button>
                </Space>
              </div>
            ) : (
              <Typography.Text type="secondary" style={{ padding: 8 }}>{t('chat.readOnly')}</Typography.Text>
            )}
          </>
        )}
      </div>
      <SearchDrawer open={searchOpen} onClose={() => setSearchOpen(false)} onPick={(channelId, seq) => { setSearchOpen(false); void openChannel(channelId, seq); }} />
      {creating && <NewChannel initial={creating} onClose={() => setCreating(null)} onSaved={(id) => { setCreating(null); void loadChannels().then(() => openChannel(id)); }} />}
    </div>
  );
}

function LinkButton(props: { onPick: (link: ChatLink) => void }) {
  const { t } = useScreenCalls();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ kind: ChatLink['kind']; id: string; title?: string }>();
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      content={
        <Form form={form} layout="vertical" style={{ width: 260 }} initialValues={{ kind: 'workOrder' }} onFinish={(v) => { props.onPick({ kind: v.kind, id: v.id, title: v.title || `${t(`chat.kind.${v.kind}`)} ${v.id}` }); setOpen(false); form.resetFields(); }}>
          <Form.Item name="kind" label={t('chat.linkKind')}><Select options={LINK_KINDS.map((k) => ({ value: k, label: t(`chat.kind.${k}`) }))} /></Form.Item>
          <Form.Item name="id" label={t('chat.linkId')} rules={[{ required: true, pattern: /^[\w.-]{1,64}$/ }]}><Input /></Form.Item>
          <Form.Item name="title" label={t('chat.linkTitle')}><Input maxLength={100} /></Form.Item>
          <Button type="primary" htmlType="submit" size="small">{t('chat.link')}</Button>
        </Form>
      }
    >
      <Button>{t('chat.link')}</Button>
    </Popover>
  );
}

function DirectButton(props: { onOpen: (channelId: string) => void }) {
  const { t, call, kit } = useScreenCalls();
  const [users, setUsers] = useState<{ id: string; name: string }[] | null>(null);
  return (
    <Select
      size="small"
      style={{ width: 110 }}
      placeholder={t('chat.direct')}
      showSearch={{ optionFilterProp: 'label' }}
      onOpenChange={(open) => open && !users && void call<{ id: string; name: string }[]>(CHAT_CALLS.users, {}, 'silent').then(setUsers, () => undefined)}
      options={(users ?? []).filter((u) => u.id !== kit.userId).map((u) => ({ value: u.id, label: u.name }))}
      value={null}
      onChange={(userId: string) => void call<ChatChannel>(CHAT_CALLS.direct, { userId }).then((c) => props.onOpen(c.id), () => undefined)}
    />
  );
}

function SearchDrawer(props: { open: boolean; onClose: () => void; onPick: (channelId: string, seq: number) => void }) {
  const { t, call } = useScreenCalls();
  const [users, setUsers] = useState<{ id: string; name: string }[]>([]);
  const [result, setResult] = useState<{ records: (ChatMessage & { channelTitle: string })[]; total: number } | null>(null);
  useEffect(() => {
    if (props.open && !users.length) void call<{ id: string; name: string }[]>(CHAT_CALLS.users, {}, 'silent').then(setUsers, () => undefined);
  }, [props.open, users.length, call]);
  const search = async (v: { words?: string; senderId?: string; dates?: [{ valueOf(): number }, { valueOf(): number }] | null; linkKind?: string; linkId?: string }) => {
    const data = await call<{ records: (ChatMessage & { channelTitle: string })[]; total: number }>(CHAT_CALLS.search, {
      words: v.words ?? '',
      senderId: v.senderId ?? '',
      ...(v.dates ? { from: v.dates[0].valueOf(), to: v.dates[1].valueOf() + 86_400_000 } : {}),
      linkKind: v.linkKind ?? '',
      linkId: v.linkId ?? '',
      pageNo: 1,
      pageSize: 50,
    }).catch(() => null);
    setResult(data);
  };
  return (
    <Drawer open={props.open} onClose={props.onClose} title={t('chat.search')} size={420} destroyOnHidden>
      <Form layout="vertical" onFinish={(v) => void search(v as never)}>
        <Form.Item name="words" label={t('chat.words')}><Input allowClear data-testid="chat-search-words" /></Form.Item>
        <Form.Item name="senderId" label={t('chat.sender')}><Select allowClear showSearch={{ optionFilterProp: 'label' }} options={users.map((u) => ({ value: u.id, label: u.name }))} /></Form.Item>
        <Form.Item name="dates" label={t('chat.dates')}><DatePicker.RangePicker /></Form.Item>
        <Space>
          <Form.Item name="linkKind" label={t('chat.linkKind')}><Select allowClear style={{ width: 120 }} options={LINK_KINDS.map((k) => ({ value: k, label: t(`chat.kind.${k}`) }))} /></Form.Item>
          <Form.Item name="linkId" label={t('chat.linkId')}><Input allowClear style={{ width: 120 }} /></Form.Item>
        </Space>
        <Button type="primary" htmlType="submit" data-testid="chat-search-go">{t('chat.search')}</Button>
      </Form>
      {result && (
        <List
          style={{ marginTop: 12 }}
          dataSource={result.records}
          locale={{ emptyText: t('chat.searchEmpty') }}
          renderItem={(m) => (
            <List.Item data-testid="chat-search-hit" style={{ cursor: 'pointer' }} onClick={() => props.onPick(m.channelId, m.seq)}>
              <List.Item.Meta title={<Space translate="no"><Typography.Text>{m.channelTitle}</Typography.Text><Typography.Text type="secondary">{m.senderName} · {new Date(m.createdAt).toLocaleString()}</Typography.Text></Space>} description={<span translate="no"><MessageText text={m.text || m.files.map((f) => f.name).join(', ')} /></span>} />
            </List.Item>
          )}
        />
      )}
    </Drawer>
  );
}

function NewChannel(props: { initial: { id?: string; kind: 'team' | 'area'; title: string; memberIds: string[] }; onClose: () => void; onSaved: (id: string) => void }) {
  const { t, call } = useScreenCalls();
  const [users, setUsers] = useState<{ id: string; name: string }[]>([]);
  const [form] = Form.useForm<{ kind: 'team' | 'area'; title: string; memberIds: string[] }>();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void call<{ id: string; name: string }[]>(CHAT_CALLS.users, {}, 'silent').then(setUsers, () => undefined);
  }, [call]);
  const { id } = props.initial;
  return (
    <Modal open onCancel={props.onClose} title={t(id ? 'chat.editMembers' : 'chat.newChannel')} onOk={() => form.submit()} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={props.initial} onFinish={(v) => void call<{ id: string }>(CHAT_CALLS.save, { ...v, ...(id ? { id } : {}), memberIds: v.memberIds.join(',') }).then((r) => props.onSaved(r.id), () => undefined)}>
        <Form.Item name="kind" label={t('chat.channelKind')}><Select disabled={!!id} options={['team', 'area'].map((k) => ({ value: k, label: t(`chat.kind.${k}`) }))} /></Form.Item>
        <Form.Item name="title" label={t('chat.title')} rules={[{ required: true, max: 60 }]}><Input /></Form.Item>
        <Form.Item name="memberIds" label={t('chat.members')} rules={[{ required: true }]}><Select mode="multiple" showSearch={{ optionFilterProp: 'label' }} options={users.map((u) => ({ value: u.id, label: u.name }))} /></Form.Item>
      </Form>
    </Modal>
  );
}
