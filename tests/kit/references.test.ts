// A row that other rows still refer to (a reference field) cannot be deleted: the engine refuses with
// a message naming it and who refers to it, and nothing changes; an unreferenced row deletes.
import { describe, expect, it } from 'vitest';
import { callsOf } from '../../kit/resource';
import resources from '../../modules/ljszy/resources';
import { call, page, suiteContext } from './resourceSuite';

const ctx = suiteContext(['ljszy']);
const def = (id: string) => resources.resources.find((r) => r.id === id)!;

describe('deleting referenced rows', () => {
  it('refuses to delete a vehicle that arrival records refer to, and changes nothing', async () => {
    const arrival = (await page(ctx(), def('carArrivalRecord'), { pageSize: 1 })).records[0]!;
    const carsBefore = (await page(ctx(), def('carInfo'), { pageSize: 1 })).total;
    const answer = await call(ctx(), callsOf(def('carInfo')).remove!, { ids: String(arrival.carId) });
    expect(answer.result).not.toBe(0);
    expect(answer.msg).toMatch(/仍被\d+条.+引用，不能删除/);
    expect((await page(ctx(), def('carInfo'), { pageSize: 1 })).total).toBe(carsBefore);
  });

  it('deletes a vehicle nothing refers to', async () => {
    const created = await call(ctx(), callsOf(def('carInfo')).create!, { carCode: '苏A·Z9876', carType: 'compress', status: 'working' });
    expect(created.result).toBe(0);
    const id = (created.data as { id: number }).id;
    expect((await call(ctx(), callsOf(def('carInfo')).remove!, { ids: String(id) })).result).toBe(0);
  });
});
