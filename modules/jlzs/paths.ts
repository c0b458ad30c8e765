/**
 * The waste-sorting service's calls (jlzs = 垃圾分类 sorting data, operations.md §7.4): every path is
 * under /envcloud/hw/jlzs/api/v1; a bare path is POST (the spec names no method for most of them).
 */
export const JLZS = '/envcloud/hw/jlzs/api/v1';

/** The path of one call, e.g. `jlzs('carWeighRecord', 'pageList')`. */
export const jlzs = (entity: string, op: string): string => `${JLZS}/${entity}/${op}`;
