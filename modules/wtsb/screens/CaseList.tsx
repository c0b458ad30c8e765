/**
 * The problem list (问题列表): the kit's list page of the cases, with tabs per state (views, counted by
 * getProblemCountNum), the definition's filters, server paging and sorting, column settings and export;
 * a new case is reported in the area's own form, and a case opens in its detail drawer (timeline,
 * photos and the lifecycle's actions).
 */
import { useState } from 'react';
import { ResourcePage, useResourceList } from '../../../kit/ui';
import { problemApi } from '../api';
import { problem } from '../resources/problem';
import { caseTabs } from '../resources/problemViews';
import { CaseDetail } from './CaseDetail';
import { ReportForm } from './ReportForm';
import { useWtsb } from './useWtsb';

export function CaseList() {
  const { t } = useWtsb();
  const list = useResourceList(problem, { tabs: caseTabs, counts: problemApi.countNum });
  const [reporting, setReporting] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const counts = list.state.counts;
  const refresh = () => void list.model.load();
  return (
    <>
      <ResourcePage
        def={problem}
        list={list}
        title="wtsb.cases.title"
        onCreate={{ label: 'wtsb.cases.report', run: () => setReporting(true) }}
        onView={(row) => setOpenId(row.id)}
        extra={
          counts ? (
            <span>
              {t('wtsb.cases.unread', { count: counts.unread ?? 0 })} · {t('wtsb.cases.overdue', { count: counts.overdue ?? 0 })}
            </span>
          ) : null
        }
      />
      <ReportForm
        open={reporting}
        onClose={() => setReporting(false)}
        onSaved={(c) => {
          setReporting(false);
          refresh();
          setOpenId(c.id as number);
        }}
      />
      <CaseDetail id={openId} onClose={() => setOpenId(null)} onChanged={refresh} />
    </>
  );
}
