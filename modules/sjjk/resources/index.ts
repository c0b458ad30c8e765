// The data monitor's resources (sjjk = 数据监测, spec area dataMonitor): read by its page and by the
// server engine. Items come before the records that refer to them (seeds).
import { defineModuleResources } from '../../../kit/resource';
import { sjjkEnums } from '../enums';
import { sjjkMessages } from '../messages';
import { monitorItem } from './monitorItem';
import { monitorRecord } from './monitorRecord';

export default defineModuleResources({
  module: 'sjjk',
  messages: sjjkMessages,
  enums: sjjkEnums,
  resources: [monitorItem, monitorRecord],
});
