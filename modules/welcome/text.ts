// The welcome page's texts (zh-CN, en-US), keyed.
import type { Locale } from '../../bridge';

const texts = {
  'zh-CN': {
    title: '欢迎使用城市公共服务 MES 管理平台',
    connecting: '正在连接…',
    failed: '连接失败',
    user: '用户',
    serverUser: '服务器确认的登录用户：',
    system: '系统',
    note: '便签',
    refreshed: '已刷新 {n} 次',
    openModal: '打开对话框',
    modal: '对话框',
    close: '关闭',
  },
  'en-US': {
    title: 'Welcome to the MES platform for urban public services',
    connecting: 'Connecting…',
    failed: 'Connection failed',
    user: 'User',
    serverUser: 'Signed in on the server as',
    system: 'System',
    note: 'Note',
    refreshed: 'Refreshed {n} times',
    openModal: 'Open a dialog',
    modal: 'Dialog',
    close: 'Close',
  },
} as const;

/** The text of `key` in `locale`. */
export function text(locale: Locale, key: keyof (typeof texts)['zh-CN']): string {
  return texts[locale][key];
}
