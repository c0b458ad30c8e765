// The resources of 巡检考评 (ryxj = facility inspection and scoring): read by its page and by the server
// engine. A resource comes after the ones it refers to (seeds).
import { defineModuleResources } from '../../../kit/resource';
import { ryxjMessages } from '../messages';
import { appeal } from './appeal';
import { clockInfo } from './clockInfo';
import { evalInfo, evalLog } from './evalInfo';
import { facilityInfo } from './facilityInfo';
import { ENUM_VALUES } from './options';
import { ryxj } from './paths';
import { role, roleStaff } from './people';
import { evalRecord, examineDimension, mlxc, unitRanking } from './reports';
import { review, reviewSetting } from './review';
import { ruleScore, typeBindingInfo } from './ruleScore';

export { appeal, clockInfo, evalInfo, evalLog, evalRecord, examineDimension, facilityInfo, mlxc, unitRanking, review, reviewSetting, role, roleStaff, ruleScore, typeBindingInfo };

export default defineModuleResources({
  module: 'ryxj',
  messages: ryxjMessages,
  enums: { api: ryxj('common', 'loadEnumValue'), values: ENUM_VALUES },
  resources: [facilityInfo, role, roleStaff, ruleScore, typeBindingInfo, clockInfo, evalInfo, evalLog, appeal, review, reviewSetting],
  reports: [evalRecord, unitRanking, examineDimension, mlxc],
});
