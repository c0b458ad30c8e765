/** The rates list (getList) with its definition beside it: the formula and the bands in force. */
import { ResourcePage, useLoad } from '../../../kit/ui';
import { accuracyRate } from '../resources/accuracyRate';
import { FormulaNote, SUMMARY, type SummaryAnswer } from './FormulaNote';

export function RatesPage() {
  const summary = useLoad<SummaryAnswer>(SUMMARY);
  return <ResourcePage def={accuracyRate} title="bkdz.menu.rates" extra={<FormulaNote summary={summary.data} />} />;
}
