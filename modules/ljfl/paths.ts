// The waste-classification area's calls (ljfl = 垃圾分类, business.md "Waste classification"): every path
// ends in the service's suffix `.smvc`, as the spec writes it.

/** `/cloud/ljfl/<path>.smvc` */
export const ljfl = (path: string) => `/cloud/ljfl/${path}.smvc`;

/** The check groups of the supervision service (GET, outside /cloud/ljfl/), a choice loader of the units. */
export const CHECK_GROUPS = 'GET /cloud/clyx/common/loadCheckGroupList.smvc';
