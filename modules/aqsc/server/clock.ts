// The server's clock (the device store's, which tests move) as the platform's local time text.
import { formatDate, type ModuleStore } from '../../../kit/resource';

export const nowText = (store: ModuleStore) => formatDate(new Date(store.devices.now()), true);
export const todayText = (store: ModuleStore) => nowText(store).slice(0, 10);
export const text = (v: unknown) => (v == null ? '' : String(v));
