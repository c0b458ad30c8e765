// The kit's texts of charts and big screens (kit/charts).
import { catalogueFromPairs } from './catalogue';

export const chartMessages = catalogueFromPairs({
  'kit.chart.inProgress': ['{label}（进行中）', '{label} (so far)'],
  'kit.chart.inProgressNote': ['{label}尚未结束：虚线、浅色为截至目前的数', '{label} is not over yet: dashed and pale, its figures so far'],
});
