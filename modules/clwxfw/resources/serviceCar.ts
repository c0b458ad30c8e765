// The service's cars (zhj/car, 服务车辆, the platform account's car list): what the maintenance service
// keeps about a car of 车辆管理 (clgl.car, referred to, one row per car) — its GPS device, fuel card,
// appointed repair factory and maintenance grade. The car calls (car/queryList, car/getCarByCode,
// zhj/car/getCarsByCarCode) answer the cars of 车辆管理 with these fields beside them; the
// department tree with the cars (tree/loadDeptCarTree), the department tree and list are the
// platform's organisation (server/lookups.ts).
import { defineResource, enumOf, reference, text } from '../../../kit/resource';
import { CAR_ANSWER, DEPARTMENT_ANSWER, TREE_ANSWER } from './answers';
import { CAR } from './paths';

export const serviceCar = defineResource({
  id: 'serviceCar',
  title: 'clwxfw.serviceCar',
  api: {
    list: '/cloud/clwxfw/zhj/car/pageList',
    create: '/cloud/clwxfw/zhj/car/save',
    update: '/cloud/clwxfw/zhj/car/update',
    remove: '/cloud/clwxfw/zhj/car/delete',
    export: '/cloud/clwxfw/zhj/car/exportCar',
  },
  fields: {
    carId: reference({ ...CAR, required: true, filter: 'eq', column: { fixed: 'left', width: 130 } }),
    deviceCode: text({ max: 30, pattern: '^[A-Za-z0-9-]{4,30}$', patternMessage: 'clwxfw.serviceCar.deviceRule', filter: true }),
    oilCardNo: text({ max: 19, pattern: '^\\d{16,19}$', patternMessage: 'clwxfw.oilCardRule', filter: true }),
    serviceFactory: text({ max: 40, filter: true }),
    grade: enumOf({ source: 'grade', filter: true }),
    contact: text({ max: 20 }),
    remark: text({ max: 100, column: false }),
  },
  unique: ['carId'],
  display: 'carId',
  defaultSort: { field: 'carId', order: 'asc' },
  actions: {
    queryList: { api: 'GET /cloud/clwxfw/car/queryList', label: 'clwxfw.serviceCar.queryList', scope: 'toolbar', show: 'table', answer: CAR_ANSWER, reads: true },
    getCarByCode: { api: 'GET /cloud/clwxfw/car/getCarByCode', label: 'clwxfw.serviceCar.getCarByCode', scope: 'toolbar', show: 'detail', answer: CAR_ANSWER, reads: true, prompt: { carCode: 'clwxfw.serviceCar.carCode' } },
    getCarsByCarCode: { api: '/cloud/clwxfw/zhj/car/getCarsByCarCode', label: 'clwxfw.serviceCar.getCarsByCarCode', scope: 'toolbar', show: 'table', answer: CAR_ANSWER, reads: true, prompt: { carCode: 'clwxfw.serviceCar.carCode' } },
    deptCarTree: { api: '/cloud/clwxfw/tree/loadDeptCarTree', label: 'clwxfw.serviceCar.deptCarTree', scope: 'toolbar', show: 'table', answer: TREE_ANSWER, reads: true },
    deptTree: { api: '/cloud/clwxfw/dept/loadTree', label: 'clwxfw.serviceCar.deptTree', scope: 'toolbar', show: 'table', answer: TREE_ANSWER, reads: true },
    departments: { api: '/cloud/clwxfw/common/loadDepartmentList', label: 'clwxfw.serviceCar.departments', scope: 'toolbar', show: 'table', answer: DEPARTMENT_ANSWER, reads: true },
  },
});
