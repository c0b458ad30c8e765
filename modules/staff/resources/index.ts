// The staff module's resources (staff = 人事管理, spec area staff): read by its page and by the server
// engine. A resource comes after the ones it refers to (seeds).
import { defineModuleResources } from '../../../kit/resource';
import { staffMessages } from '../messages';
import { staffEnums } from './options';
import { popularGroup, popularStaff } from './popular';
import { allReminders, contractReminder, deptCount, stageViews } from './reports';
import { allStaff, commonStaff, staff, wxhtStaff, yhtStaff } from './staff';

export default defineModuleResources({
  module: 'staff',
  messages: staffMessages,
  enums: staffEnums,
  resources: [staff, popularGroup, popularStaff],
  views: [allStaff, yhtStaff, commonStaff, wxhtStaff, allReminders, ...stageViews],
  reports: [contractReminder, deptCount],
});
