// The garbage supervision area's server side (zhj): seeds and the three computed reports. Read by the
// server engine only (never imported by the page).
import { defineModuleServer } from '../../kit/resource';
import { reports } from './server/reports';
import { seed } from './server/seed';

export default defineModuleServer({ seed, reports });
