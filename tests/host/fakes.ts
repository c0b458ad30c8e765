// In-memory stand-ins for the store's effects: storage, the shell API, a notifier.
import { vi } from 'vitest';
import type { ShellApi } from '../../host/core/shellApi';
import type { ShellDeps } from '../../host/store/types';

export function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

const reply = <T>(data: T, result = 0, msg = '') => Promise.resolve({ result, msg, data, status: 200, headers: null });

export const menuTree = [
  { id: 'welcome.home', name: '首页', uri: '/modules/welcome/#/', isWelcomeMenu: true, children: [] },
  {
    id: 'fleet',
    name: '车辆管理',
    uri: '',
    children: [
      { id: 'fleet.cars', name: '车辆档案', uri: '/modules/fleet/#/cars', children: [] },
      { id: 'fleet.gps', name: '轨迹', uri: '/modules/fleet/#/gps', openModeCode: 'window', children: [] },
      { id: 'fleet.fuel', name: '油耗', uri: '/modules/fleet/#/fuel', children: [] },
    ],
  },
];

export function fakeApi(overrides: Partial<Record<keyof ShellApi, unknown>> = {}) {
  const api = {
    appConfig: vi.fn(async () => ({ loginUrl: '', allowedOrigins: { hosts: [], modules: [] }, menuClearCache: true, maxTabs: 3 })),
    user: vi.fn(() => reply({ tenantId: '1', userId: 'u1', name: '管理员', photoId: null, systemList: ['hwyy||环卫运营', 'clgl||车辆管理'] })),
    menu: vi.fn(() => reply(menuTree)),
    menuSearch: vi.fn(() => reply([])),
    visitLog: vi.fn(() => reply({ id: '42' })),
    stayTime: vi.fn(() => reply(null)),
    stayTimeOnExit: vi.fn(),
    pvuv: vi.fn(() => reply(null)),
    logout: vi.fn(() => reply(null)),
    ...overrides,
  };
  return api as unknown as ShellApi & typeof api;
}

export function fakeDeps(api: ShellApi, extra: Partial<ShellDeps> = {}): ShellDeps & { opened: string[]; routes: string[] } {
  const opened: string[] = [];
  const routes: string[] = [];
  let now = 1_000;
  return {
    api,
    local: memoryStorage(),
    session: memoryStorage(),
    origin: 'http://127.0.0.1:8080',
    host: '127.0.0.1:8080',
    now: () => (now += 1000),
    notify: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() },
    navigate: (to) => void routes.push(to),
    assign: vi.fn(),
    openWindow: (url) => (opened.push(url), true),
    confirm: vi.fn(async () => true),
    locale: () => 'zh-CN',
    theme: () => 'ClassicBlue',
    opened,
    routes,
    ...extra,
  };
}
