// The recycle flag of the entities of both generations: a delete moves a row to the recycle list
// (the engine hides it from every list, read, export, report and board) instead of erasing it;
// cars can be recovered from theirs (carRecycle.ts).
import { softDeleteFields, type SoftDelete } from '../../../kit/resource';

export const RECYCLE = { flag: 'recycled', at: 'recycledAt', by: 'recycledBy' } as const satisfies SoftDelete;

export const recycleFields = () => softDeleteFields(RECYCLE);
