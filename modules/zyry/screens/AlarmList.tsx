/**
 * 人员报警 (personAlarm/pageList): the kit's list of the report; a row's detail is its evidence — the
 * worker's track of that work date with the fence on the map (位置轨迹, opened at the episode).
 */
import { ResourcePage } from '../../../kit/ui';
import { personAlarm } from '../resources/reports';

/** The hash of the trail screen for a worker, work date and time range (ms). */
export const trailHash = (workerId: unknown, workDate: unknown, from?: unknown, to?: unknown) =>
  `#/trail?${new URLSearchParams({ workerId: String(workerId), workDate: String(workDate ?? ''), ...(from ? { from: String(from) } : {}), ...(to ? { to: String(to) } : {}) }).toString()}`;

export function AlarmList() {
  return <ResourcePage def={personAlarm} onView={(row) => window.location.assign(trailHash(row.workerId, row.workDate, row.trailFrom, row.trailTo))} />;
}
