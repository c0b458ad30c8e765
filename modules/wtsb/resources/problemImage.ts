// Photos of a case (上报、处置、核查照片), stored in the database as base64 so a backup holds them.
import { datetime, defineResource, enumOf, number, reference, text } from '../../../kit/resource';

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
    fileName: text({ required: true, max: 120 }),
    mimeType: text({ required: true, max: 40 }),
    size: number({ integer: true, min: 0, max: MAX_IMAGE_BYTES }),
    data: text({ required: true, column: false, export: false, detail: false }),
    uploaderName: text({ max: 20 }),
    uploadTime: datetime({ sortable: true }),
  },
  defaultSort: { field: 'uploadTime', order: 'asc' },
});
