/**
 * The problem kanban (问题看板, mlxc/kanbanManage): today's figures and the week, cases by state,
 * facility and machine-work problems, patrol reports, areas (the assessed subjects), reporters, and
 * the alarms (open cases past their deadline).
 */
import { Card, Col, Row as Grid, Statistic, Table, Tag } from 'antd';
import { kanbanApi } from '../api';
import { barOption, ChartCard, lineOption, pieOption, type Item } from './charts';
import { namedByState } from './options';
import { useLoad, useWtsb, type Page, type Row } from './useWtsb';

type Daily = { today: Record<string, number>; days: string[]; reported: number[]; closed: number[] };

export function KanbanScreen() {
  const { t } = useWtsb();
  const daily = useLoad<Daily>(kanbanApi.daily);
  const alarms = useLoad<Page>(kanbanApi.alarmPage, { pageNo: 1, pageSize: 8 });
  const today = daily.data?.today ?? {};
  return (
    <Grid gutter={[16, 16]}>
      <Col span={24}>
        <Card size="small" title={t('wtsb.kanban.today')} variant="borderless" data-testid="kanban-today">
          <Grid gutter={16}>
            {(['reported', 'closed', 'open', 'overdue'] as const).map((k) => (
              <Col key={k} flex="1 1 160px">
                <Statistic title={t(`wtsb.kanban.${k}`)} value={today[k] ?? 0} valueStyle={k === 'overdue' ? { color: '#cf1322' } : undefined} />
              </Col>
            ))}
          </Grid>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <ChartCard<Daily>
          title="wtsb.kanban.week"
          api={kanbanApi.daily}
          testId="kanban-week"
          build={(d) => lineOption(d.days, [{ name: t('wtsb.kanban.weekReported'), data: d.reported }, { name: t('wtsb.kanban.weekClosed'), data: d.closed }])}
        />
      </Col>
      <Col xs={24} lg={6}>
        <ChartCard<Item[]> title="wtsb.kanban.problem" api={kanbanApi.problem} testId="kanban-problem" build={(d) => pieOption(namedByState(d, t))} />
      </Col>
      <Col xs={24} lg={6}>
        <ChartCard<Item[]> title="wtsb.kanban.jxzy" api={kanbanApi.jxzy} testId="kanban-jxzy" build={(d) => (d.length ? pieOption(namedByState(d, t)) : null)} />
      </Col>
      <Col xs={24} lg={8}>
        <ChartCard<Item[]> title="wtsb.kanban.facility" api={kanbanApi.facility} testId="kanban-facility" build={(d) => (d.length ? barOption(d, { seriesName: t('wtsb.analysis.cases') }) : null)} />
      </Col>
      <Col xs={24} lg={8}>
        <ChartCard<Item[]> title="wtsb.kanban.gcxc" api={kanbanApi.gcxc} testId="kanban-gcxc" build={(d) => lineOption(d.map((i) => i.name), [{ name: t('wtsb.enum.problemSource.patrol'), data: d.map((i) => i.value) }])} />
      </Col>
      <Col xs={24} lg={8}>
        <ChartCard<Item[]> title="wtsb.kanban.xcrw" api={kanbanApi.xcrw} testId="kanban-xcrw" build={(d) => barOption(d, { horizontal: true, seriesName: t('wtsb.analysis.cases') })} />
      </Col>
      <Col xs={24} lg={10}>
        <ChartCard<Item[]>
          title="wtsb.kanban.subject"
          api={kanbanApi.subject}
          testId="kanban-subject"
          build={(d) => barOption(d, { seriesName: t('wtsb.analysis.cases'), extra: [{ name: t('wtsb.kanban.closed'), key: 'closed' }, { name: t('wtsb.kanban.overdue'), key: 'overdue' }] })}
        />
      </Col>
      <Col xs={24} lg={14}>
        <Card size="small" title={t('wtsb.kanban.alarms', { count: alarms.data?.total ?? 0 })} variant="borderless">
          <Table<Row>
            size="small"
            rowKey="id"
            loading={alarms.loading}
            dataSource={alarms.data?.records ?? []}
            pagination={false}
            columns={[
              { title: t('wtsb.problem.problemNo'), dataIndex: 'problemNo' },
              { title: t('wtsb.problem.problemTypeId'), dataIndex: 'typeName' },
              { title: t('wtsb.problem.address'), dataIndex: 'address', ellipsis: true },
              { title: t('wtsb.problem.handlerName'), dataIndex: 'handlerName' },
              { title: t('wtsb.problem.state'), dataIndex: 'state', render: (state: string) => t(`wtsb.enum.problemState.${state}`) },
              { title: t('wtsb.kanban.overdueHours'), dataIndex: 'overdueHours', render: (v: number) => <Tag color="red">{v} {t('wtsb.unit.hour')}</Tag> },
            ]}
          />
        </Card>
      </Col>
    </Grid>
  );
}
