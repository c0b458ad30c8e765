// The facility ledgers' resources (ssgl = 设施台账, with gaojie's facility depreciation): read by the
// page and by the server engine. A resource comes after the ones it refers to (seeds).
import { defineModuleResources } from '../../../kit/resource';
import { ssglMessages } from '../messages';
import { accessoryName, accessoryType, maintenanceFeeType, popularEquipmentGroup } from './baseData';
import { depreciationSchedule, facilityDepreciation } from './depreciation';
import { equipmentSon, equipmentUserBinding, facilityAccount, maintenanceRecord } from './facilityAccount';
import { gis, poundBinding, stationInfo, vehicleSite, videoBinding } from './stations';
import { stationSummary } from './summary';
import { electricityUsage, waterUsage } from './usage';

export default defineModuleResources({
  module: 'ssgl',
  messages: ssglMessages,
  resources: [
    popularEquipmentGroup,
    maintenanceFeeType,
    accessoryType,
    accessoryName,
    facilityAccount,
    equipmentSon,
    equipmentUserBinding,
    maintenanceRecord,
    waterUsage,
    electricityUsage,
    stationInfo,
    poundBinding,
    videoBinding,
    gis,
    vehicleSite,
    facilityDepreciation,
  ],
  reports: [stationSummary, depreciationSchedule],
});
