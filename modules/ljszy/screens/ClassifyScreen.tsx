/** Sorting records with their figures, the vehicles' weight rank and the 15-day trend (/cloud/ljszy/classifyRecord/*). */
import { Board } from '../../../kit/charts';
import { ResourcePage } from '../../../kit/ui';
import { classifyRecord } from '../resources/classifyRecord';

export function ClassifyScreen() {
  return (
    <>
      <Board
        style={{ marginBottom: 16 }}
        panels={[
          { key: 'classifyStats', title: 'ljszy.classify.stats', call: '/cloud/ljszy/classifyRecord/getStatInfo', kind: 'stats', span: 8 },
          { key: 'classifyTrend', title: 'ljszy.classify.trend', call: '/cloud/ljszy/classifyRecord/getResourceTrend', kind: 'series', span: 16, height: 240 },
          { key: 'classifyRank', title: 'ljszy.classify.rank', call: '/cloud/ljszy/classifyRecord/carWeightRank', kind: 'table', span: 24 },
        ]}
      />
      <ResourcePage def={classifyRecord} />
    </>
  );
}
