// The service's choices, each served by the loader call the spec names: repair grades (field/loadGrade),
// repair classes (field/loadClass), accessory types (cost/typeOfAccessories), pay ways
// (OilRefuel/loadPayWay), oils (OilRefuel/loadOilrefuelOils) and car types (carDevice/loadCarType).
import type { EnumRegistry } from '../../../kit/resource';
import { options } from './paths';

export const COST_TYPES = ['oil', 'repair', 'upkeep', 'accessory', 'tyre', 'other'] as const;
export const GRADES = ['routine', 'first', 'second', 'minor', 'major'] as const;
export const REPAIR_CLASSES = ['engine', 'chassis', 'electric', 'body', 'upper'] as const;
export const ACCESSORY_TYPES = ['filter', 'brake', 'battery', 'tyre', 'hydraulic', 'lamp'] as const;
export const PAY_WAYS = ['card', 'cash', 'corporate'] as const;
export const OILS = ['g92', 'g95', 'd0', 'dMinus10'] as const;
export const CAR_TYPES = ['sweeper', 'washer', 'sprinkler', 'compactor', 'kitchen', 'hookLift', 'pickup', 'sedan', 'tricycle'] as const;

const loader = (api: string, name: string, values: readonly string[]): EnumRegistry => ({ api, values: { [name]: options(name, values) } });

export const enumLoaders: EnumRegistry[] = [
  loader('/cloud/clwxfw/field/loadGrade', 'grade', GRADES),
  loader('/cloud/clwxfw/field/loadClass', 'repairClass', REPAIR_CLASSES),
  loader('/cloud/clwxfw/cost/typeOfAccessories', 'accessoryType', ACCESSORY_TYPES),
  loader('/cloud/clwxfw/OilRefuel/loadPayWay', 'payWay', PAY_WAYS),
  loader('/cloud/clwxfw/OilRefuel/loadOilrefuelOils', 'oilType', OILS),
  loader('/cloud/clwxfw/carDevice/loadCarType', 'carType', CAR_TYPES),
];
