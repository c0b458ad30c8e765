/**
 * An integrator's first call with a typed client generated from the server's OpenAPI document:
 *
 *   npx openapi-typescript http://localhost:8080/openapi.json -o examples/api-client/urbanops-api.d.ts
 *
 * then `openapi-fetch` checks every path, field and answer against it at compile time. Run by
 * tests/server/openapi.client.test.ts against a real server (which generates the types first).
 *
 * @example
 *   const vehicles = await listVehicles('http://localhost:8080', token, { carType: 'sweeper' });
 */
import createClient from 'openapi-fetch';
import type { components, paths } from './urbanops-api';

/** The call's filter fields, as the document types them (carType: the fleet's vehicle types). */
export type VehicleFilter = Pick<components['schemas']['postCloudClglV2WebCarPageInput'], 'carType' | 'plateNo' | 'pageSize'>;

/** One page of the fleet's vehicles (clgl 车辆档案), filtered by type; throws with the server's msg. */
export async function listVehicles(baseUrl: string, token: string, filter: VehicleFilter = {}) {
  const client = createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${token}` } });
  const { data, error } = await client.POST('/cloud/clgl/v2/web/car/page', {
    body: { pageNo: 1, pageSize: filter.pageSize ?? 20, ...(filter.carType ? { carType: filter.carType } : {}), ...(filter.plateNo ? { plateNo: filter.plateNo } : {}) },
  });
  if (error || !data) throw new Error(`HTTP error: ${JSON.stringify(error)}`);
  if (data.result !== 0) throw new Error(data.msg);
  return { total: data.data?.total ?? 0, vehicles: data.data?.records ?? [] };
}
