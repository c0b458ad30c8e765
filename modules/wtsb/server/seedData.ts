// Demo data of the two tenants: Hangzhou streets (tenant 1, city centre; tenant 2, Xihu district),
// their department areas, handlers and the problem type tree. seed.ts turns the case list into cases
// with full action histories.

/** [code, name, parent code, category, time limit in hours] */
export const TYPES: [string, string, string | null, string, number][] = [
  ['HJ', '市容环境', null, 'environment', 24],
  ['HJ01', '垃圾满溢', 'HJ', 'environment', 4],
  ['HJ02', '暴露垃圾', 'HJ', 'environment', 4],
  ['HJ03', '道路不洁', 'HJ', 'environment', 2],
  ['HJ04', '乱堆物料', 'HJ', 'environment', 24],
  ['SS', '设施设备', null, 'facility', 24],
  ['SS01', '道路积水', 'SS', 'facility', 2],
  ['SS02', '井盖缺损', 'SS', 'facility', 8],
  ['SS03', '垃圾桶破损', 'SS', 'facility', 24],
  ['SS04', '公厕设施损坏', 'SS', 'facility', 24],
  ['ZX', '街面秩序', null, 'order', 24],
  ['ZX01', '占道经营', 'ZX', 'order', 4],
  ['ZX02', '乱张贴', 'ZX', 'order', 24],
  ['ZX03', '违规停车', 'ZX', 'order', 2],
  ['LH', '园林绿化', null, 'greening', 72],
  ['LH01', '绿化带缺株', 'LH', 'greening', 72],
  ['LH02', '树木倒伏', 'LH', 'greening', 4],
  ['JX', '机械作业', null, 'machine', 24],
  ['JX01', '洒水作业不到位', 'JX', 'machine', 8],
  ['JX02', '机扫漏扫', 'JX', 'machine', 8],
];

/** [name, userId, department, post, phone] */
export type Person = [string, string, string, string, string];
/** [area, department, lng, lat, radius, handler index among PERSONS] */
export type Area = [string, string, number, number, number, number];
/** [type code, description, address, area index, lng, lat, source, urgency, reporter] */
export type CaseSeed = [string, string, string, number, number, number, string, string, string];

export type TenantSeed = { persons: Person[]; areas: Area[]; cases: CaseSeed[] };

export const TENANTS: TenantSeed[] = [
  {
    persons: [
      ['张建国', '1001', '城市管理指挥中心', '指挥长', '13805710001'],
      ['李明', '1002', '环卫运营部', '运营部经理', '13805710002'],
      ['王芳', '1003', '道路保洁一队', '保洁队长', '13805710003'],
      ['赵磊', '1004', '车辆管理中心', '车管主任', '13805710004'],
      ['孙立伟', 's1006', '道路保洁二队', '保洁队长', '13805710006'],
      ['吴婷', 's1007', '垃圾分类指导中心', '分类督导', '13805710007'],
      ['刘桂英', 's1009', '道路保洁一队', '保洁员', '13805710009'],
    ],
    areas: [
      ['湖滨片区', '道路保洁一队', 120.1633, 30.2571, 900, 2],
      ['武林片区', '道路保洁一队', 120.1640, 30.2740, 1000, 6],
      ['庆春片区', '道路保洁二队', 120.1800, 30.2620, 1000, 4],
      ['凤起片区', '环卫运营部', 120.1710, 30.2680, 800, 1],
      ['文三片区', '垃圾分类指导中心', 120.1330, 30.2780, 1200, 5],
    ],
    cases: [
      ['HJ01', '延安路与平海路口分类垃圾桶满溢，周边散落垃圾袋', '上城区延安路与平海路交叉口东北角', 0, 120.1641, 30.2568, 'patrol', 'urgent', '王芳'],
      ['SS01', '暴雨后涌金立交下方积水约30厘米，车辆通行困难', '上城区南山路涌金立交桥下', 0, 120.1602, 30.2520, 'hotline', 'critical', '市民陈先生'],
      ['ZX01', '早市摊贩占用人行道经营水果，影响行人通行', '拱墅区武林路与体育场路口', 1, 120.1648, 30.2731, 'patrol', 'normal', '李明'],
      ['HJ02', '绿化带内有装修垃圾暴露，约两立方米', '拱墅区环城北路武林门段', 1, 120.1652, 30.2776, 'public', 'normal', '市民刘女士'],
      ['SS02', '人行道雨水井盖破损，存在安全隐患', '上城区庆春路与中河中路交叉口', 2, 120.1752, 30.2611, 'video', 'urgent', '视频巡查员'],
      ['HJ03', '路面有大面积油污，保洁不到位', '上城区解放路浙医二院门口', 2, 120.1812, 30.2598, 'patrol', 'normal', '孙立伟'],
      ['ZX02', '公交站台张贴小广告二十余处', '拱墅区凤起路中河路公交站', 3, 120.1715, 30.2672, 'public', 'normal', '市民王先生'],
      ['SS03', '四分类垃圾桶桶盖破损无法闭合', '上城区凤起东路西湖文化广场北侧', 3, 120.1722, 30.2701, 'patrol', 'normal', '吴婷'],
      ['ZX03', '非机动车道违规停放机动车三辆', '西湖区文三路与学院路口', 4, 120.1342, 30.2775, 'video', 'normal', '视频巡查员'],
      ['LH02', '大风导致行道树倒伏压住非机动车道', '西湖区文三路物美超市门口', 4, 120.1305, 30.2786, 'hotline', 'critical', '市民赵女士'],
      ['HJ04', '施工单位在路边乱堆黄沙水泥，未覆盖', '拱墅区中山北路与凤起路口', 3, 120.1690, 30.2669, 'patrol', 'normal', '李明'],
      ['SS04', '公厕洗手台水龙头损坏漏水', '上城区湖滨路六公园公厕', 0, 120.1628, 30.2590, 'public', 'normal', '市民孙先生'],
      ['JX01', '洒水车作业漏洒，路面扬尘明显', '上城区平海路全段', 0, 120.1660, 30.2565, 'patrol', 'normal', '王芳'],
      ['JX02', '机扫车漏扫路沿，落叶堆积', '拱墅区武林路北段', 1, 120.1633, 30.2760, 'leader', 'urgent', '张建国'],
      ['HJ01', '小区门口垃圾收集点满溢，异味较重', '上城区庆春路长寿桥社区门口', 2, 120.1779, 30.2630, 'public', 'urgent', '市民周女士'],
      ['LH01', '中央绿化带缺株约十五米', '西湖区文三路与教工路口', 4, 120.1395, 30.2781, 'patrol', 'normal', '吴婷'],
      ['SS01', '下穿通道排水不畅积水', '拱墅区环城北路中河立交下穿', 3, 120.1730, 30.2770, 'video', 'critical', '视频巡查员'],
      ['ZX01', '夜市摊点占道经营，油烟扰民', '上城区惠民路与中山中路口', 0, 120.1681, 30.2479, 'hotline', 'normal', '市民钱先生'],
      ['HJ03', '人行道有狗粪及烟头，保洁不及时', '拱墅区体育场路浙江日报门口', 1, 120.1618, 30.2724, 'public', 'normal', '市民吴女士'],
      ['SS02', '检查井盖缺失，已临时围挡', '上城区建国北路与庆春路口', 2, 120.1850, 30.2640, 'patrol', 'critical', '孙立伟'],
      ['HJ02', '河道边有人倾倒生活垃圾', '上城区中河北路菜市桥段', 2, 120.1760, 30.2660, 'patrol', 'normal', '刘桂英'],
      ['ZX02', '围墙上喷涂办证小广告', '西湖区学院路求是村围墙', 4, 120.1290, 30.2750, 'public', 'normal', '市民郑先生'],
      ['HJ01', '商业街垃圾桶满溢未及时清运', '上城区湖滨银泰in77 C区门口', 0, 120.1635, 30.2580, 'patrol', 'urgent', '王芳'],
      ['SS03', '垃圾桶被车辆撞坏', '拱墅区武林路与凤起路口', 1, 120.1645, 30.2695, 'patrol', 'normal', '李明'],
    ],
  },
  {
    persons: [
      ['陈静', '2001', '西湖区城管指挥中心', '指挥长', '13905710001'],
      ['林国强', 's2002', '综合部', '综合部主任', '13905710002'],
      ['黄志强', 's2003', '作业一部', '作业主管', '13905710003'],
      ['徐丽华', 's2004', '作业二部', '作业主管', '13905710004'],
      ['马俊', 's2005', '车队', '车队长', '13905710005'],
      ['朱秀兰', 's2006', '作业一部', '保洁员', '13905710006'],
    ],
    areas: [
      ['北山片区', '作业一部', 120.1450, 30.2630, 1000, 2],
      ['文新片区', '作业二部', 120.1060, 30.2880, 1200, 3],
      ['古荡片区', '作业一部', 120.1180, 30.2780, 1000, 5],
      ['灵隐片区', '车队', 120.1020, 30.2420, 1500, 4],
    ],
    cases: [
      ['HJ01', '文一路沿街垃圾桶满溢，塑料袋随风飘散', '西湖区文一路与古墩路交叉口', 1, 120.1058, 30.2885, 'patrol', 'urgent', '黄志强'],
      ['SS01', '雨后道路积水，公交车溅水影响行人', '西湖区天目山路与古翠路口', 2, 120.1190, 30.2770, 'hotline', 'critical', '市民何先生'],
      ['ZX01', '流动摊贩占道卖早餐', '西湖区文三西路与古墩路口', 1, 120.1070, 30.2830, 'patrol', 'normal', '徐丽华'],
      ['HJ02', '山脚步道旁有游客丢弃垃圾', '西湖区北山街宝石山登山口', 0, 120.1480, 30.2620, 'public', 'normal', '市民冯女士'],
      ['LH02', '台风后行道树倾斜，枝干压住电线', '西湖区灵隐路灵隐寺停车场旁', 3, 120.1010, 30.2410, 'hotline', 'critical', '市民褚先生'],
      ['SS02', '人行道井盖松动，踩上有响声', '西湖区曙光路与保俶路口', 0, 120.1440, 30.2680, 'video', 'urgent', '视频巡查员'],
      ['JX02', '机扫车作业后路面仍有泥沙', '西湖区古墩路留下段', 2, 120.1170, 30.2790, 'patrol', 'normal', '马俊'],
      ['HJ03', '路面有泥浆，疑似渣土车遗撒', '西湖区西溪路与紫金港路口', 3, 120.1040, 30.2450, 'video', 'urgent', '视频巡查员'],
      ['ZX03', '景区道路违规停车堵塞', '西湖区北山街岳庙段', 0, 120.1420, 30.2600, 'patrol', 'normal', '朱秀兰'],
      ['SS03', '分类垃圾桶缺少厨余桶', '西湖区文新街道竞舟路社区', 1, 120.1080, 30.2900, 'public', 'normal', '市民卫女士'],
      ['HJ04', '路边堆放废弃家具', '西湖区古荡新村东门', 2, 120.1200, 30.2760, 'patrol', 'normal', '林国强'],
      ['ZX02', '电线杆上小广告较多', '西湖区文二西路与丰潭路口', 1, 120.1100, 30.2870, 'public', 'normal', '市民蒋先生'],
      ['JX01', '洒水车未按时作业', '西湖区灵隐路全段', 3, 120.1030, 30.2430, 'leader', 'urgent', '陈静'],
      ['HJ01', '农贸市场门口垃圾满溢', '西湖区古荡农贸市场', 2, 120.1175, 30.2765, 'patrol', 'urgent', '黄志强'],
      ['SS04', '景区公厕蹲位堵塞', '西湖区北山街断桥公厕', 0, 120.1500, 30.2590, 'public', 'normal', '市民沈女士'],
      ['LH01', '绿化带杂草丛生，缺株明显', '西湖区文一西路绿化带', 1, 120.1030, 30.2890, 'patrol', 'normal', '徐丽华'],
      ['HJ03', '人行道落叶未及时清扫', '西湖区曙光路黄龙体育中心段', 0, 120.1460, 30.2700, 'patrol', 'normal', '朱秀兰'],
      ['SS01', '地下通道积水', '西湖区紫金港路下穿通道', 3, 120.1050, 30.2470, 'video', 'critical', '视频巡查员'],
    ],
  },
];

/** Small photos (48×32 PNG) used as the seeded cases' report and handling photos. */
export const PHOTOS = [
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAASUlEQVR42mM4cecDGnJr2oKG6KmGYdRBow4adg4aWOsx1Yw6aNRBw89Bo+XQqINGHTRal406aNRBo3XZaME46qBRB43WZRSpAQB6VTC1zgqkngAAAABJRU5ErkJggg==',
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAASUlEQVR42mN49uEEGqpYYIOG6KmGYdRBow4adg4aWOsx1Yw6aNRBw89Bo+XQqINGHTRal406aNRBo3XZaME46qBRB43WZRSpAQAjgdamZHLIFgAAAABJRU5ErkJggg==',
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAASUlEQVR42mP4decEGtoSZYOG6KmGYdRBow4adg4aWOsx1Yw6aNRBw89Bo+XQqINGHTRal406aNRBo3XZaME46qBRB43WZRSpAQBFYLimG/EMjQAAAABJRU5ErkJggg==',
];
