/**
 * 单价明细: a unit price of a contract — what it pays for (cleaning, collection, toilets …), where the
 * month's quantity comes from (the road modules' road areas of a grade, 垃圾收运's weighed tonnes of
 * a vehicle type, or a quantity entered with its source), the unit and the starting price. Later
 * prices are adjustments (priceAdjust) with their reason and date of effect.
 */
import { defineResource, enumOf, money, reference, text } from '../../../kit/resource';
import { BASES, GRADES, ITEMS, opts, UNITS, VEHICLE_TYPES } from './options';
import { cc } from './paths';

export const priceLine = defineResource({
  id: 'priceLine',
  title: 'htxm.priceLine',
  api: { list: cc('priceLine', 'pageList'), create: cc('priceLine', 'save'), update: cc('priceLine', 'update'), remove: cc('priceLine', 'delete') },
  fields: {
    contractId: reference({ resource: 'contract', display: 'contractNo', required: true, filter: true }),
    lineName: text({ required: true, max: 40, filter: 'like' }),
    item: enumOf({ options: opts('item', ITEMS), required: true, filter: true }),
    basis: enumOf({ options: opts('basis', BASES), required: true, filter: true, help: 'htxm.priceLine.basisHelp' }),
    roadGrade: enumOf({ options: opts('grade', GRADES), help: 'htxm.priceLine.roadGradeHelp' }),
    vehicleType: enumOf({ options: opts('vehicleType', VEHICLE_TYPES), help: 'htxm.priceLine.vehicleTypeHelp' }),
    unit: enumOf({ options: opts('unit', UNITS), required: true }),
    unitPrice: money({ required: true, max: 1e7, unit: 'htxm.unit.yuan', help: 'htxm.priceLine.unitPriceHelp' }),
    remark: text({ max: 200, column: false }),
  },
  unique: ['contractId', 'lineName'],
  display: 'lineName',
  defaultSort: { field: 'contractId', order: 'asc' },
});
