// 等级设置 (band/pageList): the tenant's colour bands of a total — ≥ greenMin green, ≥ blueMin blue,
// ≥ orangeMin orange, else red. One row per tenant (server/hooks.ts refuses a second).
import { defineResource, number } from '../../../kit/resource';
import { assess } from './paths';

const min = (dflt: number, help: string) => number({ required: true, min: 0, max: 100, precision: 1, default: dflt, help });

export const bandSetting = defineResource({
  id: 'bandSetting',
  title: 'jxkh.bandSetting',
  api: { list: assess('band', 'pageList'), create: assess('band', 'save'), update: assess('band', 'update') },
  fields: {
    greenMin: min(90, 'jxkh.bandSetting.greenHelp'),
    blueMin: min(80, 'jxkh.bandSetting.blueHelp'),
    orangeMin: min(60, 'jxkh.bandSetting.orangeHelp'),
  },
  display: 'greenMin',
});
