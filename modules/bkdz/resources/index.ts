// The sorting-accuracy area's resources: read by its page and by the server engine.
import { defineModuleResources } from '../../../kit/resource';
import { bkdzEnums } from '../enums';
import { bkdzMessages } from '../messages';
import { accuracyConfig } from './accuracyConfig';
import { accuracyRate } from './accuracyRate';
import { dataAllocation } from './dataAllocation';
import { estateBinding } from './estateBinding';
import { facility } from './facility';
import { region } from './region';

export default defineModuleResources({
  module: 'bkdz',
  messages: bkdzMessages,
  enums: bkdzEnums,
  // A resource comes after the ones it refers to (the seed fills them in this order).
  resources: [region, facility, dataAllocation, accuracyConfig, accuracyRate],
  reports: [estateBinding],
});
