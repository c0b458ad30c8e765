// The terminal boards (boards): no resources of their own — their calls read the platform's device store
// and other modules' records (server.ts); the registry carries the catalogue.
import { defineModuleResources } from '../../../kit/resource';
import { boardsMessages } from '../messages';

export default defineModuleResources({ module: 'boards', messages: boardsMessages, resources: [] });
