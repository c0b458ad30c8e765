// The area's choices (static options, labels in the module's catalogue).
const opts = (prefix: string, values: string[]) => values.map((value) => ({ value, label: `${prefix}.${value}` }));

/** Garbage types a transport carries (the sorting system's four, as 垃圾收运 names them). */
export const GARBAGE_TYPES = ['other', 'kitchen', 'recyclable', 'hazardous'] as const;
export const garbageOptions = opts('ljsy.garbageType', [...GARBAGE_TYPES]);

/** The demo city's districts (kit/geo/demoCity DISTRICT_NAMES' codes). */
export const districtOptions = opts('ljsy.district', ['shangcheng', 'gongshu', 'xihu', 'binjiang', 'xiaoshan', 'yuhang']);

/** A load's leg: collection (estate → station or plant) or transfer (station → plant, not collected again). */
export const legOptions = opts('ljsy.leg', ['collect', 'transfer']);

/** What a destination is (垃圾收运's facility types of its plants). */
export const factoryTypeOptions = opts('ljsy.factoryType', ['transfer', 'station', 'incinerator', 'landfill']);
