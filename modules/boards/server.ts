// The terminal boards' server side (boards): the five calls of the terminal screen. No seed: they read
// the platform's device store and 垃圾收运's plants and weighings. Read by the server engine only.
import { defineModuleServer } from '../../kit/resource';
import { terminalHandlers } from './server/terminals';

export default defineModuleServer({ handlers: terminalHandlers });
