// The problem-reporting area's choices, served by its loadEnumValue (/cloud/wtsb/common/loadEnumValue).
import type { EnumRegistry } from '../../kit/resource';
import { PROBLEM_ACTIONS, PROBLEM_STATES } from './lifecycle';

const options = (prefix: string, values: readonly string[]) => values.map((v) => ({ value: v, label: `wtsb.enum.${prefix}.${v}` }));

export const wtsbEnums: EnumRegistry = {
  api: '/cloud/wtsb/common/loadEnumValue',
  values: {
    problemState: options('problemState', PROBLEM_STATES),
    problemAction: options('problemAction', PROBLEM_ACTIONS),
    problemSource: options('problemSource', ['patrol', 'public', 'hotline', 'video', 'leader']),
    urgency: options('urgency', ['normal', 'urgent', 'critical']),
    imageStage: options('imageStage', ['report', 'progress', 'review']),
    delayStatus: options('delayStatus', ['pending', 'approved', 'rejected']),
    expressionUse: options('expressionUse', ['all', 'sendOrder', 'refuse', 'reportProgress', 'delayApply', 'review', 'reportCommandCenter', 'returnCommandCenter']),
    reviewLevel: options('reviewLevel', ['excellent', 'good', 'pass', 'fail']),
    typeCategory: options('typeCategory', ['environment', 'facility', 'order', 'greening', 'machine']),
  },
};
