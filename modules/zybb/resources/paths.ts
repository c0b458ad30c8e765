/**
 * The field reports' calls (zybb = 作业报表): three spec areas under three prefixes.
 * - gcadd (保洁报表, all GET): /cloud/gcadd/cleanDailyReport/…, /cloud/gcadd/cleanRecord/…
 * - ljzy (运营报表, POST: the spec names no method): /cloud/ljzy/…
 * - rgsb (人工上报, GET): /cloud/ywyzt/web/rgsb/… — the spec names only reads; the form's writes are
 *   ours, POST beside them (README: spec readings).
 */
import type { ApiCall } from '../../../kit/resource';

export const gcadd = (p: string): ApiCall => `GET /cloud/gcadd/${p}`;
export const ljzy = (p: string): ApiCall => `/cloud/ljzy/${p}`;
export const rgsb = (p: string): ApiCall => `GET /cloud/ywyzt/web/rgsb/${p}`;
export const rgsbWrite = (p: string): ApiCall => `/cloud/ywyzt/web/rgsb/${p}`;
/** The trips behind the tonnage figures: no spec call lists them, this one is ours. */
export const TRIP_LIST: ApiCall = '/cloud/ljzy/np/trip/pageList';
/** The division tree (districts and their streets) of the management service, as the spec names it. */
export const DIVISION_TREE: ApiCall = 'GET /cloud/wfcs/web/api/management/getDivisionTree';
