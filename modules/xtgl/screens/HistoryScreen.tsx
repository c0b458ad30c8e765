/**
 * 操作记录: the tenant's operation history, newest first, filtered by operation. Each entry reads as
 * words: the operation (登录, 新增 …), the module and the record by name, and what was written field by
 * field under its label (the server names the engine's entries: operationNames.ts); a platform
 * operation shows its own object and detail.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { Select, Space, Table } from 'antd';
import type { Locale } from '../../../kit/i18n';
import { api } from '../api';
import { platformDetail, platformObject, type HistoryLookups } from './historyText';
import { useLoad, useXtgl, type Page } from './useXtgl';

type Localized = Record<Locale, string>;
type Names = {
  module: Localized;
  resource: Localized;
  name?: string;
  changes: { field: string; label: Localized; value: Localized; before?: Localized }[];
  count?: number;
};
type Entry = { id: string; userName: string; operation: string; target: string; detail: string; createdAt: number; names?: Names };

/** The platform's own operations, in the order the filter lists them (catalogue keys `xtgl.op.<name>`). */
const PLATFORM_OPERATIONS = [
  'login', 'logout', 'changePassword', 'changePhoto', 'updateConstant', 'createUser', 'updateUser', 'resetPassword', 'unlockUser',
  'enableUser', 'disableUser', 'deleteUser', 'createRole', 'updateRole', 'deleteRole', 'saveGrants', 'addRoleUsers', 'removeRoleUsers',
  'saveMenuSetting', 'savePasswordRule', 'pushNotice', 'syncDepartment', 'syncOrg', 'syncStaff', 'createIncome', 'updateIncome', 'deleteIncome',
  'createMessagingApp', 'updateMessagingApp', 'deleteMessagingApp', 'bindMessagingApp', 'unbindMessagingApp', 'bindMessagingAccount',
  'unbindMessagingAccount', 'ccxTicket',
] as const;

const pad = (n: number) => String(n).padStart(2, '0');
/** A time as the lists write one: YYYY-MM-DD HH:mm:ss. */
const timeText = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

export function HistoryScreen() {
  const { t, kit } = useXtgl();
  const [query, setQuery] = useState<{ pageNo: number; pageSize: number; operation?: string }>({ pageNo: 1, pageSize: 20 });
  const history = useLoad<Page<Entry>>(api.history, query);
  const users = useLoad<Page<{ id: string; username: string; name: string }>>(api.users, { pageNo: 1, pageSize: 1000 });
  const roles = useLoad<Page<{ id: string; name: string }>>(api.roles, { pageNo: 1, pageSize: 1000 });
  const lookups: HistoryLookups = useMemo(
    () => ({
      t,
      users: new Map((users.data?.records ?? []).map((u) => [String(u.id), u.name || u.username])),
      roles: new Map((roles.data?.records ?? []).map((r) => [String(r.id), r.name])),
    }),
    [t, users.data, roles.data],
  );
  const l = (text: Localized) => text[kit.locale] || text['zh-CN'];
  /** A catalogue text, or null when the catalogue has none. */
  const known = (key: string) => {
    const text = t(key);
    return text === key ? null : text;
  };

  const operation = (e: Entry) => {
    const op = e.names ? e.operation.split('.')[2]! : e.operation;
    return known(`xtgl.op.${op}`) ?? op;
  };
  const object = (e: Entry): ReactNode => {
    if (!e.names) return platformObject(e, lookups);
    const what = l(e.names.resource);
    if (e.names.count !== undefined) return `${what}（${t('xtgl.history.imported', { count: e.names.count })}）`;
    return e.names.name ? `${what}「${e.names.name}」` : what;
  };
  const detail = (e: Entry): ReactNode => {
    if (e.names) {
      return (
        <Space direction="vertical" size={0}>
          {e.names.changes.map((c) => (
            <span key={c.field}>
              {l(c.label)}：{c.before ? `${l(c.before) || t('xtgl.history.empty')} → ${l(c.value) || t('xtgl.history.empty')}` : l(c.value)}
            </span>
          ))}
        </Space>
      );
    }
    return platformDetail(e, lookups);
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Select
        aria-label={t('xtgl.history.operation')}
        placeholder={t('xtgl.history.allOperations')}
        allowClear
        showSearch
        optionFilterProp="label"
        style={{ width: 220 }}
        value={query.operation}
        options={PLATFORM_OPERATIONS.map((op) => ({ value: op, label: t(`xtgl.op.${op}`) }))}
        onChange={(operation?: string) => setQuery({ ...query, pageNo: 1, operation: operation || undefined })}
      />
      <Table<Entry>
        rowKey="id"
        size="small"
        loading={history.loading}
        dataSource={history.data?.records ?? []}
        pagination={{ current: query.pageNo, pageSize: query.pageSize, total: history.data?.total ?? 0, onChange: (pageNo, pageSize) => setQuery({ ...query, pageNo, pageSize }) }}
        columns={[
          { key: 'time', title: t('xtgl.history.time'), dataIndex: 'createdAt', width: 170, render: (v: number) => timeText(v) },
          { key: 'user', title: t('xtgl.history.user'), dataIndex: 'userName', width: 110 },
          { key: 'operation', title: t('xtgl.history.operation'), width: 130, render: (_v, e) => operation(e) },
          { key: 'module', title: t('xtgl.history.module'), width: 140, render: (_v, e) => (e.names ? l(e.names.module) : t('xtgl.history.platform')) },
          { key: 'target', title: t('xtgl.history.target'), render: (_v, e) => object(e) },
          { key: 'detail', title: t('xtgl.history.detail'), render: (_v, e) => detail(e) },
        ]}
      />
    </Space>
  );
}
