// 苗木台账 (nurseryStockHistory): the nursery's movement journal. Every increase, transplant out, loss,
// transfer between group areas and stock-take adjustment is one row here (a transfer two: out and in,
// written together); the stock is the sum of `change` per species, group area and specification
// (resources/stock.ts), never edited. 新增苗木 (increasenursery), 苗木移出 (removenursery) and 苗木记录
// (nurseryRecord: transfers and stock-takes) are views of the journal, each with the spec's calls.
import { date, defineResource, defineView, enumOf, money, number, reference, text } from '../../../kit/resource';
import { crud } from './paths';

export const KINDS = ['increase', 'transplant', 'loss', 'transfer', 'adjust'] as const;
export type MovementKind = (typeof KINDS)[number];
export const BOOKS = ['increase', 'removal', 'record'] as const;
export type Book = (typeof BOOKS)[number];
export const CONDITIONS = ['good', 'fair', 'poor'] as const;

const options = (list: readonly string[], prefix: string) => list.map((value) => ({ value, label: `${prefix}.${value}` }));

export const movement = defineResource({
  id: 'nurseryStockHistory',
  title: 'nursery.movement',
  api: crud('nurseryStockHistory'),
  fields: {
    movedOn: date({ required: true, filter: 'range', sortable: true }),
    kind: enumOf({ options: options(KINDS, 'nursery.kind'), filter: true, help: 'nursery.movement.kindHelp' }),
    // Which call entered it; fixed (and locked in the form) on each view, else taken from the kind.
    book: enumOf({ options: options(BOOKS, 'nursery.book'), filter: 'eq', column: { hidden: true }, help: 'nursery.movement.bookHelp' }),
    // Columns only some books fill (a transfer's direction and other area, a transplant's destination, an
    // increase's price, a condition) are in the detail and the export, not the shared list columns.
    direction: enumOf({ options: options(['out', 'in'], 'nursery.direction'), form: false, filter: 'eq', column: false }),
    typeId: reference({ resource: 'nurseryStockType', display: 'typeName', filter: true, form: false }),
    subTypeId: reference({ resource: 'nurseryStockSubType', display: 'subTypeName', required: true, filter: true }),
    groupAreaId: reference({ resource: 'groupAreaManage', display: 'areaName', required: true, filter: true }),
    toGroupAreaId: reference({ resource: 'groupAreaManage', display: 'areaName', column: false, help: 'nursery.movement.toGroupAreaHelp' }),
    diameter: number({ required: true, min: 0.1, max: 300, precision: 1, unit: 'nursery.unit.cm', help: 'nursery.movement.diameterHelp' }),
    height: number({ required: true, min: 0.05, max: 60, precision: 2, unit: 'nursery.unit.m' }),
    canopy: number({ min: 0, max: 40, precision: 2, unit: 'nursery.unit.m', help: 'nursery.movement.canopyHelp' }),
    quantity: number({ required: true, integer: true, min: 0, max: 100_000, unit: 'nursery.unit.plant', help: 'nursery.movement.quantityHelp' }),
    change: number({ integer: true, form: false, unit: 'nursery.unit.plant', help: 'nursery.movement.changeHelp' }),
    unitPrice: money({ min: 0, max: 1_000_000, unit: 'nursery.unit.yuanPerPlant', column: false }),
    condition: enumOf({ options: options(CONDITIONS, 'nursery.condition'), filter: true, column: false, help: 'nursery.movement.conditionHelp' }),
    destination: text({ max: 60, column: false, help: 'nursery.movement.destinationHelp' }),
    operator: text({ max: 20, filter: true }),
    remark: text({ max: 200, multiline: true, column: { hidden: true } }),
    pairNo: text({ max: 40, form: false, column: false, detail: false, export: false }),
  },
  display: 'movedOn',
  defaultSort: { field: 'movedOn', order: 'desc' },
});

export const increase = defineView(movement, { id: 'increasenursery', title: 'nursery.increase', filters: { book: 'increase' }, api: crud('increasenursery') });
export const removal = defineView(movement, { id: 'removenursery', title: 'nursery.removal', filters: { book: 'removal' }, api: crud('removenursery') });
export const record = defineView(movement, { id: 'nurseryRecord', title: 'nursery.record', filters: { book: 'record' }, api: crud('nurseryRecord') });
