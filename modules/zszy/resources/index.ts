// The estate board's resources (zszy): read by its page and by the server engine.
import { defineModuleResources } from '../../../kit/resource';
import { zszyMessages } from '../messages';
import { awarenessSurvey } from './awarenessSurvey';
import { collectionTask } from './collectionTask';
import { districtDaily } from './districtDaily';
import { fillBand } from './fillBand';
import { fillReport } from './fillReport';
import { housingEstate } from './housingEstate';
import { positionDevice } from './positionDevice';

export default defineModuleResources({
  module: 'zszy',
  messages: zszyMessages,
  resources: [housingEstate, positionDevice, fillBand, collectionTask, fillReport, districtDaily, awarenessSurvey],
});
