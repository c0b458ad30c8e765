// Emergency supplies (es, operations.md §7.4 "Waste-sorting service", /envcloud/hw/jlzs/api/v1/): the
// spec's calls, each POST with a JSON body.
import { number, text } from '../../../kit/resource';

export const ES = '/envcloud/hw/jlzs/api/v1';
export const es = (path: string) => ({ path: `${ES}/${path}`, json: true });

/** list, getById and export of one register (the spec names no create, edit or delete). */
export const readApi = (name: string) => ({ list: es(`${name}/list`), get: es(`${name}/getById`), export: es(`${name}/export`) });

/** The register's tree call, as a toolbar button answering the tree (district → … → rows). */
export const treeAction = (name: string) => ({ api: es(`${name}/tree`), label: 'es.tree', scope: 'toolbar' as const, reads: true, show: 'table' as const, answer: { name: text(), count: number(), detail: text() } });
