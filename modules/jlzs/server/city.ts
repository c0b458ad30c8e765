/**
 * Where the demo city's estates, streets and rural villages lie (kit/geo/demoCity.ts names them;
 * this module adds the 街道 each belongs to, for per-street figures): district code and street.
 */
export type Place = { district: string; street: string };

/** Each estate of the demo city by its district and street (both tenants). */
export const ESTATES: Record<string, Place> = {
  朝晖新村: { district: 'gongshu', street: '朝晖街道' },
  文晖小区: { district: 'gongshu', street: '朝晖街道' },
  翠苑一区: { district: 'xihu', street: '翠苑街道' },
  古荡新村: { district: 'xihu', street: '古荡街道' },
  德加公寓: { district: 'xihu', street: '文新街道' },
  采荷新村: { district: 'shangcheng', street: '采荷街道' },
  景芳二区: { district: 'shangcheng', street: '闸弄口街道' },
  三塘小区: { district: 'gongshu', street: '和睦街道' },
  和睦新村: { district: 'gongshu', street: '和睦街道' },
  闸弄口新村: { district: 'shangcheng', street: '闸弄口街道' },
  西溪诚园: { district: 'xihu', street: '蒋村街道' },
  金色海岸: { district: 'binjiang', street: '长河街道' },
  江南豪园: { district: 'binjiang', street: '长河街道' },
  缤纷小区: { district: 'binjiang', street: '西兴街道' },
  东方郡: { district: 'xiaoshan', street: '北干街道' },
  桂花城: { district: 'yuhang', street: '五常街道' },
  大关西苑: { district: 'gongshu', street: '大关街道' },
  湖墅新村: { district: 'gongshu', street: '湖墅街道' },
  文新小区: { district: 'xihu', street: '文新街道' },
  翠苑三区: { district: 'xihu', street: '翠苑街道' },
  嘉绿苑: { district: 'xihu', street: '文新街道' },
  骆家庄: { district: 'xihu', street: '文新街道' },
  府苑新村: { district: 'xihu', street: '西湖街道' },
  兰家湾: { district: 'xihu', street: '古荡街道' },
  山水人家: { district: 'xihu', street: '转塘街道' },
  西溪花园: { district: 'xihu', street: '蒋村街道' },
  北山街小区: { district: 'xihu', street: '北山街道' },
  转塘小区: { district: 'xihu', street: '转塘街道' },
  留下小区: { district: 'xihu', street: '留下街道' },
  三墩北苑: { district: 'yuhang', street: '仓前街道' },
};

/** Rural villages (行政村) of each tenant, for 美丽乡村. */
export const RURAL: Record<number, (Place & { name: string })[]> = {
  0: [
    { name: '湘湖村', district: 'xiaoshan', street: '城厢街道' },
    { name: '杜家村', district: 'xiaoshan', street: '北干街道' },
    { name: '永福村', district: 'yuhang', street: '五常街道' },
    { name: '葛巷村', district: 'yuhang', street: '仓前街道' },
    { name: '方家山村', district: 'yuhang', street: '闲林街道' },
    { name: '联胜村', district: 'xiaoshan', street: '城厢街道' },
  ],
  1: [
    { name: '龙坞村', district: 'xihu', street: '转塘街道' },
    { name: '外桐坞村', district: 'xihu', street: '转塘街道' },
    { name: '灵山村', district: 'xihu', street: '双浦镇' },
    { name: '永福村', district: 'yuhang', street: '五常街道' },
  ],
};

/** Recycling outlets (回收网点) of each tenant. */
export const OUTLETS: Record<number, (Place & { name: string })[]> = {
  0: [
    { name: '朝晖再生资源回收网点', district: 'gongshu', street: '朝晖街道' },
    { name: '采荷再生资源回收网点', district: 'shangcheng', street: '采荷街道' },
    { name: '翠苑再生资源回收网点', district: 'xihu', street: '翠苑街道' },
    { name: '长河再生资源回收网点', district: 'binjiang', street: '长河街道' },
    { name: '北干再生资源回收网点', district: 'xiaoshan', street: '北干街道' },
  ],
  1: [
    { name: '文新再生资源回收网点', district: 'xihu', street: '文新街道' },
    { name: '转塘再生资源回收网点', district: 'xihu', street: '转塘街道' },
  ],
};

/** Where each plant of the demo city lies (its district and street). */
export const PLANTS: Record<string, Place> = {
  拱墅区石祥路垃圾转运站: { district: 'gongshu', street: '祥符街道' },
  上城区艮山门垃圾中转站: { district: 'shangcheng', street: '闸弄口街道' },
  九峰环境能源焚烧厂: { district: 'yuhang', street: '闲林街道' },
  天子岭生活垃圾填埋场: { district: 'gongshu', street: '半山街道' },
  滨江区长河垃圾房: { district: 'binjiang', street: '长河街道' },
  西湖区翠苑垃圾房: { district: 'xihu', street: '翠苑街道' },
  西湖区三墩垃圾转运站: { district: 'xihu', street: '三墩镇' },
  西湖区转塘垃圾转运站: { district: 'xihu', street: '转塘街道' },
};
