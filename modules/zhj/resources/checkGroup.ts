// 考核组 (subjectManage/loadCheckGroupList, loadAllCheckGroupList): the office's inspection teams.
import { defineResource, enumOf, number, text } from '../../../kit/resource';

const S = '/cloud/zhj/subjectManage';

export const checkGroup = defineResource({
  id: 'checkGroup',
  title: 'zhj.checkGroup',
  api: { list: `${S}/loadCheckGroupList`, all: `${S}/loadAllCheckGroupList` },
  readOnly: true,
  fields: {
    groupName: text({ required: true, max: 40, filter: true, sortable: true }),
    district: enumOf({ source: 'area', filter: true }),
    leader: text({ max: 20, filter: true }),
    members: text({ max: 200 }),
    memberCount: number({ min: 0, max: 100, integer: true, sortable: true }),
  },
  unique: ['groupName'],
  display: 'groupName',
});
