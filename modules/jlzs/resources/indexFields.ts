// Fields every index group shares: the month and the district it is kept for.
import { enumOf, text } from '../../../kit/resource';
import { jlzs } from '../paths';

/** A month 'YYYY-MM', refused otherwise. */
export const monthField = () => text({ required: true, pattern: '^\\d{4}-(0[1-9]|1[0-2])$', patternMessage: 'jlzs.monthRule', filter: true, sortable: true, column: { width: 100 } });
export const districtField = () => enumOf({ source: 'district', required: true, filter: true, sortable: true });

/** The calls of an index group: pageList, save (creates without id, edits with one), delete. */
export const indexApi = (entity: string) => ({ list: jlzs(entity, 'pageList'), upsert: jlzs(entity, 'save'), remove: jlzs(entity, 'delete') });
