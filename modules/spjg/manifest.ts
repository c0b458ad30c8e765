// Video supervision (视频监管, spec areas spjg, spjg-currency and wl) in 城市管理: the live camera
// screen (tree, player, control pad), the video alarms, the camera lists by vehicle and by site, the
// control commands, the generic types and their department bindings, the recorded video files.
// Every page declared once.
import { defineModule, group, page, screen } from '../../kit/manifest';
import { spjgMessages } from './messages';
import { assetCamera, camera, carCamera, videoAlarm } from './resources/cameras';
import { currencyType } from './resources/currencyType';
import { currencyTypeEntity } from './resources/currencyTypeEntity';
import { videoControl } from './resources/videoControl';
import { videoFile } from './resources/videoFile';

/** The camera lists reload this often while shown (cameras report every minute or so). */
const REFRESH_SECONDS = 30;

export default defineModule({
  id: 'spjg',
  title: 'spjg.module',
  messages: spjgMessages,
  systems: ['csgl'],
  specAreas: ['spjg', 'spjg-currency', 'wl'],
  order: 30,
  menu: [
    group('root', { title: 'spjg.menu.root', icon: 'video' }, [
      screen('monitor', { title: 'spjg.menu.monitor', icon: 'video' }),
      page(videoAlarm, { key: 'alarms', icon: 'warning', refreshEvery: REFRESH_SECONDS }),
      page(carCamera, { key: 'carCameras', icon: 'car', refreshEvery: REFRESH_SECONDS }),
      page(assetCamera, { key: 'assetCameras', icon: 'environment', refreshEvery: REFRESH_SECONDS }),
      page(camera, { key: 'cameras', icon: 'database', refreshEvery: REFRESH_SECONDS }),
      page(videoControl, { key: 'controls', icon: 'history' }),
      page(currencyType, { key: 'types', icon: 'tags' }),
      page(currencyTypeEntity, { key: 'bindings', icon: 'team' }),
      screen('deptBindings', { title: 'spjg.menu.deptBindings', icon: 'apartment' }),
      page(videoFile, { key: 'files', icon: 'file' }),
    ]),
  ],
});
