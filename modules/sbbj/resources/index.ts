// The device offline monitor's definitions (sbbj = 设备离线监测, spec area sbbj): read by its page and
// by the server engine. One table (the settings); every list is computed from the device store.
import { defineModuleResources } from '../../../kit/resource';
import { sbbjEnums } from '../enums';
import { sbbjMessages } from '../messages';
import { deviceSetting } from './deviceSetting';
import { monitors } from './monitor';

const kinds = Object.values(monitors);

export default defineModuleResources({
  module: 'sbbj',
  messages: sbbjMessages,
  enums: sbbjEnums,
  resources: [deviceSetting],
  reports: kinds.flatMap((k) => [k.devices, k.episodes]),
  views: kinds.flatMap((k) => [k.all, k.online, k.offline]),
});
