/**
 * 考评细则 (the indicator library) as a tree: a dimension (top node: the type of inspection it serves
 * and its weight in the overall evaluation) → its items (the points one finding deducts, whether
 * rectification is needed and within how many hours). getRuleScoreList answers the tree;
 * getParentRuleScoreList the dimensions alone (the parents an item can be put under); 考核维度
 * (khgl's examineDimension/loadList) lists the dimensions with their weights and items (reports.ts).
 */
import { boolean, defineResource, enumOf, number, reference, text } from '../../../kit/resource';
import { EVAL_TYPES, opts } from './options';
import { ryxj } from './paths';

export const ruleScore = defineResource({
  id: 'ruleScore',
  title: 'ryxj.ruleScore',
  api: { list: ryxj('ruleScore', 'pageList'), create: ryxj('ruleScore', 'save'), update: ryxj('ruleScore', 'update'), remove: ryxj('ruleScore', 'delete') },
  fields: {
    ruleName: text({ required: true, max: 60, filter: 'like' }),
    parentId: reference({ resource: 'ruleScore', display: 'ruleName', filter: true, help: 'ryxj.ruleScore.parentHelp' }),
    evalType: enumOf({ options: opts('evalType', EVAL_TYPES), filter: true, help: 'ryxj.ruleScore.evalTypeHelp' }),
    weight: number({ min: 0, max: 100, precision: 1, unit: 'ryxj.unit.percent', help: 'ryxj.ruleScore.weightHelp' }),
    points: number({ min: 0, max: 100, precision: 1, unit: 'ryxj.unit.points', help: 'ryxj.ruleScore.pointsHelp' }),
    needRectify: boolean({ default: false }),
    rectifyHours: number({ integer: true, min: 1, max: 720, unit: 'ryxj.unit.hour', help: 'ryxj.ruleScore.rectifyHoursHelp' }),
    sort: number({ integer: true, min: 0, max: 9999, default: 0 }),
  },
  display: 'ruleName',
  defaultSort: { field: 'sort', order: 'asc' },
  tree: { parent: 'parentId', order: 'sort', api: [ryxj('ruleScore', 'getRuleScoreList')] },
  actions: {
    parents: {
      api: ryxj('ruleScore', 'getParentRuleScoreList'), label: 'ryxj.ruleScore.parents', scope: 'toolbar', reads: true, show: 'table',
      answer: { ruleName: text(), evalType: enumOf({ options: opts('evalType', EVAL_TYPES) }), weight: number({ unit: 'ryxj.unit.percent' }), itemCount: number({ integer: true }) },
    },
  },
});

export const typeBindingInfo = defineResource({
  id: 'typeBindingInfo',
  title: 'ryxj.typeBindingInfo',
  api: { list: ryxj('typeBindingInfo', 'pageList'), create: ryxj('typeBindingInfo', 'save'), update: ryxj('typeBindingInfo', 'update'), remove: ryxj('typeBindingInfo', 'delete') },
  fields: {
    facilityType: enumOf({ options: opts('evalType', EVAL_TYPES), required: true, filter: true }),
    ruleScoreId: reference({ resource: 'ruleScore', display: 'ruleName', required: true, filter: true, help: 'ryxj.typeBindingInfo.ruleHelp' }),
    remark: text({ max: 200 }),
  },
  unique: ['facilityType', 'ruleScoreId'],
  defaultSort: { field: 'facilityType', order: 'asc' },
  actions: {
    check: {
      api: ryxj('typeBindingInfo', 'check'), label: 'ryxj.typeBindingInfo.check', scope: 'toolbar', reads: true, show: 'table',
      prompt: { facilityType: 'ryxj.typeBindingInfo.checkPrompt' },
      answer: { dimension: text(), ruleName: text(), points: number({ unit: 'ryxj.unit.points' }), needRectify: boolean(), rectifyHours: number({ unit: 'ryxj.unit.hour' }) },
    },
  },
});
