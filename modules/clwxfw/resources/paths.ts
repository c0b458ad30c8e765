/**
 * The vehicle maintenance service's calls (clwxfw = 车辆维修服务) are written out in full in each
 * definition, as the spec names them (car, cost, month, settlementManage, zhj/car, OilRefuel,
 * CarOilRefuel, whiteRecord …); this file holds what the definitions share.
 */
import type { ApiCall } from '../../../kit/resource';

/** A POST with a raw JSON body (the spec's "POST raw" calls). */
export const raw = (path: string): ApiCall => ({ method: 'POST', path, json: true });

/** Choices of an enum: labels are catalogue keys `clwxfw.enum.<name>.<value>`. */
export const options = (name: string, values: readonly string[]) => values.map((v) => ({ value: v, label: `clwxfw.enum.${name}.${v}` }));

/** A car of 车辆管理, by plate (referred to, never copied). */
export const CAR = { resource: 'clgl.car', display: 'plateNo' } as const;
