// The ljszy calls beside CRUD, against the real server: every handler answers with the tenant's data,
// the route editor saves, forecasts are numbers, the summary export is a workbook, and another
// tenant's ids are refused.
import { describe, expect, it } from 'vitest';
import { callsOf, parseCall } from '../../../kit/resource';
import resources from '../../../modules/ljszy/resources';
import server from '../../../modules/ljszy/server';
import { call, exportRows, page, suiteContext } from '../../kit/resourceSuite';

const ctx = suiteContext(['ljszy']);
const def = (id: string) => resources.resources.find((r) => r.id === id)!;
const first = async (id: string, token?: string) => (await page(ctx(), def(id), { pageSize: 1 }, token ?? ctx().token)).records[0]!;

async function params() {
  const [route, car, notWork, weight] = await Promise.all([first('route'), first('carInfo'), first('notWorkFacility'), first('containerWeight')]);
  return { routeId: route.id, carId: car.id, date: String((await first('carWork')).workDate), routeIds: String(route.id), notWorkId: notWork.id, containerWeightId: weight.id };
}

describe('ljszy handlers', () => {
  it('answer every call with data (result 0)', async () => {
    const p = await params();
    const failures: string[] = [];
    for (const key of Object.keys(server.handlers ?? {})) {
      const c = parseCall(key);
      if (c.path.endsWith('/exportXH')) continue;
      const id = c.path.includes('notWorkFacility/') ? p.notWorkId : c.path.includes('containerWeight/') ? p.containerWeightId : c.path.includes('facilityInfo/') || c.path.includes('carWeightOperate/') ? (await first(c.path.includes('facilityInfo/') ? 'facilityInfo' : 'carWeightOperate')).id : undefined;
      const answer = await call(ctx(), c, { ...p, id, staffName: '李明', facilityIds: '' });
      if (answer.result !== 0 || answer.data === null || answer.data === undefined) failures.push(`${key}: ${answer.msg}`);
    }
    expect(failures).toEqual([]);
  });

  it('serve the area’s loadEnumValue by name, labels in Chinese', async () => {
    const answer = await call(ctx(), parseCall('/cloud/ljszy/common/loadEnumValue'), { enumName: 'garbageType' });
    expect(answer.data).toContainEqual({ value: 'kitchen', label: '厨余垃圾', key: 'ljszy.enum.garbageType.kitchen' });
  });

  it('save a route’s facilities and read them back by route and by vehicle', async () => {
    const { routeId } = await params();
    const all = (await call(ctx(), parseCall('/cloud/ljszy/route/getAllFacsByRouteId'), { routeId })).data as { id: number }[];
    const chosen = all.slice(0, 3).map((f) => f.id);
    expect((await call(ctx(), parseCall('/cloud/ljszy/route/enhanceRoute'), { routeId, facilityIds: chosen.join(',') })).result).toBe(0);
    expect((await call(ctx(), parseCall('/cloud/ljszy/route/getFacsByRounteId'), { routeId })).data).toEqual(chosen);
    const bad = await call(ctx(), parseCall('/cloud/ljszy/route/enhanceRoute'), { routeId, facilityIds: '999999' });
    expect(bad.result).not.toBe(0);
    expect(bad.msg).toContain('999999');
  });

  it('forecast tomorrow and next month as numbers, with charts that extend past today', async () => {
    const daily = (await call(ctx(), parseCall('GET /cloud/ljszy/kanban/dailyForeCast'), {})).data as { forecast: number };
    expect(daily.forecast).toBeGreaterThan(0);
    const month = (await call(ctx(), parseCall('GET /cloud/ljszy/kanban/monthForeCast'), {})).data as { forecast: number };
    expect(month.forecast).toBeGreaterThan(0);
    const chart = (await call(ctx(), parseCall('GET /cloud/ljszy/kanban/dailyForeCastChart'), {})).data as { categories: string[]; series: { data: (number | null)[] }[] };
    expect(chart.categories).toHaveLength(21);
    expect(chart.series[1]!.data.slice(14).every((v) => typeof v === 'number')).toBe(true);
  });

  it('export the per-vehicle summary (exportXH) as a workbook', async () => {
    const rows = await exportRows(ctx(), parseCall('/cloud/ljszy/carWeightOperate/exportXH'), { weighTimeStart: '2020-01-01' });
    expect(rows.length).toBeGreaterThan(0);
  });

  it('refuse the other tenant’s ids: route detail, printing and staff binding', async () => {
    const { routeId } = await params();
    const weighing = await first('carWeightOperate');
    const facility = await first('facilityInfo');
    const t2 = ctx().token2;
    expect((await call(ctx(), parseCall('/cloud/ljszy/kanban/getRouteDetail'), { routeId }, t2)).result).not.toBe(0);
    expect((await call(ctx(), parseCall('/cloud/ljszy/carWeightOperate/printing'), { id: weighing.id }, t2)).result).not.toBe(0);
    expect((await call(ctx(), parseCall('/cloud/ljszy/facilityInfo/bindStaff'), { id: facility.id, staffName: '外人' }, t2)).result).not.toBe(0);
    expect(((await call(ctx(), callsOf(def('facilityInfo')).get!, { id: facility.id })).data as { staffName: string }).staffName).not.toBe('外人');
  });
});
