// Vehicle management's choices (clgl = 车辆管理, fleet), served by its loadEnumValue call.
import type { EnumRegistry } from '../../kit/resource';

const options = (name: string, values: string[]) => values.map((v) => ({ value: v, label: `clgl.enum.${name}.${v}` }));

/** Every enum name with its values; labels are catalogue keys `clgl.enum.<name>.<value>`. */
export const enumValues = {
  carType: ['sweeper', 'washer', 'sprinkler', 'compactor', 'kitchen', 'hookLift', 'pickup', 'sedan', 'tricycle'],
  fuelType: ['gasoline', 'diesel', 'electric', 'hybrid', 'cng'],
  carStatus: ['inService', 'repair', 'idle', 'scrapped'],
  inspectionResult: ['pass', 'fail'],
  remindStatus: ['normal', 'ignored'],
  insuranceType: ['compulsory', 'commercial', 'carrier'],
  coverage: ['thirdParty', 'damage', 'driverSeat', 'passengerSeat', 'glass', 'scratch'],
  accidentType: ['collision', 'scrape', 'rearEnd', 'rollover', 'other'],
  responsibility: ['full', 'main', 'equal', 'minor', 'none'],
  accidentStatus: ['pending', 'processing', 'closed'],
  claimStatus: ['claiming', 'paid', 'refused'],
  violationType: ['speeding', 'redLight', 'illegalParking', 'laneViolation', 'overload', 'other'],
  handleStatus: ['unhandled', 'handled'],
  oilCardStatus: ['inactive', 'active', 'frozen'],
  oilType: ['g92', 'g95', 'd0', 'dMinus10'],
  payType: ['card', 'cash', 'corporate'],
  depreciationMethod: ['straightLine', 'workload', 'doubleDeclining'],
  upkeepStatus: ['pending', 'done', 'ignored'],
  reminderType: ['annualInspection', 'insurance', 'upkeep'],
  reminderStatus: ['pending', 'ignored', 'handled'],
  equipmentStatus: ['inUse', 'idle', 'repair', 'scrapped'],
  whiteListStatus: ['valid', 'invalid'],
  factoryLevel: ['class1', 'class2', 'class3'],
  costType: ['parking', 'toll', 'washing', 'repair', 'tyre', 'fine', 'other'],
  costStatus: ['pending', 'confirmed'],
  checkResult: ['normal', 'abnormal'],
  fieldEntity: ['car', 'oilCard', 'oilRefuel', 'maintenance', 'accident', 'insurance'],
  fieldType: ['text', 'number', 'date'],
  flowType: ['maintenance', 'refuel', 'accident', 'cost'],
} as const;

export type EnumName = keyof typeof enumValues;

export const clglEnums: EnumRegistry = {
  api: '/cloud/clgl/common/loadEnumValue',
  values: Object.fromEntries(Object.entries(enumValues).map(([name, values]) => [name, options(name, [...values])])),
};
