/**
 * What a platform operation of the history is about, in words: the target and detail the platform's
 * routes write (a user's or a role's id, "3 menus, 12 functions", "login 10.0.0.1") read with the
 * tenant's users and roles and the screen's catalogue. The engine's entries are named by the server
 * (HistoryScreen).
 */
type T = (key: string, params?: Record<string, string | number>) => string;

/** What the screen knows to name things by. */
export type HistoryLookups = { t: T; users: Map<string, string>; roles: Map<string, string> };

const USER_TARGETS = new Set(['createUser', 'updateUser', 'resetPassword', 'unlockUser', 'enableUser', 'disableUser', 'deleteUser', 'bindMessagingAccount', 'unbindMessagingAccount']);
const ROLE_TARGETS = new Set(['createRole', 'updateRole', 'deleteRole', 'saveGrants', 'addRoleUsers', 'removeRoleUsers']);
/** Operations whose detail names their object (an app id, an income's date and amount). */
const DETAIL_NAMES = new Set(['createIncome', 'updateIncome', 'createMessagingApp', 'updateMessagingApp', 'deleteMessagingApp', 'bindMessagingApp', 'unbindMessagingApp']);

/** A catalogue text, or null when the catalogue has none. */
const known = (t: T, key: string, params?: Record<string, string | number>) => {
  const text = t(key, params);
  return text === key ? null : text;
};

/** The object of a platform operation. */
export function platformObject(e: { operation: string; target: string; detail: string }, k: HistoryLookups): string {
  const op = e.operation;
  if (USER_TARGETS.has(op)) return k.users.get(e.target) ?? (e.detail || e.target);
  if (ROLE_TARGETS.has(op)) return k.roles.get(e.target) ?? e.target;
  if (DETAIL_NAMES.has(op)) return e.detail;
  if (op === 'updateConstant') return known(k.t, `xtgl.constant.${e.target}`) ?? e.target;
  if (op === 'pushNotice') return e.detail.split(' ').slice(1).join(' ');
  if (op === 'deleteIncome') return k.t('xtgl.history.rows', { count: e.target.split(',').length });
  if (op === 'savePasswordRule') return k.t('xtgl.param.passwordRule');
  if (op.startsWith('sync') || op === 'ccxTicket' || op === 'saveMenuSetting') return '';
  return e.target;
}

/** The detail of a platform operation. */
export function platformDetail(e: { operation: string; target: string; detail: string }, k: HistoryLookups): string {
  const op = e.operation;
  const d = e.detail;
  if (op === 'login') {
    const [source = '', ip = ''] = d.split(' ');
    return [known(k.t, `xtgl.history.source.${source}`) ?? source, ip && k.t('xtgl.history.from', { ip })].filter(Boolean).join('，');
  }
  if (op === 'saveGrants') {
    const m = /^(\d+) menus, (\d+) functions$/.exec(d);
    return m ? k.t('xtgl.history.grants', { menus: m[1]!, functions: m[2]! }) : d;
  }
  if (op === 'addRoleUsers' || op === 'removeRoleUsers') return d.split(',').filter(Boolean).map((id) => k.users.get(id) ?? id).join('、');
  if (op.startsWith('sync')) {
    const m = /\+(\d+) ~(\d+)/.exec(d);
    return m ? k.t('xtgl.history.synced', { added: m[1]!, updated: m[2]! }) : d;
  }
  if (op === 'pushNotice') {
    const sent = Number(d.split(' ')[0]);
    return Number.isFinite(sent) ? k.t('xtgl.notice.sent', { n: sent }) : d;
  }
  // Ids, photo ids and names already shown as the object.
  if (USER_TARGETS.has(op) || ROLE_TARGETS.has(op) || DETAIL_NAMES.has(op) || op === 'changePhoto') return '';
  return d;
}
