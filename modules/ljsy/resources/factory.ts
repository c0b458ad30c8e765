// The destinations of the transports (垃圾收运's plants and stations, kit/geo/demoCity): no call of their
// own; the board's factoryList and subjectFactoryInfo answer them with their intake.
import { defineResource, enumOf, geoPoint, number, text } from '../../../kit/resource';
import { districtOptions, factoryTypeOptions } from './options';

export const factory = defineResource({
  id: 'factory',
  title: 'ljsy.factory',
  api: {},
  readOnly: true,
  fields: {
    factoryName: text({ required: true, max: 40 }),
    factoryType: enumOf({ options: factoryTypeOptions, required: true }),
    district: enumOf({ options: districtOptions }),
    location: geoPoint(),
    capacity: number({ min: 0, max: 10000, unit: 'ljsy.unit.tPerDay' }),
  },
  unique: ['factoryName'],
  display: 'factoryName',
});
