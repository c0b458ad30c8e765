// Vehicle assets (资产与定位, asset service): a car of 车辆管理 (by reference, never copied) as a fixed
// asset — its code, type, class, purpose, source, status and value — and the choice lists the spec
// serves one call each (common/*, assetType/getAssetTypeList). `asset/validateField` (a handler,
// server/asset.ts) answers whether a value of a unique field is still free.
import { date, defineResource, enumOf, money, reference, text, type EnumRegistry, type ResourceDef } from '../../../kit/resource';
import { ASSET } from './paths';

/** The asset choices, each list served by its own call; labels are `cljk.enum.<name>.<value>`. */
export const assetEnums = {
  assetPurpose: ['sweeping', 'washing', 'sprinkling', 'collection', 'transfer', 'service'],
  assetSource: ['purchase', 'lease', 'transfer', 'donation'],
  assetStatus: ['inUse', 'idle', 'repair', 'scrapped'],
  assetClass: ['special', 'general', 'equipment'],
  assetType: ['compactor', 'sweeper', 'washer', 'sprinkler', 'hookLift', 'kitchen', 'pickup', 'sedan'],
  energyType: ['diesel', 'petrol', 'electric', 'gas', 'hybrid'],
  emission: ['cn5', 'cn6a', 'cn6b', 'none'],
} as const;

type AssetEnum = keyof typeof assetEnums;
const values = (name: AssetEnum) => assetEnums[name].map((v) => ({ value: v, label: `cljk.enum.${name}.${v}` }));
const loader = (api: string, names: AssetEnum[]): EnumRegistry => ({ api, values: Object.fromEntries(names.map((n) => [n, values(n)])) });

/** The asset service's list calls: one enum each; getListByParamName serves the dictionary lists by `name`. */
export const assetLoaders: EnumRegistry[] = [
  loader(ASSET.purposes, ['assetPurpose']),
  loader(ASSET.sources, ['assetSource']),
  loader(ASSET.statuses, ['assetStatus']),
  loader(ASSET.classes, ['assetClass']),
  loader(ASSET.types, ['assetType']),
  loader(ASSET.byParamName, ['energyType', 'emission']),
];

export const asset: ResourceDef = defineResource({
  id: 'asset',
  title: 'cljk.asset',
  api: { list: ASSET.page, all: ASSET.list, create: ASSET.save, update: ASSET.update, remove: ASSET.remove },
  fields: {
    assetCode: text({ required: true, max: 32, pattern: '^[A-Za-z0-9-]+$', patternMessage: 'cljk.asset.codeRule', filter: true, sortable: true, column: { width: 130 } }),
    carId: reference({ resource: 'clgl.car', display: 'plateNo', required: true, filter: 'eq' }),
    assetType: enumOf({ source: 'assetType', required: true, filter: true }),
    assetClass: enumOf({ source: 'assetClass', filter: true }),
    purpose: enumOf({ source: 'assetPurpose', filter: true }),
    source: enumOf({ source: 'assetSource' }),
    status: enumOf({ source: 'assetStatus', required: true, filter: true, default: 'inUse' }),
    energyType: enumOf({ source: 'energyType' }),
    emission: enumOf({ source: 'emission' }),
    originalValue: money({ max: 100_000_000 }),
    purchaseDate: date({ sortable: true }),
    remark: text({ max: 200 }),
  },
  unique: ['assetCode'],
  display: 'assetCode',
  defaultSort: { field: 'assetCode', order: 'asc' },
  actions: {
    validateField: { api: ASSET.validateField, label: 'cljk.asset.validateField', scope: 'toolbar', prompt: { value: 'cljk.asset.assetCode' }, reads: true },
  },
});
