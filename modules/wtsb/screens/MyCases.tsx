/**
 * My cases (我的案件, the field app's view: app/problem): cases sent to me to handle, handled by me,
 * and reported by me, with counts; a case opens in the same detail drawer as the list.
 */
import { Badge, Card, Table, Tabs } from 'antd';
import { useState } from 'react';
import { appApi } from '../api';
import { CaseDetail } from './CaseDetail';
import { useLoad, useWtsb, type Page, type Row } from './useWtsb';

const TABS = ['todo', 'done', 'reported'] as const;

export function MyCases() {
  const { t } = useWtsb();
  const [tab, setTab] = useState<(typeof TABS)[number]>('todo');
  const [pageNo, setPageNo] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const counts = useLoad<Record<string, number>>(appApi.count);
  const page = useLoad<Page>(appApi.page, { tab, pageNo, pageSize: 10 });
  return (
    <Card title={t('wtsb.mine.title')} variant="borderless">
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setTab(k as (typeof TABS)[number]);
          setPageNo(1);
        }}
        items={TABS.map((k) => ({ key: k, label: <span>{t(`wtsb.mine.${k}`)} <Badge count={counts.data?.[k] ?? 0} showZero color="blue" /></span> }))}
      />
      <Table<Row>
        rowKey="id"
        size="middle"
        loading={page.loading}
        dataSource={page.data?.records ?? []}
        onRow={(r) => ({ onClick: () => setOpenId(r.id as number), style: { cursor: 'pointer' } })}
        pagination={{ current: pageNo, pageSize: 10, total: page.data?.total ?? 0, onChange: setPageNo }}
        columns={[
          { title: t('wtsb.problem.problemNo'), dataIndex: 'problemNo' },
          { title: t('wtsb.problem.description'), dataIndex: 'description', ellipsis: true },
          { title: t('wtsb.problem.address'), dataIndex: 'address', ellipsis: true },
          { title: t('wtsb.problem.state'), dataIndex: 'state', render: (v: string) => t(`wtsb.enum.problemState.${v}`) },
          { title: t('wtsb.problem.deadline'), dataIndex: 'deadline' },
        ]}
      />
      <CaseDetail
        id={openId}
        onClose={() => setOpenId(null)}
        onChanged={() => {
          counts.reload();
          page.reload();
        }}
      />
    </Card>
  );
}
