// 养护记录 (treecuringhistory): dated care of one tree (watering, pruning, pest control, support) with
// photos in the file service, and an alert where action is needed: open from the day it was noticed
// until it is resolved (the 待处理 tab). README "Care and alerts".
import { date, defineResource, defineView, enumOf, image, reference, text } from '../../../kit/resource';
import { crud } from './paths';

export const ALERT_STATES = ['none', 'open', 'resolved'] as const;

export const curingHistory = defineResource({
  id: 'treecuringhistory',
  title: 'nursery.curing',
  api: crud('treecuringhistory'),
  fields: {
    treeId: reference({ resource: 'tree', display: 'treeNo', required: true, filter: true }),
    curingTypeId: reference({ resource: 'treecuringtype', display: 'typeName', required: true, filter: true }),
    curedOn: date({ required: true, filter: 'range', sortable: true }),
    content: text({ max: 200, multiline: true }),
    operator: text({ max: 20, filter: true }),
    photos: image({ multiple: true, maxSize: 5 * 1024 * 1024 }),
    actionNeeded: text({ max: 100, help: 'nursery.curing.actionNeededHelp' }),
    noticedOn: date({ filter: 'range' }),
    resolvedOn: date({ filter: 'range' }),
    alertState: enumOf({ options: ALERT_STATES.map((value) => ({ value, label: `nursery.alertState.${value}` })), form: false, filter: true, default: 'none', help: 'nursery.curing.alertStateHelp' }),
  },
  display: 'curedOn',
  defaultSort: { field: 'curedOn', order: 'desc' },
});

export const openAlerts = defineView(curingHistory, { id: 'curingOpenAlerts', title: 'nursery.openAlerts', filters: { alertState: 'open' } });
