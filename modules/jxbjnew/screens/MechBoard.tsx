/**
 * 机械化作业看板: the figures of the day and of the month to that day (dashboard/getStatistics), each
 * card with its definition under it, and the month's completion and empty running day by day. Unknown
 * figures read "--". A date picker shows another day.
 */
import { Card, Col, Row, Space, Statistic, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { SeriesChart, type SeriesData } from '../../../kit/charts';
import { useKit, useLoad } from '../../../kit/ui';
import { DateInput } from '../../../kit/ui/DateInput';

type Stat = { key: string; label: string; value: number | string; unit?: string; help: string };
type Answer = { date: string; month: { from: string; to: string }; day: Stat[]; monthly: Stat[]; definitions: { key: string; labels: string[]; text: string }[]; trend: SeriesData; computedAt: string };

/** The board's one call (named whole, as the coverage test reads the screens). */
const STATISTICS = '/cloud/jxbjnew/dashboard/getStatistics.smvc';

function Figures(props: { title: string; stats: Stat[]; testId: string }) {
  const { t } = useKit();
  return (
    <Card size="small" title={props.title} data-testid={props.testId}>
      <Row gutter={[16, 16]}>
        {props.stats.map((s) => (
          <Col key={s.key} flex="1 1 150px">
            <Tooltip title={t(s.help)}>
              <Statistic title={t(s.label)} value={s.value} suffix={s.unit ? t(s.unit) : undefined} />
            </Tooltip>
          </Col>
        ))}
      </Row>
    </Card>
  );
}

export function MechBoard() {
  const { t } = useKit();
  const [date, setDate] = useState<string | null>(null);
  const answer = useLoad<Answer>(STATISTICS, date ? { date } : {});
  const a = answer.data;
  return (
    <div data-testid="mech-board" style={{ padding: 16 }}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Space wrap align="center">
          <Typography.Title level={4} style={{ margin: 0 }}>{t('jxbjnew.board.title')}</Typography.Title>
          <DateInput aria-label={t('jxbjnew.workResult.workDate')} value={date ?? a?.date ?? null} onChange={(v) => setDate(v ? String(v) : null)} />
          {a ? <Typography.Text type="secondary">{t('jxbjnew.board.asOf', { at: a.computedAt })}</Typography.Text> : null}
        </Space>
        {a ? (
          <>
            <Figures title={t('jxbjnew.board.day', { date: a.date })} stats={a.day} testId="mech-day" />
            <Figures title={t('jxbjnew.board.month', { from: a.month.from, to: a.month.to })} stats={a.monthly} testId="mech-month" />
            <Card size="small" title={t('jxbjnew.board.trend')}>
              <SeriesChart data={a.trend} testId="mech-trend" height={280} />
            </Card>
            <Card size="small" title={t('jxbjnew.board.definitions')} data-testid="mech-definitions">
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                {a.definitions.map((d) => (
                  <li key={d.key}>
                    <Typography.Text strong>{d.labels.map((l) => t(l)).join(t('jxbjnew.listSeparator'))}</Typography.Text>
                    <Typography.Text>{t('jxbjnew.board.colon')}{t(d.text)}</Typography.Text>
                  </li>
                ))}
              </ul>
            </Card>
          </>
        ) : null}
      </Space>
    </div>
  );
}
