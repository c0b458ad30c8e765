// Server tests of every compression-box and RFID resource, generated from the definitions
// (tests/kit/resourceSuite.ts): paging, sorting, filtering, tenant isolation, create/update/delete
// with history where the definition has them, bad input, export.
import resources from '../../../modules/ljszydd/resources';
import { resourceSuite, suiteContext, type SuiteOptions } from '../../kit/resourceSuite';

const ctx = suiteContext(['ljszy', 'ljszydd']);

const fixtures: Record<string, Partial<SuiteOptions>> = {
  carInfo: { make: (i) => ({ carCode: `浙A·T${String(7000 + i)}` }) },
  compressionBox: { make: (i) => ({ boxCode: `YSX-T${String(100 + i)}` }) },
  rfidTag: { make: (i) => ({ tagCode: `E2000099${String(1000 + i).padStart(16, '0')}` }) },
  facilityInfo: { make: (i) => ({ facilityName: `测试设施${i}` }) },
  boxSetting: { make: () => ({ warnLevel: 70, overflowLevel: 88 }) },
};

for (const def of resources.resources) resourceSuite(ctx, def, { module: 'ljszydd', ...fixtures[def.id] });
