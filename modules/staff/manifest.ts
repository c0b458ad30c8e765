// 人事管理 (spec area staff) in 综合管理: staff records of the three kinds with their employment
// relations and contracts, contract reminders, people per department, favourite groups and staff.
import { defineModule, group, page } from '../../kit/manifest';
import { staffMessages } from './messages';
import { popularGroup, popularStaff } from './resources/popular';
import { contractReminder, deptCount, reminderTabs } from './resources/reports';
import { staff, STAFF_TABS } from './resources/staff';

export default defineModule({
  id: 'staff',
  title: 'staff.module',
  messages: staffMessages,
  systems: ['zhgl'],
  specAreas: ['staff'],
  order: 15,
  menu: [
    group('hr', { title: 'staff.menu.hr', icon: 'user' }, [
      page(staff, { key: 'records', icon: 'team', tabs: STAFF_TABS, counts: true }),
      page(contractReminder, { key: 'reminders', icon: 'bell', tabs: reminderTabs, counts: true }),
      page(deptCount, { key: 'deptCount', icon: 'apartment' }),
      page(popularGroup, { key: 'popularGroups', icon: 'tags' }),
      page(popularStaff, { key: 'popularStaff', icon: 'flag' }),
    ]),
  ],
});
