// The chat (chat): no resources of its own — its tables and calls are the platform's (server/services/chat.ts);
// the registry carries the catalogue.
import { defineModuleResources } from '../../../kit/resource';
import { chatMessages } from '../messages';

export default defineModuleResources({ module: 'chat', messages: chatMessages, resources: [] });
