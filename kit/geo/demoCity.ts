/**
 * The demo city, Hangzhou, as every module's demo data tells it: tenant 1 (杭州城市环境集团) over the
 * central districts, tenant 2 (西湖区环卫) in 西湖区 and 余杭区 — the same estates, streets, plants,
 * properties, companies and drivers in 垃圾收运, 垃圾分类 and the rest, so one story runs through the
 * product. Plain data and a deterministic generator (mulberry32): the same demo on every machine.
 */

export type DemoCity = {
  plate: string;
  center: [number, number];
  districts: string[];
  streets: string[];
  estates: string[];
  plants: { name: string; type: string }[];
  properties: string[];
  companies: { name: string; type: string }[];
  drivers: string[];
};

/** Tenant 1 (杭州城市环境集团): the city's central districts. */
export const hangzhou: DemoCity = {
  plate: '浙A',
  center: [120.16, 30.27],
  districts: ['shangcheng', 'gongshu', 'xihu', 'binjiang', 'xiaoshan', 'yuhang'],
  streets: ['延安路', '中河中路', '莫干山路', '文三路', '天目山路', '环城北路', '解放路', '秋涛路', '江南大道', '滨盛路', '体育场路', '凤起路'],
  estates: ['朝晖新村', '文晖小区', '翠苑一区', '古荡新村', '德加公寓', '采荷新村', '景芳二区', '三塘小区', '和睦新村', '闸弄口新村', '西溪诚园', '金色海岸', '江南豪园', '缤纷小区', '东方郡', '桂花城', '大关西苑', '湖墅新村'],
  plants: [
    { name: '拱墅区石祥路垃圾转运站', type: 'transfer' },
    { name: '上城区艮山门垃圾中转站', type: 'transfer' },
    { name: '九峰环境能源焚烧厂', type: 'incinerator' },
    { name: '天子岭生活垃圾填埋场', type: 'landfill' },
    { name: '滨江区长河垃圾房', type: 'station' },
    { name: '西湖区翠苑垃圾房', type: 'station' },
  ],
  properties: ['杭州绿城物业服务集团有限公司', '浙江南都物业管理有限公司', '杭州滨江物业管理有限公司', '浙江开元物业管理股份有限公司', '杭州万科物业服务有限公司', '浙江亚太物业管理有限公司'],
  companies: [
    { name: '杭州城市环境集团清运分公司', type: 'collect' },
    { name: '杭州钱江清运有限公司', type: 'transport' },
    { name: '杭州天子岭环保产业有限公司', type: 'dispose' },
    { name: '杭州市上城区环境卫生管理所', type: 'collect' },
    { name: '杭州富阳绿源再生资源有限公司', type: 'dispose' },
  ],
  drivers: ['王建国', '李志强', '张伟', '刘洋', '陈军', '杨勇', '赵磊', '黄涛', '周斌', '吴刚', '徐亮', '孙鹏'],
};

/** Tenant 2 (西湖区环境卫生服务有限公司): 西湖区 and its neighbour 余杭区. */
export const xihu: DemoCity = {
  plate: '浙A',
  center: [120.1, 30.28],
  districts: ['xihu', 'yuhang'],
  streets: ['文一西路', '古墩路', '西溪路', '紫金港路', '天目山路', '留和路', '之江路', '余杭塘路', '文二西路', '教工路'],
  estates: ['文新小区', '翠苑三区', '嘉绿苑', '骆家庄', '府苑新村', '兰家湾', '山水人家', '西溪花园', '北山街小区', '转塘小区', '留下小区', '三墩北苑'],
  plants: [
    { name: '西湖区三墩垃圾转运站', type: 'transfer' },
    { name: '西湖区转塘垃圾转运站', type: 'transfer' },
    { name: '九峰环境能源焚烧厂', type: 'incinerator' },
    { name: '天子岭生活垃圾填埋场', type: 'landfill' },
  ],
  properties: ['杭州西湖物业管理有限公司', '浙江中天物业服务有限公司', '杭州金成物业管理有限公司', '杭州中大物业服务有限公司'],
  companies: [
    { name: '杭州市西湖区环境卫生管理所', type: 'collect' },
    { name: '杭州西溪清运有限公司', type: 'transport' },
    { name: '杭州九峰环境能源有限公司', type: 'dispose' },
  ],
  drivers: ['沈明', '顾华', '陆建华', '钱军', '朱卫东', '蒋伟', '潘强', '范勇'],
};

/** A tenant's demo city by its seed index (0: tenant 1, 1: tenant 2). */
export const demoCity = (index: number): DemoCity => (index === 0 ? hangzhou : xihu);

/**
 * The plate of a tenant's `i`-th collection vehicle (0-based, one per driver of its city), as 垃圾收运
 * registers it: every module that shows the same vehicle writes the same plate.
 */
export const demoCarCode = (index: number, i: number): string =>
  `${demoCity(index).plate}·${(index ? 'NPQ' : 'KLM')[i % 3]}${String(1234 + i * 137).padStart(4, '0')}`;

/** District codes (the district enums' values) → names, as route and report names write them. */
export const DISTRICT_NAMES: Record<string, string> = { shangcheng: '上城区', gongshu: '拱墅区', xihu: '西湖区', binjiang: '滨江区', xiaoshan: '萧山区', yuhang: '余杭区' };

/** A small deterministic generator (mulberry32), so demo data is the same on every machine. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    round: (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d,
  };
}

