// The household-recycling area's resources (gfgj): read by its page and by the server engine.
import { defineModuleResources } from '../../../kit/resource';
import { gfgjEnums } from '../enums';
import { gfgjMessages } from '../messages';
import { appUser, businessAudit, recyclerAudit, userAuditLog } from './appUser';
import { cartingOrder } from './cartingOrder';
import { deptArea } from './deptArea';
import { deptPointClass } from './deptPointClass';
import { disposalSite } from './disposalSite';
import { disposalSiteSigning } from './disposalSiteSigning';
import { garbageClass } from './garbageClass';
import { inviteRecord, inviteRule } from './invite';
import { balanceLedger, pointsLedger } from './ledgers';
import { order, orderLog } from './order';
import { setting } from './setting';
import { stationPoint } from './stationPoint';
import { weChat } from './weChat';

export default defineModuleResources({
  module: 'gfgj',
  messages: gfgjMessages,
  enums: gfgjEnums,
  // Order matters for seeds: a resource comes after the ones it refers to.
  resources: [setting, garbageClass, stationPoint, deptPointClass, deptArea, disposalSite, disposalSiteSigning, appUser, userAuditLog, weChat,
    balanceLedger, pointsLedger, order, orderLog, cartingOrder, inviteRule, inviteRecord],
  views: [businessAudit, recyclerAudit],
});
