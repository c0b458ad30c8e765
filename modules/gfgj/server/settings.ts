// The tenant's booking settings: its first 回收设置 row, else the defaults.
import type { ModuleStore } from '../../../kit/resource';
import { DEFAULT_SETTING } from '../resources/setting';
import type { Settings } from '../rules/order';

export async function settingsOf(store: ModuleStore): Promise<Settings> {
  const row = (await store.all('setting', {}, 50)).sort((a, b) => Number(a.id) - Number(b.id))[0];
  return row ? { cancelWindowMinutes: Number(row.cancelWindowMinutes), maxItems: Number(row.maxItems) } : DEFAULT_SETTING;
}
