// Each housing estate with the facilities banded to it (bandingHousingEstateList): an estate with none
// has no graded disposals of its own, so its grading accuracy stays unknown.
import { defineReport, number, text } from '../../../kit/resource';
import { bkdz } from './paths';

export const estateBinding = defineReport({
  id: 'estateBinding',
  title: 'bkdz.estateBinding',
  api: { list: bkdz('facility/bandingHousingEstateList') },
  fields: {
    estateName: text({ filter: true, sortable: true }),
    streetName: text({ filter: true, sortable: true }),
    townName: text({ filter: true, sortable: true }),
    households: number({ sortable: true, unit: 'bkdz.unit.households' }),
    facilities: number({ sortable: true, unit: 'bkdz.unit.facilities' }),
    facilityNames: text(),
  },
});
