// The module's fixed choices: values with catalogue labels `recycle.enum.<name>.<value>`, also served by
// common/loadEnumValue (resources/index.ts).
export const opts = (name: string, values: readonly string[]) => values.map((value) => ({ value, label: `recycle.enum.${name}.${value}` }));

export const CUSTOMER_TYPES = ['shop', 'estate', 'school', 'office', 'market'] as const;
export const SITE_TYPES = ['station', 'centre'] as const;
export const LEVELS = ['category', 'sub'] as const;
export const UNITS = ['kg', 'piece'] as const;
export const SORT_RESULTS = ['impurity', 'unusable', 'hazard'] as const;
export const DISTRICTS = ['shangcheng', 'gongshu', 'xihu', 'binjiang', 'xiaoshan', 'yuhang'] as const;
export const PERIODS = ['day', 'month', 'year'] as const;

export const ENUM_VALUES = {
  customerType: opts('customerType', CUSTOMER_TYPES),
  siteType: opts('siteType', SITE_TYPES),
  level: opts('level', LEVELS),
  unit: opts('unit', UNITS),
  sortResult: opts('sortResult', SORT_RESULTS),
  district: opts('district', DISTRICTS),
};
