/**
 * Problem analysis (问题分析, minan/analysis): cases by report time, type, state and department,
 * closures per day, response and handling times, and cases per month and category, over a report-time
 * period.
 */
import { Card, Col, DatePicker, Row as Grid, Segmented, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { analysisApi, statApi } from '../api';
import { barOption, ChartCard, lineOption, pieOption, type Item } from './charts';
import { namedByState } from './options';
import { useWtsb } from './useWtsb';

type Buckets = { items: Item[]; average: number; count: number };

export function AnalysisScreen() {
  const { t } = useWtsb();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [unit, setUnit] = useState<'day' | 'month'>('day');
  const period: Record<string, string> = {};
  if (range?.[0]) period.reportTimeStart = range[0].format('YYYY-MM-DD');
  if (range?.[1]) period.reportTimeEnd = range[1].format('YYYY-MM-DD');
  const avg = (d: Buckets) => <div style={{ textAlign: 'center' }}>{t('wtsb.analysis.average', { hours: d.average, count: d.count })}</div>;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card size="small" title={t('wtsb.analysis.title')} variant="borderless">
        <Space wrap>
          <span>{t('wtsb.problem.reportTime')}</span>
          <DatePicker.RangePicker value={range} onChange={(v) => setRange(v)} allowEmpty={[true, true]} />
        </Space>
      </Card>
      <Grid gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <ChartCard<Item[]>
            title="wtsb.analysis.byReportTime"
            api={analysisApi.byReportTime}
            params={{ ...period, unit }}
            testId="chart-report-time"
            extra={<Segmented size="small" value={unit} onChange={(v) => setUnit(v as 'day' | 'month')} options={[{ value: 'day', label: t('wtsb.analysis.day') }, { value: 'month', label: t('wtsb.analysis.month') }]} />}
            build={(d) => lineOption(d.map((i) => i.name), [{ name: t('wtsb.analysis.reported'), data: d.map((i) => i.value) }])}
          />
        </Col>
        <Col xs={24} lg={8}>
          <ChartCard<Item[]> title="wtsb.analysis.byState" api={analysisApi.byState} params={period} testId="chart-state" build={(d) => pieOption(namedByState(d, t))} />
        </Col>
        <Col xs={24} lg={12}>
          <ChartCard<Item[]> title="wtsb.analysis.byType" api={analysisApi.byType} params={period} testId="chart-type" build={(d) => barOption(d.slice(0, 12), { horizontal: true, seriesName: t('wtsb.analysis.cases') })} />
        </Col>
        <Col xs={24} lg={12}>
          <ChartCard<Item[]>
            title="wtsb.analysis.byDepartment"
            api={analysisApi.byDepartment}
            params={period}
            testId="chart-department"
            build={(d) => barOption(d, { seriesName: t('wtsb.analysis.cases'), extra: [{ name: t('wtsb.enum.problemState.closed'), key: 'closed' }] })}
          />
        </Col>
        <Col xs={24} lg={12}>
          <ChartCard<Item[]>
            title="wtsb.analysis.closed"
            api={analysisApi.closed}
            params={period}
            testId="chart-closed"
            build={(d) => lineOption(d.map((i) => i.name), [{ name: t('wtsb.enum.problemState.closed'), data: d.map((i) => i.value) }, { name: t('wtsb.stat.onTime'), data: d.map((i) => Number(i.onTime ?? 0)) }])}
          />
        </Col>
        <Col xs={24} lg={6}>
          <ChartCard<Buckets> title="wtsb.analysis.responseTime" api={analysisApi.byResponseTime} params={period} testId="chart-response" build={(d) => barOption(d.items, { seriesName: t('wtsb.analysis.cases') })} footer={avg} />
        </Col>
        <Col xs={24} lg={6}>
          <ChartCard<Buckets> title="wtsb.analysis.handleTime" api={analysisApi.byHandleTime} params={period} testId="chart-handle" build={(d) => barOption(d.items, { seriesName: t('wtsb.analysis.cases') })} footer={avg} />
        </Col>
        <Col span={24}>
          <ChartCard<{ months: string[]; series: { name: string; data: number[] }[] }>
            title="wtsb.analysis.byCategory"
            api={statApi.problemAnalysis}
            params={period}
            testId="chart-category"
            build={(d) =>
              d.months.length
                ? { tooltip: { trigger: 'axis' }, legend: { top: 0 }, grid: { left: 40, right: 20, top: 36, bottom: 30 }, xAxis: { type: 'category', data: d.months }, yAxis: { type: 'value', minInterval: 1 }, series: d.series.map((s) => ({ name: s.name, type: 'bar', stack: 'all', data: s.data, barMaxWidth: 40 })) }
                : null
            }
          />
        </Col>
      </Grid>
    </Space>
  );
}
