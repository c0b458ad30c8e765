// The public toilets' definitions (gcgl = 公厕管理, spec area gcgl): read by its page and by the server
// engine. A resource comes after the ones it refers to (seeds).
import { defineModuleResources } from '../../../kit/resource';
import { gcglEnums } from '../enums';
import { gcglMessages } from '../messages';
import { deviceSub, gateway } from './gateway';
import { region } from './region';
import { sensor, toiletStats, waterElectric } from './reports';
import { toilet } from './toilet';
import { opsReports, opsResources } from './ops';

export default defineModuleResources({
  module: 'gcgl',
  messages: gcglMessages,
  enums: gcglEnums,
  resources: [region, toilet, gateway, deviceSub, ...opsResources],
  reports: [sensor, toiletStats, waterElectric, ...opsReports],
});
