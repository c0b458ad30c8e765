// Video supervision's demo data: the generic types (the demo cameras' alarm kinds overflow, intrusion
// and smoke get their names; camera uses; recording kinds), their bindings to departments, the PTZ
// commands sent to the demo cameras today and two recorded files (the demo clip). The cameras, clips
// and alarms are the platform's demo video (server/services/demoVideo.ts), not the module's.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { formatDate, seedFile, type SeedFunction } from '../../../kit/resource';

/** The demo recording (8 s WebM, `npm run demo:clip`), the one the demo cameras' clips play. */
const CLIP = resolve(import.meta.dirname, '../../../server/assets/demo-clip.webm');

const TYPES: [string, string, string][] = [
  ['alarmKind', 'overflow', '垃圾满溢'],
  ['alarmKind', 'intrusion', '人员闯入'],
  ['alarmKind', 'smoke', '吸烟'],
  ['cameraUse', 'dispatch', '调度监控'],
  ['cameraUse', 'onboard', '车载监控'],
  ['recordKind', 'evidence', '取证录像'],
  ['recordKind', 'patrol', '日常巡查'],
];

type Tenant = {
  /** The organisation (company department) and its departments bound to a type: [type name, dept id, dept name]. */
  org: [id: string, name: string];
  bindings: [string, string, string][];
  /** Online cameras of the tenant's demo video: [code, name as the store names it]. */
  cameras: [string, string][];
};

const TENANTS: Tenant[] = [
  {
    org: ['d101', '杭州城市环境集团有限公司'],
    bindings: [['调度监控', 'd103', '环卫运营部'], ['调度监控', 'd104', '道路保洁一队'], ['车载监控', 'd106', '车辆管理中心'], ['取证录像', 'd108', '安全生产部']],
    cameras: [['C-101', '调度大厅'], ['C-103', '车载前视'], ['C-106', '进场地磅']],
  },
  {
    org: ['d201', '西湖区环境卫生服务有限公司'],
    bindings: [['调度监控', 'd203', '作业一部'], ['车载监控', 'd205', '车队']],
    cameras: [['C-201', '门口']],
  },
];

const COMMAND_PLAN: [command: string, speed: number, hoursAgo: number][] = [['left', 4, 5.2], ['zoomIn', 3, 5.1], ['stop', 4, 5.1], ['right', 6, 2.4], ['stop', 4, 2.4], ['up', 2, 0.8]];

export const seed: SeedFunction = ({ index, now }) => {
  const at = (hoursAgo: number) => formatDate(new Date(now - hoursAgo * 3_600_000), true);
  const t = TENANTS[index] ?? TENANTS[1]!;
  const clip = () => seedFile('演示录像.webm', 'video/webm', readFileSync(CLIP).toString('base64'));
  const [code, name] = t.cameras[0]!;
  return {
    currencyType: TYPES.map(([category, typeCode, typeName], i) => ({ category, typeCode, typeName, sort: i + 1, enabled: true, remark: '' })),
    currencyTypeEntity: t.bindings.map(([typeName, deptId, deptName]) => ({ typeId: TYPES.findIndex((x) => x[2] === typeName) + 1, orgId: t.org[0], deptId, orgName: t.org[1], deptName })),
    videoControl: COMMAND_PLAN.map(([command, speed, hoursAgo], i) => {
      const [cameraCode, cameraName] = t.cameras[i % t.cameras.length]!;
      return { sentAt: at(hoursAgo), cameraCode, cameraName, command, speed, operator: '系统管理员' };
    }),
    videoFile: [
      { title: `${name} 取证录像`, cameraCode: code, recordedAt: at(3), video: clip(), remark: '作业区域取证' },
      { title: `${name} 日常巡查`, cameraCode: code, recordedAt: at(27), video: clip(), remark: '' },
    ],
  };
};
