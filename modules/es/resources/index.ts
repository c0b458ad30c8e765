// The emergency registers: read by the module page and by the server engine.
import { defineModuleResources } from '../../../kit/resource';
import { esMessages } from '../messages';
import { esCar } from './esCar';
import { esCarPosition } from './esCarPosition';
import { esPosition } from './esPosition';
import { esStaff } from './esStaff';
import { esStorehouse } from './esStorehouse';

export default defineModuleResources({
  module: 'es',
  messages: esMessages,
  // A resource comes after the ones it refers to (the seed fills them in this order).
  resources: [esStorehouse, esCarPosition, esPosition, esCar, esStaff],
});
