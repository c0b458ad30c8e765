// The compression-box and RFID module's resources (ljszydd = 压缩箱调度, spec areas ljszydd and
// ljszy-rfid): read by its page and by the server engine. A resource comes after the ones it refers to.
import { defineModuleResources } from '../../../kit/resource';
import { ljszyddEnums } from '../enums';
import { ljszyddMessages } from '../messages';
import { boxAlarm } from './boxAlarm';
import { boxReading } from './boxReading';
import { boxSetting } from './boxSetting';
import { carInfo } from './carInfo';
import { compressionBox } from './compressionBox';
import { deviceBinding } from './deviceBinding';
import { facilityInfo } from './facilityInfo';
import { rfidTag } from './rfidTag';

export default defineModuleResources({
  module: 'ljszydd',
  messages: ljszyddMessages,
  enums: ljszyddEnums,
  resources: [boxSetting, facilityInfo, compressionBox, deviceBinding, boxReading, carInfo, rfidTag],
  reports: [boxAlarm],
});
