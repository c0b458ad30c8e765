// Facility ledgers (设施台账, spec areas ssgl and gaojie) in 综合管理: the facility and equipment
// account and its parts, people and maintenance; water and electricity by person; stations with their
// weighbridges, cameras, map points and garbage cars; the station summary; depreciation with its
// schedule and chart. One first-level entry; every page declared once.
import { defineModule, group, page, screen } from '../../kit/manifest';
import { ssglMessages } from './messages';
import { accessoryName, accessoryType, maintenanceFeeType, popularEquipmentGroup } from './resources/baseData';
import { depreciationSchedule, facilityDepreciation } from './resources/depreciation';
import { equipmentSon, equipmentUserBinding, facilityAccount, maintenanceRecord } from './resources/facilityAccount';
import { gis, poundBinding, stationInfo, vehicleSite, videoBinding } from './resources/stations';
import { stationSummary } from './resources/summary';
import { electricityUsage, waterUsage } from './resources/usage';

export default defineModule({
  id: 'ssgl',
  title: 'ssgl.module',
  messages: ssglMessages,
  systems: ['zhgl'],
  specAreas: ['ssgl', 'gaojie'],
  order: 20,
  menu: [
    group('ledgers', { title: 'ssgl.menu.ledgers', icon: 'build' }, [
      group('equipment', { title: 'ssgl.menu.equipment' }, [
        page(facilityAccount, { key: 'accounts' }),
        page(equipmentSon, { key: 'sons' }),
        page(equipmentUserBinding, { key: 'users' }),
        page(maintenanceRecord, { key: 'maintenance' }),
      ]),
      group('utilities', { title: 'ssgl.menu.utilities' }, [page(waterUsage, { key: 'water' }), page(electricityUsage, { key: 'electricity' })]),
      group('stationLedgers', { title: 'ssgl.menu.stations' }, [
        page(stationInfo, { key: 'stations' }),
        page(poundBinding, { key: 'pounds' }),
        page(videoBinding, { key: 'videos' }),
        page(vehicleSite, { key: 'cars' }),
        page(gis, { key: 'gis' }),
        page(stationSummary, { key: 'summary' }),
      ]),
      group('depreciationLedgers', { title: 'ssgl.menu.depreciation' }, [
        page(facilityDepreciation, { key: 'depreciation' }),
        page(depreciationSchedule, { key: 'schedule' }),
        screen('depreciationChart', { title: 'ssgl.menu.depreciationChart' }),
      ]),
      group('base', { title: 'ssgl.menu.base' }, [
        page(popularEquipmentGroup, { key: 'groups' }),
        page(maintenanceFeeType, { key: 'feeTypes' }),
        page(accessoryType, { key: 'accessoryTypes' }),
        page(accessoryName, { key: 'accessories' }),
      ]),
    ]),
  ],
});
