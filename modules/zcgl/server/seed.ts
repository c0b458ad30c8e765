/**
 * Demo data of both tenants, both in Hangzhou: tenant 1 (杭州城市环境集团) keeps compactors, bins,
 * sweepers and transfer-station equipment in its districts, tenant 2 (西湖环卫) a few in 西湖 and 余杭.
 * Purchase dates are relative to today. References are 1-based positions.
 */
import { formatDate, type SeedFunction } from '../../../kit/resource';


const TYPES: [string, string][] = [
  ['YSC', '压缩式垃圾车'],
  ['LJT', '垃圾桶'],
  ['SDC', '洗扫车'],
  ['ZZZ', '中转站设备'],
];
// code, name, type, district, state, value, age (years), keeper
type Asset = [string, string, number, string, string, number, number, string];
const ASSETS: Asset[][] = [
  [
    ['ZC-YS-0001', '12吨后装压缩车', 1, 'shangcheng', 'inUse', 486000, 3.2, '陈建国'],
    ['ZC-YS-0002', '8吨侧装压缩车', 1, 'gongshu', 'inUse', 352000, 1.5, '王立平'],
    ['ZC-YS-0003', '12吨后装压缩车', 1, 'xihu', 'repair', 478000, 5.6, '李强'],
    ['ZC-LJ-0001', '240L分类垃圾桶（100只）', 2, 'shangcheng', 'inUse', 13500, 0.8, '赵敏'],
    ['ZC-LJ-0002', '660L挂车桶（40只）', 2, 'binjiang', 'inUse', 26000, 2.1, '周丽'],
    ['ZC-LJ-0003', '120L厨余桶（80只）', 2, 'gongshu', 'idle', 7200, 4.0, '吴刚'],
    ['ZC-XS-0001', '18方洗扫车', 3, 'xihu', 'inUse', 925000, 2.7, '孙浩'],
    ['ZC-XS-0002', '小型纯电动扫路车', 3, 'binjiang', 'inUse', 268000, 0.5, '钱伟'],
    ['ZC-XS-0003', '8方洗扫车', 3, 'shangcheng', 'scrapped', 410000, 9.3, '郑华'],
    ['ZC-ZZ-0001', '水平压缩转运设备', 4, 'gongshu', 'inUse', 1260000, 4.4, '冯军'],
    ['ZC-ZZ-0002', '除臭喷淋系统', 4, 'xihu', 'inUse', 168000, 3.0, '陈涛'],
    ['ZC-ZZ-0003', '地磅（60吨）', 4, 'binjiang', 'repair', 98000, 6.1, '蒋明'],
  ],
  [
    ['ZC-YS-0001', '8吨后装压缩车', 1, 'xihu', 'inUse', 356000, 2.0, '沈杰'],
    ['ZC-LJ-0001', '240L分类垃圾桶（60只）', 2, 'yuhang', 'inUse', 8100, 1.0, '韩冰'],
    ['ZC-XS-0001', '小型洗扫车', 3, 'yuhang', 'idle', 312000, 3.5, '杨帆'],
  ],
];

/** The state an asset left for its present one (an update of the history), by the state's name. */
const STATE_CHANGE: Record<string, string> = { repair: '状态：在用 → 维修', idle: '状态：在用 → 闲置', scrapped: '状态：闲置 → 报废' };

export const seed: SeedFunction = ({ index, now }) => {
  const yearsAgo = (y: number) => formatDate(new Date(now - y * 365.25 * 86_400_000));
  const daysAgo = (d: number, time: string) => `${formatDate(new Date(now - d * 86_400_000))} ${time}`;
  const assets = ASSETS[index] ?? ASSETS[1]!;
  // Last month's stock-take found every asset in use where it should be.
  const checked = (state: string) => state === 'inUse';
  return {
    assetType: TYPES.map(([typeCode, typeName], i) => ({ typeCode, typeName, sort: i + 1 })),
    assetArchive: assets.map(([assetCode, assetName, typeId, district, state, value, age, keeper]) => ({
      assetCode, assetName, typeId, district, state, value, purchaseDate: yearsAgo(age), keeper,
      ...(checked(state) ? { checkResult: 'normal', checkedAt: daysAgo(28, '15:30:00') } : {}),
    })),
    // Each asset's history: bought, its state changed (repair, idle, scrapped), checked at the stock-take.
    assetHistory: assets.flatMap(([assetCode, assetName, , , state, value, age, keeper], i) => [
      { operatedAt: `${yearsAgo(age)} 10:00:00`, assetCode, assetName, op: 'create', operator: '系统管理员', detail: `购置入账：原值 ${value} 元，保管人 ${keeper}` },
      ...(STATE_CHANGE[state] ? [{ operatedAt: daysAgo(40 + i * 3, '09:20:00'), assetCode, assetName, op: 'update', operator: '系统管理员', detail: STATE_CHANGE[state] }] : []),
      ...(checked(state) ? [{ operatedAt: daysAgo(28, '15:30:00'), assetCode, assetName, op: 'check', operator: '系统管理员', detail: '正常：季度盘点' }] : []),
    ]),
  };
};
