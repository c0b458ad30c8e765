/**
 * 打卡信息: the inspectors' clock-ins at the facilities they inspect (from the app: read only here),
 * with the place and the distance from the facility's point; within 200 m counts as on site.
 */
import { boolean, datetime, defineResource, geoPoint, number, reference } from '../../../kit/resource';
import { ryxj } from './paths';

export const clockInfo = defineResource({
  id: 'clockInfo',
  title: 'ryxj.clockInfo',
  api: { list: ryxj('clockInfo', 'pageList') },
  readOnly: true,
  fields: {
    inspectorId: reference({ resource: 'roleStaff', display: 'staffName', required: true, filter: true }),
    facilityId: reference({ resource: 'facilityInfo', display: 'facilityName', required: true, filter: true }),
    clockTime: datetime({ required: true, filter: 'range', sortable: true }),
    distance: number({ min: 0, integer: true, unit: 'ryxj.unit.metre', help: 'ryxj.clockInfo.distanceHelp' }),
    onSite: boolean({ filter: true, help: 'ryxj.clockInfo.onSiteHelp' }),
    location: geoPoint({ column: false }),
  },
  defaultSort: { field: 'clockTime', order: 'desc' },
});
