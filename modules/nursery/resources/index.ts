// The nursery module's resources (nursery = 园林绿化, spec area `nursery`): read by its page and by the
// server engine. A resource comes after the ones it refers to (seeds).
import { defineModuleResources } from '../../../kit/resource';
import { nurseryMessages } from '../messages';
import { curingHistory, openAlerts } from './curingHistory';
import { curingType } from './curingType';
import { groupArea } from './groupArea';
import { increase, movement, record, removal } from './movement';
import { stock } from './stock';
import { stockSubType } from './stockSubType';
import { stockType } from './stockType';
import { tree } from './tree';

export default defineModuleResources({
  module: 'nursery',
  messages: nurseryMessages,
  resources: [stockType, stockSubType, groupArea, movement, tree, curingType, curingHistory],
  views: [increase, removal, record, openAlerts],
  reports: [stock],
});
