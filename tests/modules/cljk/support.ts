/**
 * Helpers of the vehicle monitor's server tests: one server per file serving cljk and 车辆管理 (whose
 * cars the configurations refer to), no demo devices (each test registers its own and posts tank
 * readings with the device's key), as tenant 1's admin, tenant 2's admin and tenant 1's read-only user.
 */
import ExcelJS from 'exceljs';
import { signIn, startServer } from '../../support/server';
import { client, type Client, type Page } from '../clgl/support';
import type { Fixture } from '../sbbj/support';

export { client, type Client, type Envelope, type Page } from '../clgl/support';
export { register } from '../sbbj/support';
export type { Fixture };

export async function fixture(): Promise<Fixture> {
  const server = await startServer({ modules: ['cljk', 'clgl'], demoDevices: false });
  const [a, b, v] = await Promise.all([signIn(server.url, 'admin', 'Admin@2026'), signIn(server.url, 'admin2', 'Admin@2026'), signIn(server.url, 'viewer', 'Viewer@2026')]);
  return { server, admin: client(server.url, a.token), admin2: client(server.url, b.token), viewer: client(server.url, v.token) };
}

/** A call of the oil service. */
export const OIL = (p: string) => `/envcloud/hw/oil/api/v1/${p}`;
/** A call of the water service. */
export const WATER = (p: string) => `/envcloud/hw/water/api/v1/${p}`;

/** Posts readings `{ t, values }` with the device's key. */
export async function ingest(url: string, device: { id: string; key: string }, readings: { t: number; values: Record<string, number> }[]): Promise<void> {
  const r = await fetch(`${url}/cloud/devices/rest/ingest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-device-key': device.key },
    body: JSON.stringify({ deviceId: device.id, readings }),
  });
  const e = (await r.json()) as { result: number; msg: string };
  if (e.result !== 0) throw new Error(e.msg);
}

/** The rows of a list call (`pageSize` 1000), failing the test on a refusal. */
export async function rows<T = Record<string, unknown>>(c: Client, path: string, filters: Record<string, unknown> = {}): Promise<T[]> {
  const r = await c.json<Page<T>>(path, { pageSize: 1000, ...filters });
  if (r.result !== 0) throw new Error(`${path}: ${r.msg}`);
  return r.data.records;
}

/** The first sheet of an exported workbook as rows of cell texts (the header first). */
export async function sheet(r: Response): Promise<string[][]> {
  if (r.status !== 200 || !/spreadsheetml/.test(r.headers.get('content-type') ?? '')) throw new Error(`not a workbook: ${r.status} ${await r.text()}`);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(await r.arrayBuffer());
  const out: string[][] = [];
  wb.worksheets[0]!.eachRow((row) => out.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return out;
}

/** Local midnight `days` days before the server's today. */
export function midnight(now: number, days: number): number {
  const d = new Date(now);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() - days).getTime();
}

/** A local day as `YYYY-MM-DD`. */
export const dayText = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
