/** The area's calls. ljszydd (压缩箱调度): POST /envcloud/hw/ljszydd/<entity>/<op>; ljszy-rfid: /cloud/ljszy/rfid/<op>. */
import type { ApiCall } from '../../../kit/resource';

export const dd = (entity: string, op: string): ApiCall => `/envcloud/hw/ljszydd/${entity}/${op}`;
export const rfid = (op: string, method: 'GET' | 'POST' = 'POST'): ApiCall => `${method} /cloud/ljszy/rfid/${op}`;

/** The board's calls (screens/BoxBoard.tsx, served by server/board.ts). */
export const BOARD = {
  stats: dd('compressionBox', 'boardStats'),
  fill: dd('compressionBox', 'boardFill'),
  map: dd('facilityInfo', 'boardMap'),
  alarms: dd('compressionBox', 'boardAlarms'),
} as const;
