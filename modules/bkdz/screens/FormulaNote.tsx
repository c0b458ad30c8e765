/**
 * The definition beside an accuracy figure: the formula of each source and the bands in force, read
 * from the tenant's configuration (summary/getSummary answers them with the month's figures).
 */
import { Popover, Typography } from 'antd';
import { useKit } from '../../../kit/ui';

/** The month's figures with the configuration in force (summary/getSummary). */
export const SUMMARY = '/cloud/bkdz/web/summary/getSummary';

export type SummaryAnswer = {
  period: string;
  calculatedAt: string | null;
  source: string;
  bounds: { greenMin: number; blueMin: number; yellowMin: number };
  items: { label: string; value: number | string; unit?: string }[];
};

/** The bands and the ranked source in one line. */
export function bandsText(t: ReturnType<typeof useKit>['t'], s: SummaryAnswer | null): string {
  const b = s?.bounds ?? { greenMin: 80, blueMin: 60, yellowMin: 30 };
  return t('bkdz.accuracyRate.bandsNote', { green: b.greenMin, blue: b.blueMin, yellow: b.yellowMin, source: t(`bkdz.enum.source.${s?.source ?? 'grading'}`) });
}

/** The formula, inline (a board's header) or behind a 口径 link (a list's toolbar). */
export function FormulaNote(props: { summary: SummaryAnswer | null; inline?: boolean }) {
  const { t } = useKit();
  const body = (
    <div style={{ maxWidth: 560 }} data-testid="accuracy-formula">
      <Typography.Paragraph style={{ marginBottom: 4 }}>{t('bkdz.accuracyRate.rateHelp')}</Typography.Paragraph>
      <Typography.Text type="secondary">{bandsText(t, props.summary)}</Typography.Text>
    </div>
  );
  if (props.inline) return body;
  return (
    <Popover content={body} title={t('bkdz.accuracyRate.formula')} trigger="click">
      <Typography.Link data-testid="accuracy-formula-link">{t('bkdz.accuracyRate.formula')}</Typography.Link>
    </Popover>
  );
}
