// The sorting data's resources (jlzs): read by its page and by the server engine.
import { defineModuleResources } from '../../../kit/resource';
import { jlzsEnums } from '../enums';
import { jlzsMessages } from '../messages';
import { LOOKUPS } from '../screens/calls';
import { carWeighRecord } from './carWeighRecord';
import { collectData } from './collectData';
import { collectMonthReport } from './collectMonthReport';
import { configIndex } from './configIndex';
import { datasource } from './datasource';
import { enterData } from './enterData';
import { facilityManage } from './facilityManage';
import { garbageQuantityIndex } from './garbageQuantityIndex';
import { lifeScore } from './lifeScore';
import { majorIndex } from './majorIndex';
import { metaData } from './metaData';
import { mlxc } from './mlxc';
import { personnelHealth } from './personnelHealth';
import { sortingQualityIndex } from './sortingQualityIndex';
import { sourceReduceIndex } from './sourceReduceIndex';
import { village } from './village';
import { weighReport } from './weighReport';

export default defineModuleResources({
  module: 'jlzs',
  messages: jlzsMessages,
  enums: jlzsEnums,
  // A resource after the ones it refers to (seeds).
  resources: [
    metaData,
    facilityManage,
    village,
    datasource,
    carWeighRecord,
    collectData,
    enterData,
    configIndex,
    sortingQualityIndex,
    majorIndex,
    sourceReduceIndex,
    garbageQuantityIndex,
    lifeScore,
    personnelHealth,
  ],
  reports: [weighReport, collectMonthReport, mlxc],
  lookups: LOOKUPS,
});
