/**
 * My cases (我的案件, the field app's view: app/problem): cases sent to me to handle, handled by me,
 * and reported by me, with counts; a case opens in the same detail drawer as the list.
 */
import { Badge, Card, Table, Tabs } from 'antd';
import { useState } from 'react';
import type { ListRow } from '../../../kit/list';
import { appApi } from '../api';
import { CaseDetail } from './CaseDetail';
import { useCallList, useWtsb } from './useWtsb';

const TABS = ['todo', 'done', 'reported'] as const;

export function MyCases() {
  const { t } = useWtsb();
  const [openId, setOpenId] = useState<number | null>(null);
  const [state, list] = useCallList(appApi.page, { views: TABS.map((key) => ({ key })), viewParam: 'tab', counts: appApi.count });
  return (
    <Card title={t('wtsb.mine.title')} variant="borderless">
      <Tabs
        activeKey={state.view ?? undefined}
        onChange={list.setView}
        items={TABS.map((k) => ({ key: k, label: <span>{t(`wtsb.mine.${k}`)} <Badge count={state.counts?.[k] ?? 0} showZero color="blue" /></span> }))}
      />
      <Table<ListRow>
        rowKey="id"
        size="middle"
        loading={state.loading}
        dataSource={state.rows}
        onRow={(r) => ({ onClick: () => setOpenId(r.id), style: { cursor: 'pointer' } })}
        pagination={{ current: state.params.pageNo, pageSize: state.params.pageSize, total: state.total, onChange: list.setPage }}
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
        onChanged={() => void list.load()}
      />
    </Card>
  );
}
