// The assessment module's resources (jxkh = 绩效考核, designed area assess): read by its page and by
// the server engine. A resource comes after the ones it refers to (seeds).
import { defineModuleResources } from '../../../kit/resource';
import { jxkhMessages } from '../messages';
import { assessObject } from './assessObject';
import { bandSetting } from './bandSetting';
import { manualScore } from './manualScore';
import { lowScorers, ranking } from './ranking';
import { scheme, schemeIndicator } from './scheme';

export default defineModuleResources({
  module: 'jxkh',
  messages: jxkhMessages,
  resources: [assessObject, scheme, schemeIndicator, manualScore, bandSetting],
  reports: [ranking],
  views: [lowScorers],
});
