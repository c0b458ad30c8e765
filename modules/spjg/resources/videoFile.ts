// Recorded video files (录像文件, the wl service): a video of the file store (WebM or MP4) with its
// title, the camera it was recorded by and when. Uploaded through the form (the file goes up with
// file/upload, then wl/video/upload records it), listed, downloaded or played, deleted; the file sweep
// keeps every file a row refers to, like the clips'.
import { datetime, defineResource, file, text } from '../../../kit/resource';
import { wl } from './paths';

/** The video types a recorded file may have (what the kit's player plays natively). */
export const VIDEO_TYPES = ['video/webm', 'video/mp4'];

export const videoFile = defineResource({
  id: 'videoFile',
  title: 'spjg.videoFile',
  api: { list: wl('list'), create: wl('upload'), remove: wl('delete') },
  fields: {
    title: text({ required: true, max: 60, filter: true, sortable: true }),
    cameraCode: text({ max: 64, filter: true, sortable: true }),
    recordedAt: datetime({ filter: 'range', sortable: true }),
    video: file({ required: true, accept: VIDEO_TYPES, maxSize: 20 * 1024 * 1024 }),
    remark: text({ max: 200 }),
  },
  display: 'title',
  defaultSort: { field: 'recordedAt', order: 'desc' },
  actions: {
    download: { api: wl('download'), label: 'spjg.act.download', scope: 'row', reads: true, download: true },
  },
});
