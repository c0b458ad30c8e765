/**
 * Field builders: small functions that fill in a field's `type`, so a definition reads as a list of
 * what each field is. Every option is plain data (see types.ts for each option and its default).
 *
 * @example
 *   fields: {
 *     carCode: text({ required: true, max: 16, filter: true, sortable: true }),
 *     load: number({ min: 0, max: 60, precision: 2, unit: 'kit.unit.t' }),
 *     garbageType: enumOf({ source: 'garbageType', filter: true }),
 *     deptId: treeSelect({ tree: 'department' }),
 *     routeId: reference({ resource: 'route', display: 'routeName' }),
 *   }
 */
import type {
  BooleanField,
  DateField,
  DateRangeField,
  EnumField,
  FileField,
  GeoPointField,
  GeoShapeField,
  NumberField,
  ReferenceField,
  TextField,
  TreeSelectField,
} from './types';

type Options<F> = Omit<F, 'type'>;

export const text = (o: Options<TextField> = {}): TextField => ({ ...o, type: 'text' });

export const number = (o: Options<NumberField> = {}): NumberField => ({ ...o, type: 'number' });

/** An amount of money in yuan, kept to 2 decimal places, never negative unless `min` says so. */
export const money = (o: Options<NumberField> = {}): NumberField => ({ min: 0, precision: 2, ...o, type: 'money' });

export const date = (o: Options<DateField> = {}): DateField => ({ ...o, type: 'date' });

export const datetime = (o: Options<DateField> = {}): DateField => ({ ...o, type: 'datetime' });

export const dateRange = (o: Options<DateRangeField> = {}): DateRangeField => ({ ...o, type: 'dateRange' });

/**
 * A choice from static options, from one of the module's `loadEnumValue` calls by enum name, from
 * the rows of another resource, or from the devices of the platform's device store (by code).
 * @example enumOf({ source: 'garbageType' }); enumOf({ options: [{ value: '1', label: 'kit.yes' }] })
 *          enumOf({ from: { resource: 'vendor', value: 'vendorCode', label: 'vendorName' } })
 *          enumOf({ devices: ['vehicle'] })   // a vehicle device's code, e.g. 'V-101'
 */
export function enumOf<const O extends Options<EnumField>>(o: O): EnumField & O {
  if (!o.options && !o.source && !o.from && !o.devices) throw new Error('enumOf needs options, a source, from or devices');
  return { ...o, type: 'enum' };
}

export const treeSelect = (o: Options<TreeSelectField>): TreeSelectField => ({ ...o, type: 'treeSelect' });

export const reference = (o: Options<ReferenceField>): ReferenceField => ({ ...o, type: 'reference' });

export function image<const O extends Options<FileField>>(o: O = {} as O): FileField & O & { type: 'image' } {
  return { accept: ['image/png', 'image/jpeg', 'image/webp'], ...o, type: 'image' };
}

export function file<const O extends Options<FileField>>(o: O = {} as O): FileField & O & { type: 'file' } {
  return { ...o, type: 'file' };
}

export const geoPoint = (o: Options<GeoPointField> = {}): GeoPointField => ({ ...o, type: 'geoPoint' });

/** A line drawn on the map (road and line shapes), stored as GeoJSON LineString text. */
export const geoLine = (o: Options<Omit<GeoShapeField, 'shape'>> = {}): GeoShapeField => ({ ...o, type: 'geoShape', shape: 'line' });

/** An area drawn on the map (work areas, electronic fences), stored as GeoJSON Polygon text. */
export const geoPolygon = (o: Options<Omit<GeoShapeField, 'shape'>> = {}): GeoShapeField => ({ ...o, type: 'geoShape', shape: 'polygon' });

export const boolean = (o: Options<BooleanField> = {}): BooleanField => ({ ...o, type: 'boolean' });
