// Popular (most used) vehicles: ranked by their activity in the period — checks, refuels,
// maintenance and water records — for quick picking on the other screens.
import { defineReport, number, text } from '../../../kit/resource';
import { classic } from './paths';

export const popularCar = defineReport({
  id: 'popularCar',
  title: 'clgl.popularCar',
  api: { list: classic('popularCar', 'pageList') },
  fields: {
    plateNo: text({ filter: true, sortable: true }),
    carType: text(),
    groupName: text({ filter: true }),
    checks: number({ sortable: true }),
    refuels: number({ sortable: true }),
    maintenances: number({ sortable: true }),
    score: number({ sortable: true }),
  },
  defaultSort: { field: 'score', order: 'desc' },
});
