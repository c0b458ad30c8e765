// Facilities not collected on a day, with the reason; vehicle stops, trajectories and nearby points help explain why.
import { boolean, date, datetime, defineResource, enumOf, reference, text } from '../../../kit/resource';

export const notWorkFacility = defineResource({
  id: 'notWorkFacility',
  title: 'ljszy.notWorkFacility',
  api: {
    list: '/cloud/ljszy/notWorkFacility/pageList',
    export: 'POST /cloud/ljszy/notWorkFacility/export',
  },
  fields: {
    recordDate: date({ required: true, filter: true, sortable: true }),
    facilityId: reference({ resource: 'facilityInfo', display: 'facilityName', required: true, filter: true }),
    routeId: reference({ resource: 'route', display: 'routeName', filter: true }),
    lastCollectTime: datetime({ sortable: true }),
    reason: text({ max: 100 }),
    district: enumOf({ source: 'district', filter: true }),
    confirmed: boolean({ filter: true }),
  },
  readOnly: true,
  defaultSort: { field: 'recordDate', order: 'desc' },
  actions: {
    stopCars: { api: '/cloud/ljszy/notWorkFacility/getStopCarPageList', label: 'ljszy.notWork.stopCars', scope: 'row', show: 'table', reads: true },
    trajectory: { api: '/cloud/ljszy/notWorkFacility/getCarTrajectoryPageList', label: 'ljszy.notWork.trajectory', scope: 'row', show: 'table', reads: true },
    nearPoints: { api: '/cloud/ljszy/notWorkFacility/getPointDataByGpsPioint', label: 'ljszy.notWork.nearPoints', scope: 'row', show: 'table', reads: true },
  },
});
