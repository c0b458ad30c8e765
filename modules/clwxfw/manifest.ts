// Vehicle maintenance service (车辆维修服务, spec area clwxfw) in 车辆管理, over the cars of 车辆管理:
// costs and their monthly views, settlements (make, revoke), refuels with the stations' prices, white
// records and the tenant's check switch, the service's cars and their devices. Every page declared once.
import { defineModule, group, page } from '../../kit/manifest';
import { clwxfwMessages } from './messages';
import { cost, oilCost, repairCost } from './resources/cost';
import { oilRefuel, stationParam } from './resources/refuel';
import { carDevice, carDevicePage, costByType, costMonth, repairByClass } from './resources/reports';
import { serviceCar } from './resources/serviceCar';
import { settlement } from './resources/settlement';
import { tenantParm } from './resources/tenantParm';
import { whiteRecord } from './resources/whiteRecord';

export default defineModule({
  id: 'clwxfw',
  title: 'clwxfw.module',
  messages: clwxfwMessages,
  systems: ['clgl'],
  specAreas: ['clwxfw'],
  order: 20,
  menu: [
    group('costGroup', { title: 'clwxfw.menu.costs', icon: 'fund' }, [
      page(cost, { key: 'costs' }),
      page(oilCost, { key: 'oilCosts' }),
      page(repairCost, { key: 'repairCosts' }),
      page(costMonth, { key: 'costMonth' }),
      page(costByType, { key: 'costByType' }),
      page(repairByClass, { key: 'repairByClass' }),
    ]),
    group('settlementGroup', { title: 'clwxfw.menu.settlements', icon: 'calendar' }, [page(settlement, { key: 'settlements' })]),
    group('refuelGroup', { title: 'clwxfw.menu.refuel', icon: 'inbox' }, [page(oilRefuel, { key: 'refuels' }), page(stationParam, { key: 'stationPrices' })]),
    group('serviceGroup', { title: 'clwxfw.menu.service', icon: 'apartment' }, [
      page(serviceCar, { key: 'cars' }),
      page(carDevicePage, { key: 'carDevices' }),
      page(carDevice, { key: 'devices' }),
      page(whiteRecord, { key: 'whiteRecords' }),
      page(tenantParm, { key: 'params' }),
    ]),
  ],
});
