// The asset archive's resources (zcgl = 资产档案, spec area asset-archive): read by its page and by
// the server engine. A resource comes after the ones it refers to (seeds).
import { defineModuleResources } from '../../../kit/resource';
import { zcglEnums } from '../enums';
import { zcglMessages } from '../messages';
import { assetArchive } from './assetArchive';
import { assetHistory } from './assetHistory';
import { assetType } from './assetType';
import { assetAnalysis, assetDataView } from './reports';

export default defineModuleResources({
  module: 'zcgl',
  messages: zcglMessages,
  enums: zcglEnums,
  resources: [assetType, assetArchive, assetHistory],
  reports: [assetAnalysis, assetDataView],
});
