// 定位设备 (gis/common/positionDeviceList): the devices placed in the estates — smart bins that report
// their fill level, weighing disposal stations, cameras and points kiosks — with where they stand. A
// bin's report (its row action, or the integration's call) sets its fill level and band and may open a
// collection task (server/fill.ts).
import { datetime, defineResource, enumOf, geoPoint, number, reference, text } from '../../../kit/resource';
import { bandOptions, deviceStatusOptions, deviceTypeOptions } from './options';

export const positionDevice = defineResource({
  id: 'positionDevice',
  title: 'zszy.positionDevice',
  api: { list: 'GET /cloud/zszy/prd/api/gis/common/positionDeviceList' },
  readOnly: true,
  fields: {
    deviceCode: text({ required: true, max: 20, filter: true, sortable: true }),
    deviceType: enumOf({ options: deviceTypeOptions, required: true, filter: true }),
    estateId: reference({ resource: 'housingEstate', display: 'estateName', required: true, filter: true }),
    status: enumOf({ options: deviceStatusOptions, required: true, filter: true }),
    fillLevel: number({ min: 0, max: 200, precision: 1, unit: 'zszy.unit.percent', sortable: true, help: 'zszy.help.fillLevel' }),
    fillBand: enumOf({ options: bandOptions, filter: true, help: 'zszy.help.fillBand' }),
    lastReportAt: datetime({ sortable: true }),
    location: geoPoint({ column: false, help: 'zszy.help.location' }),
  },
  unique: ['deviceCode'],
  display: 'deviceCode',
  defaultSort: { field: 'deviceCode', order: 'asc' },
  actions: {
    report: { api: 'POST /cloud/zszy/prd/api/bin/fillReport', label: 'zszy.positionDevice.report', scope: 'row', prompt: { fillLevel: 'zszy.positionDevice.fillLevel' }, when: { field: 'deviceType', in: ['bin'] } },
  },
});
