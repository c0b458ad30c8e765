// Video supervision's demo data: the generic types (the demo cameras' alarm kinds overflow, intrusion
// and smoke get their names; camera uses; recording kinds). The cameras, clips and alarms are the
// platform's demo video (server/services/demoVideo.ts), not the module's.
import type { SeedFunction } from '../../../kit/resource';

const TYPES: [string, string, string][] = [
  ['alarmKind', 'overflow', '垃圾满溢'],
  ['alarmKind', 'intrusion', '人员闯入'],
  ['alarmKind', 'smoke', '吸烟'],
  ['cameraUse', 'dispatch', '调度监控'],
  ['cameraUse', 'onboard', '车载监控'],
  ['recordKind', 'evidence', '取证录像'],
  ['recordKind', 'patrol', '日常巡查'],
];

export const seed: SeedFunction = () => ({
  currencyType: TYPES.map(([category, typeCode, typeName], i) => ({ category, typeCode, typeName, sort: i + 1, enabled: true, remark: '' })),
});
