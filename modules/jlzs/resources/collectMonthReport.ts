// Collection month report (收集月报): 收集数据 summed per month and district — the four categories, the
// total, contaminated recyclables and the rates — over the year of daily returns. Its calls are ours
// (the spec names no report path, README).
import { date, defineReport, enumOf, number, text } from '../../../kit/resource';
import { jlzs } from '../paths';

const t = (help?: string) => number({ unit: 'kit.unit.t', sortable: true, ...(help ? { help } : {}) });
const pct = (help: string) => number({ unit: 'jlzs.unit.percent', sortable: true, help });

export const collectMonthReport = defineReport({
  id: 'collectMonthReport',
  title: 'jlzs.collectMonthReport',
  api: { list: jlzs('collectData', 'monthReport'), export: jlzs('collectData', 'monthReportExport') },
  fields: {
    collectDate: date({ filter: 'range', column: false, export: false, detail: false }),
    month: text({ sortable: true }),
    district: enumOf({ source: 'district', filter: true, sortable: true }),
    days: number({ integer: true, help: 'jlzs.collectMonthReport.daysHelp' }),
    kitchenT: t(),
    otherT: t(),
    recyclableT: t(),
    hazardousT: t(),
    totalT: t('jlzs.collectMonthReport.totalHelp'),
    recycleRate: pct('jlzs.collectMonthReport.recycleRateHelp'),
    kitchenRate: pct('jlzs.collectMonthReport.kitchenRateHelp'),
    contaminatedT: t(),
  },
  defaultSort: { field: 'month', order: 'desc' },
});
