// The staff module's server side: demo data (the demo crew), the staff record's rule, the computed
// reminders and department counts, and the area's upload.
import { defineModuleServer } from '../../kit/resource';
import { handlers } from './server/handlers';
import { reportSources } from './server/reports';
import { beforeStaff } from './server/rules';
import { seed } from './server/seed';

export default defineModuleServer({ seed, reports: reportSources, handlers, beforeWrite: { staff: beforeStaff } });
