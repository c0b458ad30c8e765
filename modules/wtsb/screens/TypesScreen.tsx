/** Problem types (问题类型): the tree with each type's time limit beside the type list (add, edit, delete). */
import { Card, Col, Row as Grid, Tree } from 'antd';
import { ResourcePage } from '../../../kit/ui';
import { problemType } from '../resources/problemType';
import { useTypes, type TypeNode } from './options';
import { useWtsb } from './useWtsb';

export function TypesScreen() {
  const { t } = useWtsb();
  const types = useTypes();
  const titled = (nodes: TypeNode[]): object[] =>
    nodes.map((n) => ({ key: n.key, title: `${n.title}（${n.code} · ${n.hours}${t('wtsb.unit.hour')}）`, children: titled(n.children) }));
  return (
    <Grid gutter={16}>
      <Col xs={24} lg={7}>
        <Card size="small" title={t('wtsb.types.tree')} variant="borderless" loading={types.loading}>
          <Tree treeData={titled(types.tree)} defaultExpandAll selectable={false} key={types.rows.length} />
        </Card>
      </Col>
      <Col xs={24} lg={17}>
        <ResourcePage def={problemType} />
      </Col>
    </Grid>
  );
}
