// Video supervision's definitions (spjg = 视频监管; spec areas spjg, spjg-currency, wl): read by its
// page and by the server engine. Tables: the generic types and their bindings, the control commands,
// the recorded video files; every camera and alarm list is computed from the device store.
import { defineModuleResources } from '../../../kit/resource';
import { spjgEnums } from '../enums';
import { spjgMessages } from '../messages';
import { assetCamera, camera, carCamera, videoAlarm } from './cameras';
import { currencyType } from './currencyType';
import { currencyTypeEntity } from './currencyTypeEntity';
import { videoControl } from './videoControl';
import { videoFile } from './videoFile';

export default defineModuleResources({
  module: 'spjg',
  messages: spjgMessages,
  enums: spjgEnums,
  resources: [currencyType, currencyTypeEntity, videoControl, videoFile],
  reports: [carCamera, assetCamera, camera, videoAlarm],
});
