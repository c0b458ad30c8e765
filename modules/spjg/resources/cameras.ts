// The camera lists of video supervision, computed from the platform's device store (cameras are
// devices of kind camera with a place in the camera tree; server/cameras.ts), never copies:
// - carCamera (car/pageList): the cameras on vehicles, with the vehicle (a car of 车辆管理 by plate).
// - assetCamera (asset/pageList): the cameras at facilities and the departments' sites.
// - camera (video/pageList): every camera.
// - videoAlarm (videoAlarm/pageList, videoAlarm/export): the cameras' snapshot alarms with their still image.
import { datetime, defineReport, enumOf, image, text } from '../../../kit/resource';
import { jhtml } from './paths';

const cameraFields = {
  code: text({ filter: true, sortable: true, column: { width: 110 } }),
  name: text({ filter: true, sortable: true }),
  place: enumOf({ source: 'place', filter: 'eq' }),
  placeName: text({ filter: true, sortable: true }),
  state: enumOf({ source: 'onlineState', filter: 'eq', sortable: true }),
  heartbeatAt: datetime({ sortable: true }),
  live: enumOf({ source: 'yesNo', filter: 'eq' }),
};

export const carCamera = defineReport({
  id: 'carCamera',
  title: 'spjg.carCamera',
  api: { list: jhtml('car', 'pageList') },
  fields: { ...cameraFields, place: enumOf({ source: 'place', column: false }), registered: enumOf({ source: 'yesNo', filter: 'eq' }) },
  defaultSort: { field: 'placeName', order: 'asc' },
});

export const assetCamera = defineReport({
  id: 'assetCamera',
  title: 'spjg.assetCamera',
  api: { list: jhtml('asset', 'pageList') },
  fields: cameraFields,
  defaultSort: { field: 'placeName', order: 'asc' },
});

export const camera = defineReport({
  id: 'camera',
  title: 'spjg.camera',
  api: { list: jhtml('video', 'pageList') },
  fields: cameraFields,
  defaultSort: { field: 'code', order: 'asc' },
});

export const videoAlarm = defineReport({
  id: 'videoAlarm',
  title: 'spjg.videoAlarm',
  api: { list: jhtml('videoAlarm', 'pageList'), export: jhtml('videoAlarm', 'export') },
  fields: {
    t: datetime({ filter: 'range', sortable: true }),
    cameraCode: text({ filter: true, sortable: true, column: { width: 110 } }),
    cameraName: text({}),
    placeName: text({ filter: true }),
    kind: text({ filter: true, sortable: true }),
    note: text({}),
    snapshot: image({ export: false }),
  },
  defaultSort: { field: 't', order: 'desc' },
});
