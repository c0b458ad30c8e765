// Video supervision's server side: the computed camera and alarm lists, the tree, control, bindings
// and download calls, the rules of bindings and video files, and the demo generic types.
import { defineModuleServer } from '../../kit/resource';
import { bindingWrites } from './server/bindings';
import { videoFileWrites } from './server/files';
import { handlers } from './server/handlers';
import { reportSources } from './server/reports';
import { seed } from './server/seed';

export default defineModuleServer({ seed, reports: reportSources, handlers, onWrite: { currencyTypeEntity: bindingWrites, videoFile: videoFileWrites } });
