/**
 * The database's tables as Kysely types. Times are milliseconds since the epoch; flags are 0/1.
 * Every business table carries tenant_id, and every service query filters on it.
 */
import type { Generated } from 'kysely';

export type TenantTable = {
  id: string;
  code: string;
  name: string;
  short_name: string;
  address: string;
  contact: string;
  phone: string;
  /** Days a password stays valid after it is set; null: never expires. */
  password_max_age_days: number | null;
  enable_password_policy: number;
  created_at: number;
};

export type SystemTable = { code: string; name: string; name_en: string; icon: string; sort: number };
export type TenantSystemTable = { tenant_id: string; system_code: string };

export type DepartmentTable = {
  id: string;
  tenant_id: string;
  parent_id: string | null;
  code: string;
  name: string;
  /** 'company' or 'dept'. */
  type: string;
  leader: string;
  phone: string;
  sort: number;
};

export type StaffTable = {
  id: string;
  tenant_id: string;
  dept_id: string;
  code: string;
  name: string;
  gender: string;
  phone: string;
  job: string;
  entry_date: string;
};

export type UserTable = {
  id: string;
  tenant_id: string;
  username: string;
  name: string;
  staff_id: string | null;
  dept_id: string | null;
  password_hash: string;
  password_changed_at: number;
  /** When the password stops being valid; null: never. */
  password_expires_at: number | null;
  photo_id: string | null;
  is_super: number;
  /** 'active' or 'disabled'. */
  status: string;
  phone: string;
  created_at: number;
};

export type RoleTable = {
  id: string;
  tenant_id: string;
  code: string;
  name: string;
  /** 'all' (the whole tenant's organisation) or 'dept' (the user's own department and below). */
  data_scope: string;
};
export type UserRoleTable = { tenant_id: string; user_id: string; role_id: string };

/** A menu grant: to a role or to one user; system_code '*' = every system, menu_id '*' = every menu. */
export type MenuGrantTable = {
  id: Generated<number>;
  tenant_id: string;
  role_id: string | null;
  user_id: string | null;
  system_code: string;
  menu_id: string;
};

export type RoleFunctionTable = { tenant_id: string; role_id: string; function_code: string };

export type SessionTable = {
  id: string;
  token_hash: string;
  tenant_id: string;
  user_id: string;
  /** 'login', 'sso' or 'remember'. */
  source: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  revoked_at: number | null;
  /** The remember-token chain the session was started from (auto-login or sign-in with remember-me). */
  remember_chain: string | null;
};

export type RememberTokenTable = {
  id: string;
  token_hash: string;
  tenant_id: string;
  user_id: string;
  device: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  /** The first token's id: every token rotated from it shares it. */
  chain_id: string;
  /** Why it stopped: 'rotated' (used up), 'reused' (its chain was presented twice), 'logout', 'password', 'replaced'. */
  revoke_reason: string | null;
};

/** A fixed-window request counter ('<call>:<address>'), for the per-address rate limits. */
export type RateLimitTable = { subject: string; window_start: number; count: number };

export type LoginFailureTable = {
  /** 'user:<username>', 'ip:<address>' or 'pair:<username>|<address>'. */
  subject: string;
  count: number;
  last_failed_at: number;
  locked_until: number | null;
};

export type CaptchaTable = { id: string; answer_hash: string; expires_at: number; used_at: number | null };

export type ParamTable = {
  id: string;
  tenant_id: string;
  param_type_code: string;
  /** Legacy (0001): the same as parm_code since 0005. */
  parm_key: string;
  /** The entry's name (for param_password_validate: 'regex' or 'tip'). */
  parm_code: string;
  /** The entry's value. */
  parm_name: string;
  sort: number;
};

export type EnumItemTable = {
  id: Generated<number>;
  tenant_id: string;
  enum_name: string;
  code: string;
  label: string;
  sort: number;
};

export type ConstantTable = {
  tenant_id: string;
  name: string;
  value: string;
  remark: string;
  updated_at: number;
};

export type PhotoTable = {
  id: string;
  tenant_id: string;
  user_id: string;
  content_type: string;
  data: Buffer;
  created_at: number;
};

export type OperationLogTable = {
  id: Generated<number>;
  tenant_id: string;
  user_id: string;
  user_name: string;
  operation: string;
  target: string;
  detail: string;
  created_at: number;
};

export type VisitLogTable = {
  id: Generated<number>;
  tenant_id: string;
  user_id: string;
  menu_id: string;
  menu_name: string;
  system_code: string;
  visited_at: number;
  stay_ms: number | null;
};

export type PageViewTable = {
  id: Generated<number>;
  tenant_id: string;
  user_id: string;
  menu_id: string;
  system_code: string;
  url: string;
  viewed_at: number;
};

export type ThirdPartyAppTable = { id: string; name: string; secret: string; tenant_id: string };
export type ThirdPartyBindingTable = { app_id: string; external_user_id: string; tenant_id: string; user_id: string };
/** Signatures already used, kept for the replay window. */
export type SsoNonceTable = { app_id: string; signature: string; used_at: number };

/** An uploaded file's metadata (the bytes are in file_chunks, so listing never reads them). */
export type FileTable = {
  /** Random, url-safe, 144 bits. */
  id: string;
  tenant_id: string;
  uploader_id: string;
  uploader_name: string;
  /** The client's file name, without any folder part. */
  name: string;
  mime_type: string;
  size: number;
  /** Hex SHA-256 of the bytes. */
  sha256: string;
  created_at: number;
};
/** A file's bytes in pieces of FILE_CHUNK_BYTES (the last one shorter), `seq` from 0. */
export type FileChunkTable = { file_id: string; seq: number; data: Buffer };

/** A secret every instance shares (0008): the RSA key pair's PKCS#8 PEM under 'rsa-private-key'. */
export type ServerSecretTable = { name: string; value: string; created_at: number };

export type Database = {
  tenants: TenantTable;
  systems: SystemTable;
  tenant_systems: TenantSystemTable;
  departments: DepartmentTable;
  staff: StaffTable;
  users: UserTable;
  roles: RoleTable;
  user_roles: UserRoleTable;
  menu_grants: MenuGrantTable;
  role_functions: RoleFunctionTable;
  sessions: SessionTable;
  remember_tokens: RememberTokenTable;
  login_failures: LoginFailureTable;
  rate_limits: RateLimitTable;
  captchas: CaptchaTable;
  params: ParamTable;
  enum_items: EnumItemTable;
  constants: ConstantTable;
  photos: PhotoTable;
  operation_logs: OperationLogTable;
  visit_logs: VisitLogTable;
  page_views: PageViewTable;
  third_party_apps: ThirdPartyAppTable;
  third_party_bindings: ThirdPartyBindingTable;
  sso_nonces: SsoNonceTable;
  files: FileTable;
  file_chunks: FileChunkTable;
  devices: DeviceTable;
  device_readings: DeviceReadingTable;
  device_rollups: DeviceRollupTable;
  device_rules: DeviceRuleTable;
  device_alarms: DeviceAlarmTable;
  device_events: DeviceEventTable;
  device_event_counter: DeviceEventCounterTable;
  device_stream_tickets: DeviceStreamTicketTable;
  cameras: CameraTable;
  video_clips: VideoClipTable;
  video_snapshots: VideoSnapshotTable;
  server_secrets: ServerSecretTable;
  menu_settings: MenuSettingTable;
  notices: NoticeTable;
  notice_subscriptions: NoticeSubscriptionTable;
  messaging_apps: MessagingAppTable;
  messaging_bind_codes: MessagingBindCodeTable;
  messaging_user_bindings: MessagingUserBindingTable;
  income_details: IncomeDetailTable;
  ccx_tickets: CcxTicketTable;
  chat_channels: ChatChannelTable;
  chat_members: ChatMemberTable;
  chat_messages: ChatMessageTable;
  chat_mentions: ChatMentionTable;
  chat_events: ChatEventTable;
  chat_event_counter: ChatEventCounterTable;
  chat_stream_tickets: ChatStreamTicketTable;
  aggregate_months: AggregateMonthTable;
  aggregate_results: AggregateResultTable;
};

/** A month's version of a `monthly` resource (server/resources/monthAggregates.ts); bumped by each write touching it. */
export type AggregateMonthTable = { tenant_id: string; resource: string; month: string; version: number };

/** A kept aggregate result of a `monthly` resource, shared by the instances (monthAggregates.ts); `result` is its rows as JSON. */
export type AggregateResultTable = { tenant_id: string; resource: string; shape: string; part: string; version: number; result: string; computed_at: string };

/** A device sending readings; its ingest key is kept as a SHA-256 hash. */
export type DeviceTable = {
  id: string;
  tenant_id: string;
  code: string;
  name: string;
  /** 'vehicle', 'toilet', 'bin', 'camera', … (free text). */
  kind: string;
  key_hash: string;
  /** When the server last heard from the device (null: never). */
  heartbeat_at: number | null;
  created_at: number;
};

/** One value of one metric at one time (positions: metrics 'lng' and 'lat' at the same time). */
export type DeviceReadingTable = { tenant_id: string; device_id: string; metric: string; ts: number; value: number };

/** Ten minutes of one metric (ts: the start), rewritten from the readings at each ingest. */
export type DeviceRollupTable = {
  tenant_id: string;
  device_id: string;
  metric: string;
  ts: number;
  min: number;
  max: number;
  sum: number;
  count: number;
  last_ts: number;
  last_value: number;
};

/** Threshold rule of a device's metric: a reading below min or above max raises an alarm. */
export type DeviceRuleTable = { tenant_id: string; device_id: string; metric: string; min: number | null; max: number | null };

/** An alarm raised by a reading; kind 'low' or 'high'. */
export type DeviceAlarmTable = { tenant_id: string; device_id: string; metric: string; ts: number; value: number; kind: string };

/** One live event (an ingest that wrote something): `body` is the JSON of a LiveEvent without its seq. */
export type DeviceEventTable = { seq: number; tenant_id: string; device_id: string; created_at: number; body: string };

/** The one-row counter the event sequence numbers come from (id 'events'). */
export type DeviceEventCounterTable = { id: string; seq: number };

/** A one-use ticket that opens a live stream for a session (kept as a SHA-256 hash, valid 30 s). */
export type DeviceStreamTicketTable = { ticket_hash: string; tenant_id: string; session_id: string; after_seq: number | null; expires_at: number };

/** Where a camera (a device of kind 'camera') sits in the camera tree, its live stream and position. */
export type CameraTable = { tenant_id: string; device_id: string; group_kind: string; group_name: string; stream_url: string | null; lng: number | null; lat: number | null };

/** A recorded clip of a camera: a video of the file store. */
export type VideoClipTable = { id: string; tenant_id: string; camera_id: string; file_id: string; started_at: number; duration_ms: number; created_at: number };

/** A snapshot alarm: what a camera saw (an image of the file store) when something was detected. */
export type VideoSnapshotTable = { id: string; tenant_id: string; camera_id: string; file_id: string; ts: number; kind: string; note: string; created_at: number };

/** A tenant's own order, icon, open mode and welcome flag of a menu entry (0011); null keeps the manifest's. */
export type MenuSettingTable = {
  tenant_id: string;
  system_code: string;
  menu_id: string;
  sort: number | null;
  icon: string | null;
  /** 'tab' or 'window'. */
  open_mode: string | null;
  is_welcome: number | null;
};

/** A push record for one recipient (0011): the shell's notices; read once `read_at` is set. */
export type NoticeTable = {
  id: string;
  tenant_id: string;
  user_id: string;
  /** A subscription category (app subscribeManage), e.g. 'system', 'workOrder', 'alarm'. */
  category: string;
  title: string;
  content: string;
  created_at: number;
  read_at: number | null;
  /** The business the bell groups the notice under (a module id, 'system'); null before 0017. */
  business: string | null;
  /** JSON `{ module, path, query?, title? }`: the page a click on the notice opens (0017). */
  link: string | null;
};

/** A user's subscription to one category of push records (0011). */
export type NoticeSubscriptionTable = { tenant_id: string; user_id: string; category: string };

/** A tenant's messaging-app configuration (0015); `bound_at` set on the app the tenant is bound to. */
export type MessagingAppTable = {
  id: string;
  tenant_id: string;
  name: string;
  /** 'official' (service account) or 'mini' (mini program). */
  kind: string;
  app_id: string;
  app_secret: string;
  remark: string;
  bound_at: number | null;
  bound_by: string | null;
  created_at: number;
  updated_at: number;
};

/** A one-time code binding a staff member's messaging account (0015), kept as SHA-256. */
export type MessagingBindCodeTable = { code_hash: string; tenant_id: string; user_id: string; expires_at: number; used_at: number | null };

/** A staff member's bound messaging account (0015). */
export type MessagingUserBindingTable = { tenant_id: string; user_id: string; app_pk: string; open_id: string; nickname: string; bound_at: number };

/** An income entry (0015): `income_date` YYYY-MM-DD, the amount in cents. */
export type IncomeDetailTable = {
  id: string;
  tenant_id: string;
  dept_id: string | null;
  income_date: string;
  category: string;
  amount_cents: number;
  payer: string;
  remark: string;
  created_by: string;
  created_at: number;
  updated_at: number;
};

/** A one-time ticket for the sister app ccx's sign-in (0015), kept as SHA-256. */
export type CcxTicketTable = { ticket_hash: string; tenant_id: string; user_id: string; expires_at: number; used_at: number | null };

/** A chat channel (0018): kind team | area | workOrder | direct, unique per tenant + kind + ref; `last_seq` is its counter row. */
export type ChatChannelTable = { id: string; tenant_id: string; kind: string; ref: string; title: string; last_seq: number; last_at: number | null; created_by: string; created_at: number };
/** A member of a chat channel (0018) and the last message number they have read. */
export type ChatMemberTable = { channel_id: string; user_id: string; tenant_id: string; read_seq: number; joined_at: number };
/** A chat message (0018), numbered per channel; `mentions` and `files` are JSON. */
export type ChatMessageTable = {
  id: string;
  tenant_id: string;
  channel_id: string;
  seq: number;
  sender_id: string;
  sender_name: string;
  text: string;
  mentions: string;
  link_kind: string | null;
  link_id: string | null;
  link_title: string | null;
  files: string;
  created_at: number;
};
/** A user a chat message mentions (0018). */
export type ChatMentionTable = { channel_id: string; seq: number; user_id: string; tenant_id: string };
/** An event the chat's live streams poll (0018): a message, or one user's read mark (`user_id` set). */
export type ChatEventTable = { seq: number; tenant_id: string; channel_id: string; user_id: string | null; created_at: number; body: string };
/** The chat events' one-row counter (0018). */
export type ChatEventCounterTable = { id: string; seq: number };
/** A one-use chat stream ticket (0018), kept as SHA-256. */
export type ChatStreamTicketTable = { ticket_hash: string; tenant_id: string; session_id: string; user_id: string; after_seq: number | null; expires_at: number };
