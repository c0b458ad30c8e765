/**
 * The problem list (问题列表): the kit's list page of the cases, with tabs per state (views, counted by
 * getProblemCountNum), the definition's filters, server paging and sorting, column settings and export;
 * a new case is reported in the area's own form, and a case opens in its detail drawer (timeline,
 * photos and the lifecycle's actions). Form and drawer are downloaded when first opened: the first row
 * does not wait for them.
 */
import { useState } from 'react';
import { Deferred, lazyScreen, ResourcePage, useResourceList } from '../../../kit/ui';
import { problemApi } from '../api';
import { problem } from '../resources/problem';
import { caseTabs } from '../resources/problemViews';
import { useWtsb } from './useWtsb';

const CaseDetail = lazyScreen(() => import('./CaseDetail'), 'CaseDetail');
const ReportForm = lazyScreen(() => import('./ReportForm'), 'ReportForm');

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
      <Deferred open={reporting}>
        <ReportForm
          open={reporting}
          onClose={() => setReporting(false)}
          onSaved={(c) => {
            setReporting(false);
            refresh();
            setOpenId(c.id as number);
          }}
        />
      </Deferred>
      <Deferred open={openId !== null}>
        <CaseDetail id={openId} onClose={() => setOpenId(null)} onChanged={refresh} />
      </Deferred>
    </>
  );
}
