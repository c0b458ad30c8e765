/**
 * Common settings (常用设置): common types (offered first when reporting), common persons (the
 * handlers an order is sent to, shown as the staff tree) and useful expressions (offered in the
 * action dialogs).
 */
import { Card, Col, Row as Grid, Tabs, Tree } from 'antd';
import { ResourcePage } from '../../../kit/ui';
import { commonApi } from '../api';
import { commonPerson } from '../resources/commonPerson';
import { commonType } from '../resources/commonType';
import { usefulExpression } from '../resources/usefulExpression';
import { useLoad, useWtsb } from './useWtsb';

type StaffNode = { key: string; title: string; post?: string; children: StaffNode[] };

function StaffTree() {
  const { t } = useWtsb();
  const tree = useLoad<StaffNode[]>(commonApi.staffTree);
  const titled = (nodes: StaffNode[]): object[] => nodes.map((n) => ({ key: n.key, title: n.post ? `${n.title}（${n.post}）` : n.title, children: titled(n.children) }));
  return (
    <Card size="small" title={t('wtsb.common.staffTree')} variant="borderless" loading={tree.loading}>
      <Tree treeData={titled(tree.data ?? [])} defaultExpandAll selectable={false} key={(tree.data ?? []).length} />
    </Card>
  );
}

export function CommonScreen() {
  const { t } = useWtsb();
  return (
    <Tabs
      items={[
        { key: 'types', label: t('wtsb.commonType'), children: <ResourcePage def={commonType} /> },
        {
          key: 'persons',
          label: t('wtsb.commonPerson'),
          children: (
            <Grid gutter={16}>
              <Col xs={24} lg={17}>
                <ResourcePage def={commonPerson} />
              </Col>
              <Col xs={24} lg={7}>
                <StaffTree />
              </Col>
            </Grid>
          ),
        },
        { key: 'expressions', label: t('wtsb.usefulExpression'), children: <ResourcePage def={usefulExpression} /> },
      ]}
    />
  );
}
