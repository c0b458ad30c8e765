// 监管对象 (subjectManage/loadSubjectList, loadAllSubjectList): the stations, plants and companies the
// office supervises, each checked by a group. The stations and plants are 垃圾收运's (kit/geo/demoCity).
import { defineResource, enumOf, geoPoint, number, reference, text } from '../../../kit/resource';
import { subjectTypeOptions } from './options';

const S = '/cloud/zhj/subjectManage';

export const subject = defineResource({
  id: 'subject',
  title: 'zhj.subject',
  api: { list: `${S}/loadSubjectList`, all: `GET ${S}/loadAllSubjectList` },
  readOnly: true,
  fields: {
    subjectName: text({ required: true, max: 40, filter: true, sortable: true }),
    subjectType: enumOf({ options: subjectTypeOptions, required: true, filter: true }),
    district: enumOf({ source: 'area', filter: true }),
    checkGroupId: reference({ resource: 'checkGroup', display: 'groupName', filter: true }),
    capacity: number({ min: 0, max: 10000, unit: 'zhj.unit.tPerDay' }),
    location: geoPoint({ column: false }),
  },
  unique: ['subjectName'],
  display: 'subjectName',
});
