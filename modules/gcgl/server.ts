// The public toilets' server side: demo regions and toilets (the ledger's calls beside CRUD follow).
import { defineModuleServer } from '../../kit/resource';
import { seed } from './server/seed';

export default defineModuleServer({ seed });
