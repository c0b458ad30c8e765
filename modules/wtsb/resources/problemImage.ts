// Photos of a case (上报、处置、核查照片): one row per photo and stage; the photo itself is a file of the
// platform's file service (`fileId`, the kit's image field), so it is streamed, cached and cleaned up
// like every other stored file, and a database backup still holds it.
import { datetime, defineResource, enumOf, image, number, reference, text } from '../../../kit/resource';

/** Largest photo accepted (bytes). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

export const problemImage = defineResource({
  id: 'problemImage',
  title: 'wtsb.problemImage',
  api: {},
  readOnly: true,
  fields: {
    problemId: reference({ resource: 'problem', display: 'problemNo', filter: true }),
    stage: enumOf({ source: 'imageStage', required: true, filter: true, default: 'report' }),
    fileId: image({ required: true, accept: IMAGE_TYPES, maxSize: MAX_IMAGE_BYTES }),
    fileName: text({ required: true, max: 120 }),
    mimeType: text({ required: true, max: 40 }),
    size: number({ integer: true, min: 0, max: MAX_IMAGE_BYTES }),
    uploaderName: text({ max: 20 }),
    uploadTime: datetime({ sortable: true }),
  },
  defaultSort: { field: 'uploadTime', order: 'asc' },
});
