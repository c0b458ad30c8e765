// The sorting-accuracy area's choices, served by its enum loader (/cloud/bkdz/web/enum/list).
import type { EnumRegistry } from '../../kit/resource';
import { BANDS, SOURCES } from './accuracy';

const options = (prefix: string, values: readonly string[]) => values.map((v) => ({ value: v, label: `bkdz.enum.${prefix}.${v}` }));

export const bkdzEnums: EnumRegistry = {
  api: '/cloud/bkdz/web/enum/list',
  values: {
    // town: the district (区) level of the demo city; street: 街道; estate: 小区.
    regionLevel: options('regionLevel', ['town', 'street', 'estate']),
    facilityType: options('facilityType', ['kiosk', 'point', 'binStation']),
    source: options('source', SOURCES),
    band: options('band', BANDS),
  },
};
