// The module's fixed choices: values with catalogue labels `htxm.enum.<name>.<value>`.
import { UNITS } from '../rules/prices';
import { STAGES } from '../rules/reminders';

export const opts = (name: string, values: readonly string[]) => values.map((value) => ({ value, label: `htxm.enum.${name}.${value}` }));

export const DISTRICTS = ['shangcheng', 'gongshu', 'xihu', 'binjiang', 'xiaoshan', 'yuhang'] as const;
/** What a price line pays for. */
export const ITEMS = ['cleaning', 'collection', 'toilet', 'other'] as const;
/** Where a line's monthly quantity comes from. */
export const BASES = ['roadArea', 'weighedTonnes', 'manual'] as const;
export const GRADES = ['1', '2', '3'] as const;
/** 垃圾收运's vehicle types (ljszy carType). */
export const VEHICLE_TYPES = ['compress', 'kitchen', 'recyclable', 'hazardous', 'bulky', 'hook'] as const;
export const SETTLEMENT_STATES = ['draft', 'contractorPending', 'ownerPending', 'confirmed', 'paid'] as const;
export const DEDUCTION_SOURCES = ['assessment', 'inspection', 'complaint', 'other'] as const;
export const PAYMENT_STATUSES = ['due', 'overdue', 'paid', 'paidLate', 'unknown'] as const;
export const QUANTITY_ORIGINS = ['roads', 'weighings', 'entered', 'none'] as const;
export { UNITS, STAGES };
