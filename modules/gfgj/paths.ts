// The household-recycling area's calls (gfgj = 户用回收, business.md "Household recycling"): `/cloud/gfgj/<path>`.

/** `/cloud/gfgj/<path>` */
export const gfgj = (path: string) => `/cloud/gfgj/${path}`;
