// The vehicle monitor's catalogue (cljk = 车辆监控): every label of its lists, forms, choices and menus, zh-CN and en-US.
import { catalogueFromPairs } from '../../../kit/i18n';

type Pair = [string, string];

const CONFIG: Record<string, Pair> = {
  carId: ['车牌号', 'Plate'],
  deviceCode: ['监测设备编号', 'Device code'],
  tankCapacity: ['容量', 'Tank capacity'],
  dropLitres: ['骤降阈值', 'Sudden drop of at least'],
  dropMinutes: ['骤降时间窗', 'Within'],
  refillLitres: ['补充阈值', 'Refill of at least'],
  remark: ['备注', 'Note'],
};

const CAR: Record<string, Pair> = { plateNo: ['车牌号', 'Plate'], deviceCode: ['监测设备编号', 'Device code'] };
const EVENT: Record<string, Pair> = { startTime: ['开始时间', 'From'], endTime: ['结束时间', 'To'], beforeLitres: ['变化前', 'Before'], afterLitres: ['变化后', 'After'] };
const LEVELS: Record<string, Pair> = { startLitres: ['期初存量', 'At the start'], endLitres: ['期末存量', 'At the end'], readings: ['读数条数', 'Readings'] };

const REPORTS: Record<string, Record<string, Pair>> = {
  oilAbnormal: { ...CAR, ...EVENT, abnormalType: ['异常类型', 'Kind'], dropLitres: ['骤降油量', 'Dropped'] },
  oilDaily: { ...CAR, ...LEVELS, day: ['日期', 'Day'], refuelLitres: ['加油量', 'Refuelled'], refuelTimes: ['加油次数', 'Refuels'], abnormalLitres: ['异常油量', 'Abnormal drops'], consumedLitres: ['油耗', 'Consumed'] },
  oilMonthly: { ...CAR, ...LEVELS, month: ['月份', 'Month'], days: ['有数据天数', 'Days with data'], refuelLitres: ['加油量', 'Refuelled'], refuelTimes: ['加油次数', 'Refuels'], abnormalLitres: ['异常油量', 'Abnormal drops'], consumedLitres: ['油耗', 'Consumed'] },
  waterRecord: { ...CAR, ...EVENT, eventType: ['记录类型', 'Kind'], changeLitres: ['变化水量', 'Change'] },
  waterDaily: { ...CAR, ...LEVELS, day: ['日期', 'Day'], filledLitres: ['加水量', 'Filled'], fillTimes: ['加水次数', 'Fills'], droppedLitres: ['异常水量', 'Sudden drops'], usedLitres: ['用水量', 'Used'] },
};

const labels = (prefix: string, fields: Record<string, Pair>) => Object.entries(fields).map(([f, p]): [string, Pair] => [`${prefix}.${f}`, p]);

export const cljkMessages = catalogueFromPairs({
  'cljk.module': ['车辆监控', 'Vehicle monitoring'],
  'cljk.menu.oil': ['油耗监控', 'Fuel monitoring'],
  'cljk.menu.water': ['水量监控', 'Water monitoring'],
  'cljk.oilConfig': ['油耗配置', 'Fuel settings'],
  'cljk.waterConfig': ['水量配置', 'Water settings'],
  ...Object.fromEntries([...labels('cljk.oilConfig', CONFIG), ...labels('cljk.waterConfig', CONFIG)]),
  'cljk.oilConfig.tankCapacity': ['油箱容量', 'Tank capacity'],
  'cljk.waterConfig.tankCapacity': ['水箱容量', 'Tank capacity'],
  'cljk.deviceCodeHelp': ['留空：名称以车牌号开头的车载设备', 'Blank: the vehicle device whose name starts with the plate'],
  'cljk.oilAbnormal': ['油量异常记录', 'Abnormal fuel'],
  'cljk.oilDaily': ['每日油耗', 'Daily fuel'],
  'cljk.oilMonthly': ['每月油耗', 'Monthly fuel'],
  'cljk.waterRecord': ['加水记录', 'Water records'],
  'cljk.waterDaily': ['每日用水', 'Daily water'],
  'cljk.waterCurve': ['水位曲线', 'Water levels'],
  'cljk.waterCurve.panel': ['当日水箱水位（升）', 'Water in the tanks today (L)'],
  ...Object.fromEntries(Object.entries(REPORTS).flatMap(([id, fields]) => labels(`cljk.${id}`, fields))),
  'cljk.menu.gps': ['车辆定位', 'Vehicle positions'],
  'cljk.gpsDevice': ['定位设备', 'GPS terminals'],
  'cljk.gpsDevice.carId': ['车牌号', 'Plate'],
  'cljk.gpsDevice.deviceCode': ['设备编号', 'Device code'],
  'cljk.gpsDevice.simNo': ['SIM卡号', 'SIM number'],
  'cljk.gpsDevice.simNoRule': ['SIM卡号应为 11–13 位数字', 'A SIM number is 11 to 13 digits'],
  'cljk.gpsDevice.installDate': ['安装日期', 'Installed on'],
  'cljk.gpsDevice.remark': ['备注', 'Note'],
  'cljk.gpsHistory': ['历史位置', 'Position history'],
  'cljk.gpsHistory.carId': ['车辆', 'Car'],
  'cljk.gpsHistory.plateNo': ['车牌号', 'Plate'],
  'cljk.gpsHistory.time': ['定位时间', 'Time'],
  'cljk.gpsHistory.lng': ['经度', 'Longitude'],
  'cljk.gpsHistory.lat': ['纬度', 'Latitude'],
  'cljk.gpsHistory.speed': ['速度', 'Speed'],
  'cljk.gpsHistory.address': ['位置', 'Address'],
  'cljk.gpsHistory.exportWithoutAddress': ['导出（不含地址）', 'Export without addresses'],
  'cljk.unit.kmh': ['km/h', 'km/h'],
  'cljk.track': ['轨迹回放', 'Track playback'],
  'cljk.track.points': ['共 {n} 个定位点', '{n} positions'],
  'cljk.error.pickCar': ['请选择车辆', 'Pick a car'],
  'cljk.error.noGps': ['车辆“{plate}”没有定位设备', '{plate} has no GPS terminal'],
  'cljk.error.point': ['经纬度不正确（WGS-84：经度 73–136，纬度 3–54）', 'Bad coordinates (WGS-84: longitude 73–136, latitude 3–54)'],
  'cljk.unit.litre': ['升', 'L'],
  'cljk.unit.minute': ['分钟', 'min'],
  'cljk.enum.abnormalType.theft': ['疑似偷油（停车时骤降）', 'Suspected theft (while standing)'],
  'cljk.enum.abnormalType.leak': ['疑似漏油（行驶中骤降）', 'Suspected leak (while moving)'],
  'cljk.enum.waterEvent.fill': ['加水', 'Fill'],
  'cljk.enum.waterEvent.drop': ['水量骤降', 'Sudden drop'],
  'cljk.error.device': ['监测设备“{code}”不是本单位的车载设备', '{code} is not a vehicle device of your organisation'],
  'cljk.error.threshold': ['{label}不能大于容量', '{label} cannot exceed the tank capacity'],
  'cljk.error.range': ['时间范围不正确：开始须早于结束，且不超过 {days} 天', 'Bad range: the start must be before the end, at most {days} days apart'],
  'cljk.error.day': ['日期格式不正确，应为 YYYY-MM-DD', 'A day is written YYYY-MM-DD'],
  'cljk.error.month': ['月份格式不正确，应为 YYYY-MM', 'A month is written YYYY-MM'],
  'cljk.error.car': ['车辆不存在或未配置', 'No such configured car'],
});
