/**
 * The HTTP contract: every shape that crosses HTTP between the platform server and the browser (host,
 * kit, modules), in one file, as `bridge/contract.ts` is for the host↔module bridge. Plain types, no
 * runtime code; the server (`server/`), the host (`host/`) and the kit import them from here and
 * define none of them again.
 *
 * The spec's words for these shapes are shell.md §3 ("Entities and their fields"); where our server
 * sends more than the spec names, the extra fields are marked so.
 *
 * @example
 *   import type { Envelope, Page } from '../kit/contract';
 *   const answer: Envelope<Page<Car>> = await (await fetch(url, init)).json();
 */

/** UI languages of the suite (zh-CN is the default); the bridge's type, the same on HTTP. */
export type { Locale } from '../bridge/contract';

/**
 * The envelope of every answer our server sends, success or failure (shell.md §3 "Generic envelope").
 * `result` 0 means success; a refusal carries the user-facing text in `msg` and `exception`.
 */
export type Envelope<T = unknown> = {
  /** 0 on success; 1 invalid input or a business refusal, 2 captcha needed, 3 account locked, 401/403/404/405/500 as the HTTP status. */
  result: number;
  msg: string;
  data: T;
  /** The refusal's text again (the generic loader shows this field by default). */
  exception?: string;
  /** Milliseconds since the epoch when the answer was made. */
  timestamp: number;
};

/**
 * An envelope as a client receives it from any platform server (shell.md §7): fields may be missing
 * (an answer without a numeric result counts as result 0), other fields are kept (a caller may name
 * one as its message field), and the request wrapper's own failures read `'504'` or `'404'` (§8).
 */
export type ReceivedEnvelope<T = unknown> = Partial<Omit<Envelope<T>, 'result' | 'data'>> & {
  result: number | string;
  data: T;
  [field: string]: unknown;
};

/** One page of a paged list (`pageList` calls): the rows and the total over every page. */
export type Page<T = Record<string, unknown>> = {
  records: T[];
  total: number;
  pageNo: number;
  pageSize: number;
  /** Where the next page starts (resource lists): send it back as `cursor` with the next pageNo. */
  nextCursor?: string;
  /**
   * What the list page says where rows would be when there are none for a reason the user should know
   * (a car without a GPS terminal has no positions), instead of a bare 暂无数据.
   */
  notice?: string;
};

/**
 * The `data` of a successful sign-in (`/cas/login`, `/cas/loginWithVcode`, `/cas/loginWithRememberToken`;
 * shell.md §3 "Login response"). The token itself travels in the `access-token` response header.
 */
export type LoginData = {
  tenantId: string;
  userId: string;
  /** The systems the user may enter, as `'id||name'` strings. */
  systemList: string[];
  enablePasswordPolicy: boolean;
  passwordExpire: boolean;
  /** The tenant's password rule as a regular expression ('' when none). */
  passwordExpression: string;
  /** Ours: the sign-in name, the person's name and whether the user is the platform's super user. */
  userName: string;
  name: string;
  isSuper: boolean;
  /** Ours: the tip of the tenant's password rule ('' when none). */
  passwordTip: string;
  /** Ours: whether the password just used satisfies the tenant's rule (always true without a rule). */
  passwordCompliant: boolean;
  /** Ours: with rememberMe or autoLogin, the token `/cas/loginWithRememberToken` takes next time. */
  rememberToken?: string;
  rememberExpiresAt?: number;
};

/** The `data` of a refused sign-in: whether the next attempt needs a captcha, and until when the account is locked. */
export type LoginRefusal = {
  captchaRequired: boolean;
  /** The account is locked at this address until then (ms). */
  lockedUntil?: number;
  /** The account is slowed (too many failures elsewhere): the next attempt from then (ms). */
  retryAt?: number;
};

/** The `data` of `/casServer/user` (shell.md §3 "User-info response"). */
export type UserInfo = {
  tenantId: string;
  /** Ours: the tenant's name (the shell shows it before a deep link's token is used). */
  tenantName?: string;
  userId: string;
  /** The person's name. */
  name: string;
  photoId: string | null;
  /** The systems the user may enter, as `'id||name'` strings. */
  systemList: string[];
  /** Ours: the sign-in name and the super-user flag. */
  userName: string;
  isSuper: boolean;
};

/**
 * A system the user may enter (shell.md §3 "System entry": id, code, name). The login's and the user
 * info's `systemList` strings give only those three; `getSystemListByUserId` adds ours.
 */
export type SystemEntry = {
  id: string;
  code: string;
  name: string;
  /** Ours: the English name and the antd icon name. */
  nameEn?: string;
  icon?: string;
};

/** One node of a system's menu tree as `getMenuJson.sa` answers it (shell.md §3 "Menu record"). */
export type MenuNode = {
  id: string;
  /** The tree key (the id). */
  key: string;
  parentId: string | null;
  name: string;
  /** The address the entry opens, `/modules/<id>/#<route>` for ours; '' on groups. */
  uri: string;
  icon: string;
  isWelcomeMenu: boolean;
  /** `tab` (a shell tab) or `window` (a new window). */
  openModeCode: 'tab' | 'window';
  children: MenuNode[];
  /** Ours: both locales of the name, the module and the system the entry belongs to. */
  title: { 'zh-CN': string; 'en-US': string };
  moduleId: string;
  systemCode: string;
};

/** A device alarm: a reading beyond its rule's `min` (low) or `max` (high). */
export type DeviceAlarm = { deviceId: string; metric: string; t: number; value: number; kind: 'low' | 'high' };

/**
 * One event of the live device stream (`GET /cloud/devices/rest/live/stream`, server-sent events
 * named `reading`, the SSE id is `seq`): what one ingest wrote, as each metric's latest value at
 * `t` (a position is `lng` + `lat`, with `speed`) and the alarms it raised.
 */
/**
 * Most alarms one live event carries: the batch's latest, in time order (a page keeps about as many;
 * `alarm/list` has them all). A batch of 10,000 readings beyond a threshold made an event of a megabyte.
 */
export const LIVE_EVENT_ALARMS = 50;

export type LiveDeviceEvent = {
  seq: number;
  deviceId: string;
  code: string;
  t: number;
  values: Record<string, number>;
  alarms: DeviceAlarm[];
  /** How many earlier alarms of the batch the event leaves out (more than LIVE_EVENT_ALARMS); absent when none. */
  alarmsOmitted?: number;
  /** Snapshot alarms a camera (the event's device) raised: sent by `snapshot/save`, with no values. */
  snapshots?: SnapshotAlarm[];
};

/** Where a camera sits in the camera tree: under a department, a vehicle or a facility. */
export type CameraGroupKind = 'department' | 'vehicle' | 'facility';

/** A camera (a device of kind 'camera') as `camera/tree` answers it. */
export type CameraInfo = {
  id: string;
  code: string;
  name: string;
  online: boolean;
  groupKind: CameraGroupKind;
  groupName: string;
  /** Its live stream (HLS, `.m3u8`), when it has one. */
  streamUrl: string | null;
  /** WGS-84 position for maps, when known. */
  at: [number, number] | null;
};

/** The camera tree: group kinds, then groups (a department, a vehicle, a facility), then cameras. */
export type CameraTreeNode = { kind: CameraGroupKind; groups: { name: string; cameras: CameraInfo[] }[] };

/** A recorded clip (`clip/list`): a video of the file store, played from `url` with byte ranges. */
export type VideoClip = { id: string; cameraId: string; fileId: string; name: string; type: string; size: number; startedAt: number; durationMs: number; url: string };

/** A snapshot alarm (`snapshot/list`): what a camera saw when something was detected; `url` is the still image. */
export type SnapshotAlarm = { id: string; cameraId: string; cameraCode: string; cameraName: string; fileId: string; t: number; kind: string; note: string; url: string };

/** A track as columns (`readings/track` with `columns=1`): the i-th position is `t[i]`, `lng[i]`, `lat[i]`, `speed[i]`. */
export type TrackColumns = { t: number[]; lng: number[]; lat: number[]; speed: (number | null)[] };

// ---- The group chat (/cloud/chat/*, docs/chat.md): server/services/chat.ts answers these, modules/chat reads them.

/** Channel kinds: managed ones (team, area), object ones (opened with their object) and direct messages. */
export const CHAT_CHANNEL_KINDS = ['team', 'area', 'direct', 'workOrder', 'alarm', 'vehicle', 'case'] as const;
export type ChatChannelKind = (typeof CHAT_CHANNEL_KINDS)[number];
/** What a message can link (shown as a card) and what a channel can be opened for. */
export const CHAT_LINK_KINDS = ['workOrder', 'alarm', 'vehicle', 'case'] as const;
export type ChatLinkKind = (typeof CHAT_LINK_KINDS)[number];
export type ChatLink = { kind: ChatLinkKind; id: string; title: string };
export type ChatFile = { id: string; name: string; size: number; type: string };
export type ChatMentions = { userIds: string[]; roleIds: string[]; all: boolean };
export type ChatMessage = {
  id: string;
  channelId: string;
  /** The message's number in its channel: 1, 2, 3 … without gaps. */
  seq: number;
  senderId: string;
  senderName: string;
  text: string;
  mentions: ChatMentions;
  link: ChatLink | null;
  files: ChatFile[];
  createdAt: number;
  /** In a listing (message/list): whether the message mentions the caller. */
  mentionsMe?: boolean;
};
/** A channel as a member sees it: counts from their read mark. */
export type ChatChannel = {
  id: string;
  kind: ChatChannelKind;
  ref: string;
  title: string;
  lastSeq: number;
  lastAt: number | null;
  readSeq: number;
  unread: number;
  mentions: number;
  /** The unread messages that mention the member (numbers, oldest first, at most 50). */
  mentionSeqs: number[];
  lastText: string | null;
};
/** What the live streams carry: a message, a member's read mark, or a channel change (members, title). */
export type ChatEvent =
  | { seq: number; type: 'message'; channelId: string; message: ChatMessage }
  | { seq: number; type: 'read'; channelId: string; userId: string; readSeq: number }
  | { seq: number; type: 'channel'; channelId: string };
/** message/list: a page of a channel's messages and the caller's place in it. */
export type ChatListing = { records: ChatMessage[]; lastSeq: number; readSeq: number; more: boolean };
