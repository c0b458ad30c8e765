// The compression-box and RFID module's server side: demo data, the binding and sync calls, the
// rules' states on every read, the write rules of readings and thresholds.
import { defineModuleServer } from '../../kit/resource';
import { reportSources } from './server/alarms';
import { boardHandlers } from './server/board';
import { beforeWrite, handlers, onWrite } from './server/handlers';
import { present } from './server/present';
import { seed } from './server/seed';

export default defineModuleServer({ seed, handlers: { ...handlers, ...boardHandlers }, onWrite, beforeWrite, present, reports: reportSources });
