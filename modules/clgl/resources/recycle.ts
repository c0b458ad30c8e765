// The recycle flag of the entities served at both generations' paths: a delete moves a row to the
// recycle list (hidden from every list and export) instead of erasing it; cars can be recovered.
import { boolean, datetime } from '../../../kit/resource';

export const recycleFields = () => ({
  recycled: boolean({ label: 'clgl.recycled', form: false, column: false, detail: false, export: false, import: false, filter: 'eq' as const }),
  recycledAt: datetime({ label: 'clgl.recycledAt', form: false, column: false, detail: false, export: false, import: false }),
});
