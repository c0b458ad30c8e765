// 系统管理 keeps no tables of its own: its screens work on the platform's (server/http/routes/admin.ts).
import { defineModuleResources } from '../../../kit/resource';
import { xtglMessages } from '../messages';

export default defineModuleResources({ module: 'xtgl', messages: xtglMessages, resources: [] });
