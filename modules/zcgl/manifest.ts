// Asset archive (资产档案, spec area asset-archive) in 综合管理: the assets, their types, the
// operation history, the analysis by type and state and the data view. Every page declared once.
import { defineModule, group, page, screen } from '../../kit/manifest';
import { zcglMessages } from './messages';
import { assetArchive } from './resources/assetArchive';
import { assetHistory } from './resources/assetHistory';
import { assetType } from './resources/assetType';
import { assetAnalysis, assetDataView } from './resources/reports';

export default defineModule({
  id: 'zcgl',
  title: 'zcgl.module',
  messages: zcglMessages,
  systems: ['zhgl'],
  specAreas: ['asset-archive'],
  order: 30,
  menu: [
    group('archive', { title: 'zcgl.menu.assets', icon: 'tags' }, [
      page(assetArchive, { key: 'assets', icon: 'database' }),
      page(assetType, { key: 'types' }),
      page(assetHistory, { key: 'history' }),
    ]),
    group('stats', { title: 'zcgl.menu.analysis', icon: 'dashboard' }, [
      screen('board', { title: 'zcgl.board', icon: 'dashboard' }),
      page(assetAnalysis, { key: 'analysis' }),
      page(assetDataView, { key: 'dataView' }),
    ]),
  ],
});
