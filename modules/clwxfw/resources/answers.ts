// What the service's lookups answer (server/lookups.ts, refuel.ts, costs.ts), as fields: the action
// dialogs label their columns `clwxfw.col.<key>` and draw their values as a list does. Values the
// server already names (car type, grade, cost type, oils) are text.
import { date, datetime, enumOf, money, text, type FieldDef } from '../../../kit/resource';
import { options } from './paths';

/** A car of 车辆管理 with what the service keeps about it (car/queryList, getCarByCode, getCarsByCarCode). */
export const CAR_ANSWER: Record<string, FieldDef> = {
  plateNo: text(),
  carType: text(),
  deptName: text(),
  driverName: text(),
  deviceCode: text(),
  oilCardNo: text(),
  serviceFactory: text(),
  grade: text(),
};

/** A node of the organisation trees: a department, or a car or a staff member under one. */
export const TREE_ANSWER: Record<string, FieldDef> = {
  name: text(),
  type: enumOf({ options: options('nodeType', ['dept', 'car', 'staff']) }),
  code: text(),
  phone: text(),
};

/** A department of the flat list (common/loadDepartmentList). */
export const DEPARTMENT_ANSWER: Record<string, FieldDef> = { name: text(), code: text(), parentName: text() };

/** A refuel station of 车辆管理 (OilRefuel/loadRefuelStation). */
export const STATION_ANSWER: Record<string, FieldDef> = { stationName: text(), address: text(), oilTypes: text(), phone: text() };

/** A recharge of a fuel card (oilCardRecharge/queryByOilCode). */
export const RECHARGE_ANSWER: Record<string, FieldDef> = {
  oilCardNo: text(),
  rechargeTime: datetime(),
  amount: money({ unit: 'kit.unit.yuan' }),
  balance: money({ unit: 'kit.unit.yuan' }),
  operator: text(),
};

/** A cost a settlement closed (settlementManage/loadSettlement). */
export const SETTLED_COST_ANSWER: Record<string, FieldDef> = {
  plateNo: text(),
  costDate: date(),
  costType: text(),
  content: text(),
  amount: money({ unit: 'kit.unit.yuan' }),
};
