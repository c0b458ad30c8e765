// The demo module's resources: read by its page (the list page, form, filters) and by the server
// engine (tables, routes, validation, import, export).
import { defineModuleResources } from '../../../kit/resource';
import { demoMessages } from '../messages';
import { grade } from './grade';
import { student } from './student';

export default defineModuleResources({
  module: 'demo',
  messages: demoMessages,
  // A resource comes after the ones it refers to (the seed fills them in this order).
  resources: [grade, student],
});
