// Students (学生): the spec's eight student calls, all POST with a raw JSON body. `page` is the paged
// list the page shows; `list` answers every matching student unpaged (the same filters and sort).
import { date, defineResource, enumOf, image, reference, text } from '../../../kit/resource';

/** The spec's demo calls take a raw JSON body. */
const call = (name: string) => ({ path: `/cloud/demo/web/student/${name}`, json: true });

export const student = defineResource({
  id: 'student',
  title: 'demo.student',
  api: {
    list: call('page'),
    all: call('list'),
    get: call('selectOne'),
    create: call('create'),
    update: call('update'),
    remove: call('delete'),
    export: call('export'),
    import: call('import'),
  },
  fields: {
    studentNo: text({ required: true, pattern: '^S\\d{6}$', patternMessage: 'demo.student.studentNoRule', filter: true, sortable: true, column: { fixed: 'left', width: 120 } }),
    name: text({ required: true, max: 20, filter: true, sortable: true }),
    gender: enumOf({ options: [{ value: 'male', label: 'demo.gender.male' }, { value: 'female', label: 'demo.gender.female' }], required: true, filter: true }),
    gradeId: reference({ resource: 'grade', display: 'gradeName', required: true, filter: true }),
    birthday: date({ filter: true, sortable: true }),
    phone: text({ max: 11, pattern: '^1\\d{10}$' }),
    photo: image({ maxSize: 2 * 1024 * 1024 }),
    remark: text({ max: 200, multiline: true, column: { hidden: true } }),
  },
  unique: ['studentNo'],
  display: 'name',
  defaultSort: { field: 'studentNo', order: 'asc' },
});
