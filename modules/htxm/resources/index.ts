// The resources of 合同项目 (htxm = contracts and projects, designed area `contract`): read by its page
// and by the server engine. A resource comes after the ones it refers to (seeds).
import { defineModuleResources } from '../../../kit/resource';
import { htxmMessages } from '../messages';
import { contract } from './contract';
import { deduction } from './deduction';
import { priceAdjust } from './priceAdjust';
import { priceLine } from './priceLine';
import { quantityEntry } from './quantityEntry';
import { payment, reminder } from './reports';
import { settlement } from './settlement';
import { settlementLine } from './settlementLine';
import { settlementLog } from './settlementLog';

export { contract, deduction, priceAdjust, priceLine, quantityEntry, payment, reminder, settlement, settlementLine, settlementLog };

export default defineModuleResources({
  module: 'htxm',
  messages: htxmMessages,
  resources: [contract, priceLine, priceAdjust, quantityEntry, settlement, settlementLog, settlementLine, deduction],
  reports: [reminder, payment],
});
