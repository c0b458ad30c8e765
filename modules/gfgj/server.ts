// The household-recycling area's server side: demo data, the orders' and ledgers' rules, the
// workflows' effects and the calls beside CRUD. Read by the server engine only (never by the page).
import { defineModuleServer } from '../../kit/resource';
import { cartingBefore, cartingOnWrite, signingBefore } from './server/carting';
import { ledgerPresent } from './server/ledger';
import { orderHandlers, orderOnWrite, orderWorkflow } from './server/orders';
import { seed } from './server/seed';
import { statsHandlers } from './server/stats';
import { inviteOnWrite, userHandlers } from './server/users';

export default defineModuleServer({
  seed,
  beforeWrite: { cartingOrder: cartingBefore, disposalSiteSigning: signingBefore },
  onWrite: { order: orderOnWrite, inviteRecord: inviteOnWrite, cartingOrder: cartingOnWrite },
  present: { ...ledgerPresent },
  workflows: { order: orderWorkflow },
  handlers: { ...orderHandlers, ...userHandlers, ...statsHandlers },
});
