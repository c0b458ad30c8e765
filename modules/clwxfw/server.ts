// The vehicle maintenance service's server side: demo data, the rules of costs, settlements and
// refuels, the computed lists and the calls beside CRUD.
import { defineModuleServer, type Handler } from '../../kit/resource';
import { costOnWrite, loadSettlement, revokeSettlement, settlementOnWrite } from './server/costs';
import { deptCarTree, deptTree, departmentList, getCarByCode, getCarsByCarCode, queryList, staffTree } from './server/lookups';
import { closeCheck, openCheck } from './server/params';
import { loadRefuelStation, queryByOilCode, refuelBeforeWrite, refuelOnWrite } from './server/refuel';
import { reportSources } from './server/reports';
import { seed } from './server/seed';
import { whiteRecordRule } from './server/whiteRecord';

const handlers: Record<string, Handler> = {
  'GET /cloud/clwxfw/car/queryList': queryList,
  'GET /cloud/clwxfw/car/getCarByCode': getCarByCode,
  '/cloud/clwxfw/zhj/car/getCarsByCarCode': getCarsByCarCode,
  '/cloud/clwxfw/tree/loadDeptCarTree': deptCarTree,
  '/cloud/clwxfw/dept/loadTree': deptTree,
  '/cloud/clwxfw/common/loadDepartmentList': departmentList,
  '/cloud/clwxfw/staff/loadTreeWithPermission': staffTree,
  '/cloud/clwxfw/settlementManage/loadSettlement': loadSettlement,
  '/cloud/clwxfw/settlementManage/revokeSettlement': revokeSettlement,
  '/cloud/clwxfw/OilRefuel/loadRefuelStation': loadRefuelStation,
  '/cloud/clwxfw/oilCardRecharge/queryByOilCode': queryByOilCode,
  '/cloud/clwxfw/tenantParmSetting/openCheck': openCheck,
  '/cloud/clwxfw/tenantParmSetting/closeCheck': closeCheck,
};

export default defineModuleServer({
  seed,
  beforeWrite: { oilRefuel: refuelBeforeWrite, whiteRecord: whiteRecordRule },
  onWrite: { cost: costOnWrite, settlement: settlementOnWrite, oilRefuel: refuelOnWrite },
  reports: reportSources,
  handlers,
});
