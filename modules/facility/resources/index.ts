// 设施考核's resources (spec areas facility and evaluation): read by its page and by the server
// engine. A resource comes after the ones it refers to (seeds).
import { defineModuleResources } from '../../../kit/resource';
import { facilityMessages } from '../messages';
import { evaluation } from './evaluation';
import { evaluationSetting } from './evaluationSetting';
import { facilityInfo } from './facilityInfo';
import { indicator } from './indicator';
import { inspection, inspectionLog } from './inspection';
import { facilityEnums } from './options';
import { ranking, trend } from './reports';

export { evaluation, evaluationSetting, facilityInfo, indicator, inspection, inspectionLog, ranking, trend };

export default defineModuleResources({
  module: 'facility',
  messages: facilityMessages,
  enums: facilityEnums,
  resources: [facilityInfo, indicator, inspection, inspectionLog, evaluationSetting, evaluation],
  reports: [ranking, trend],
});
