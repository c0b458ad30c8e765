/**
 * The nursery's part of the demo city (kit/geo/demoCity.ts): the species it grows, the group areas in
 * the parks of each tenant's districts and the care kinds. Plain data shared by the seed and the tests.
 */
import type { LngLat } from '../../../kit/geo';

export const STOCK_TYPES = [
  { typeName: '乔木', measure: 'dbh', sort: 1, remark: '以离地1.3米处胸径计规格' },
  { typeName: '灌木', measure: 'base', sort: 2, remark: '以地径计规格' },
  { typeName: '地被植物', measure: 'base', sort: 3, remark: null },
  { typeName: '竹类', measure: 'dbh', sort: 4, remark: null },
] as const;

/** Species: name, latin name, type (1-based), reference unit price (元/株), street tree. */
export const SUB_TYPES: { subTypeName: string; latinName: string; type: number; unitPrice: number; street?: boolean }[] = [
  { subTypeName: '香樟', latinName: 'Cinnamomum camphora', type: 1, unitPrice: 1200, street: true },
  { subTypeName: '银杏', latinName: 'Ginkgo biloba', type: 1, unitPrice: 2600, street: true },
  { subTypeName: '无患子', latinName: 'Sapindus saponaria', type: 1, unitPrice: 900, street: true },
  { subTypeName: '悬铃木', latinName: 'Platanus acerifolia', type: 1, unitPrice: 1500, street: true },
  { subTypeName: '桂花', latinName: 'Osmanthus fragrans', type: 1, unitPrice: 1800, street: true },
  { subTypeName: '红枫', latinName: 'Acer palmatum', type: 1, unitPrice: 1100 },
  { subTypeName: '杜鹃', latinName: 'Rhododendron simsii', type: 2, unitPrice: 25 },
  { subTypeName: '红叶石楠', latinName: 'Photinia × fraseri', type: 2, unitPrice: 35 },
  { subTypeName: '海桐', latinName: 'Pittosporum tobira', type: 2, unitPrice: 30 },
  { subTypeName: '金边黄杨', latinName: 'Euonymus japonicus', type: 2, unitPrice: 18 },
  { subTypeName: '麦冬', latinName: 'Ophiopogon japonicus', type: 3, unitPrice: 2 },
  { subTypeName: '八角金盘', latinName: 'Fatsia japonica', type: 3, unitPrice: 12 },
  { subTypeName: '早园竹', latinName: 'Phyllostachys propinqua', type: 4, unitPrice: 40 },
];

export type DemoArea = { areaName: string; park: string; district: string; at: LngLat; areaSize: number; manager: string };

/** Group areas in each tenant's parks (tenant 1: the central districts; tenant 2: 西湖区 and 余杭区). */
export const GROUP_AREAS: DemoArea[][] = [
  [
    { areaName: '花港苗圃区', park: '花港观鱼公园', district: 'xihu', at: [120.1438, 30.2316], areaSize: 12000, manager: '钱卫东' },
    { areaName: '柳浪闻莺苗圃区', park: '柳浪闻莺公园', district: 'shangcheng', at: [120.1609, 30.2466], areaSize: 8000, manager: '孙丽' },
    { areaName: '太子湾苗圃区', park: '太子湾公园', district: 'xihu', at: [120.1486, 30.2279], areaSize: 9500, manager: '周建平' },
    { areaName: '江洋畈苗圃区', park: '江洋畈生态公园', district: 'shangcheng', at: [120.1508, 30.2196], areaSize: 15000, manager: '吴海燕' },
    { areaName: '城北体育公园苗圃区', park: '城北体育公园', district: 'gongshu', at: [120.1605, 30.3215], areaSize: 11000, manager: '郑国强' },
    { areaName: '江滨苗圃区', park: '滨江江滨公园', district: 'binjiang', at: [120.2150, 30.2120], areaSize: 10000, manager: '冯志刚' },
  ],
  [
    { areaName: '西溪苗圃区', park: '西溪国家湿地公园', district: 'xihu', at: [120.0688, 30.2706], areaSize: 14000, manager: '沈晓红' },
    { areaName: '三墩苗圃区', park: '三墩公园', district: 'xihu', at: [120.0940, 30.3300], areaSize: 7000, manager: '陆建华' },
    { areaName: '闲林苗圃区', park: '闲林生态公园', district: 'yuhang', at: [120.0430, 30.2600], areaSize: 9000, manager: '顾明' },
  ],
];

export const CURING_TYPES = [
  { typeName: '浇水', category: 'watering', cycleDays: 7, remark: '夏季高温每周不少于一次' },
  { typeName: '修剪', category: 'pruning', cycleDays: 180, remark: '冬季整形修剪，夏季疏枝' },
  { typeName: '病虫害防治', category: 'pestControl', cycleDays: 90, remark: '春秋两季重点防治' },
  { typeName: '支撑加固', category: 'support', cycleDays: 365, remark: '台风季前检查扶正' },
  { typeName: '施肥', category: 'fertilizing', cycleDays: 120, remark: null },
] as const;

/** Why a tree or plants leave: the removal reasons of the demo. */
export const REMOVAL_REASONS = ['台风倒伏', '病虫害致死', '道路施工迁移', '树体枯死'];
