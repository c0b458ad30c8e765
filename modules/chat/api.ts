/**
 * The chat's calls (docs/designed/chat.md) and its live stream in the browser: a one-use ticket from
 * an authenticated call opens an EventSource (no token in the URL); on a drop it asks for a new ticket
 * and reconnects with the last event number it had, and the server replays what was missed. After a
 * reconnect the page also asks each open channel for the messages after the last number it shows
 * (`message/list` with `after`), so nothing is lost even when the replay was too long (`reset`).
 */
import { CHAT_LINK_KINDS, type ChatEvent, type ChatFile, type ChatLinkKind } from '../../kit/contract';
import { openEventStream, type LiveState } from '../../kit/live/liveStream';

export const CHAT_CALLS = {
  channels: 'POST /cloud/chat/channel/list',
  summary: 'POST /cloud/chat/summary',
  open: 'POST /cloud/chat/channel/open',
  direct: 'POST /cloud/chat/channel/direct',
  save: 'POST /cloud/chat/channel/save',
  members: 'POST /cloud/chat/member/list',
  users: 'POST /cloud/chat/user/list',
  messages: 'POST /cloud/chat/message/list',
  post: 'POST /cloud/chat/message/post',
  search: 'POST /cloud/chat/message/search',
  markRead: 'POST /cloud/chat/read/mark',
  markUnread: 'POST /cloud/chat/read/unread',
  ticket: 'POST /cloud/chat/live/ticket',
} as const;
export const CHAT_STREAM = '/cloud/chat/live/stream';
/** Functions the page asks about (buttons shown only when held). */
export const CHAT_FUNCTIONS = { post: 'chat.act.post', manage: 'sys:chat:manage' } as const;

export type { ChatChannel, ChatEvent, ChatFile, ChatLink, ChatMessage } from '../../kit/contract';
export type { ChatLinkKind as LinkKind, ChatListing as Listing } from '../../kit/contract';
export const LINK_KINDS: readonly ChatLinkKind[] = CHAT_LINK_KINDS;

export type StreamState = LiveState;

/**
 * Opens the chat stream (the kit's event-hub client: one-use tickets, reconnect with the last number,
 * `reset`); `onOpen` runs on every (re)connection (the page then fetches what it may have missed per channel).
 */
export function openChatStream(options: {
  ticket: (after: number | null) => Promise<string>;
  onEvent: (event: ChatEvent) => void;
  onOpen?: () => void;
  onReset?: () => void;
  onState?: (state: StreamState) => void;
}): { close(): void } {
  return openEventStream<ChatEvent>({ ...options, url: CHAT_STREAM, event: 'chat' });
}

/**
 * Uploads one file to the platform's file service with progress (XMLHttpRequest: fetch reports no
 * upload progress); resolves the stored file or rejects with the server's message.
 */
export function uploadWithProgress(file: File, headers: Record<string, string>, onProgress: (percent: number) => void): { promise: Promise<ChatFile>; abort(): void } {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<ChatFile>((resolve, reject) => {
    xhr.open('POST', '/cloud/management/rest/np/file/upload');
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      try {
        const body = JSON.parse(xhr.responseText) as { result: number; msg: string; data?: { id: string; name: string; size: number; type: string }[] };
        if (body.result === 0 && body.data?.[0]) resolve(body.data[0]);
        else reject(new Error(body.msg || `HTTP ${xhr.status}`));
      } catch {
        reject(new Error(`HTTP ${xhr.status}`));
      }
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.onabort = () => reject(new Error('aborted'));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
