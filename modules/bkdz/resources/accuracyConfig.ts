// The tenant's accuracy configuration (config/get, config/save): which source ranks the regions and
// the lower bounds of the bands (≥ 80 green, 60–80 blue, 30–60 yellow, < 30 red by default). One row a
// tenant, seeded with the defaults: get answers it as a page of one, save edits it (a tenant without
// one computes with the defaults).
import { defineResource, enumOf, number, text } from '../../../kit/resource';
import { bkdz } from './paths';

const bound = (help: string) => number({ required: true, min: 0, max: 100, precision: 1, unit: 'bkdz.unit.percent', help });

export const accuracyConfig = defineResource({
  id: 'accuracyConfig',
  title: 'bkdz.accuracyConfig',
  api: { list: bkdz('config/get'), update: bkdz('config/save') },
  fields: {
    source: enumOf({ source: 'source', required: true, help: 'bkdz.accuracyConfig.sourceHelp' }),
    greenMin: bound('bkdz.accuracyConfig.greenHelp'),
    blueMin: bound('bkdz.accuracyConfig.blueHelp'),
    yellowMin: bound('bkdz.accuracyConfig.yellowHelp'),
    remark: text({ max: 100 }),
  },
  display: 'source',
});
