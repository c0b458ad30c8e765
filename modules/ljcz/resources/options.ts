// The treatment area's choices (labels in the module's catalogue).
const opts = (prefix: string, values: string[]) => values.map((value) => ({ value, label: `${prefix}.${value}` }));

export const garbageOptions = opts('ljcz.garbageType', ['other', 'kitchen', 'recyclable', 'hazardous']);
export const districtOptions = opts('ljcz.district', ['shangcheng', 'gongshu', 'xihu', 'binjiang', 'xiaoshan', 'yuhang']);
export const facilityTypeOptions = opts('ljcz.facilityType', ['incinerator', 'landfill']);
export const stationTypeOptions = opts('ljcz.stationType', ['transfer', 'station']);
export const statusOptions = opts('ljcz.status', ['working', 'stopped']);
export const legOptions = opts('ljcz.leg', ['collect', 'transfer']);
