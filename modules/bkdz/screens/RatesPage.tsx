/** The rates list (getList) with its definition beside it: the formula and the bands in force. */
import { ResourcePage, useLoad } from '../../../kit/ui';
import { accuracyRate } from '../resources/accuracyRate';
import { bkdz } from '../resources/paths';
import { FormulaNote, type SummaryAnswer } from './FormulaNote';

export function RatesPage() {
  const summary = useLoad<SummaryAnswer>(bkdz('summary/getSummary'));
  return <ResourcePage def={accuracyRate} title="bkdz.menu.rates" extra={<FormulaNote summary={summary.data} />} />;
}
