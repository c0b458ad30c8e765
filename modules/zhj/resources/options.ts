// The supervision area's choices (labels in the module's catalogue).
const opts = (prefix: string, values: string[]) => values.map((value) => ({ value, label: `${prefix}.${value}` }));

/** Garbage types the transfer stations take (recyclables and hazardous waste go elsewhere). */
export const STATION_TYPES = ['other', 'kitchen'] as const;
export const garbageOptions = opts('zhj.garbageType', ['other', 'kitchen', 'recyclable', 'hazardous']);
/** The demo city's districts, served as the area list (subjectManage/loadAllAreas.smvc, name "area"). */
export const areaOptions = opts('zhj.area', ['shangcheng', 'gongshu', 'xihu', 'binjiang', 'xiaoshan', 'yuhang']);
export const subjectTypeOptions = opts('zhj.subjectType', ['transfer', 'station', 'incinerator', 'landfill', 'company']);
export const legOptions = opts('zhj.leg', ['collect', 'transfer']);
export const reportOptions = opts('zhj.reportKey', ['facTransed', 'daily', 'monthly']);
