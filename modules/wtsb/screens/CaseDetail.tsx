/**
 * One case in a drawer: its fields, time limit, photos (preview, download all as one .zip), delay
 * applications, the timeline of its actions, and the buttons of the actions the state machine
 * (../lifecycle.ts, the table the server enforces) allows the caller in the case's state. Opening an
 * unread case marks it read.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Drawer, Empty, Image, Space, Spin, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { detailFields } from '../../../kit/resource';
import type { AllowedAction } from '../../../kit/resource';
import { FieldValue, fileUrl, WorkflowActions, WorkflowTimeline } from '../../../kit/ui';
import { commonApi, problemApi } from '../api';
import type { ProblemAction } from '../lifecycle';
import { problem } from '../resources/problem';
import { ActionDialog } from './ActionDialog';
import { useLoad, useWtsb, type Row } from './useWtsb';

type Info = Row & { id: number; state: string; overdue: boolean; delays: Row[]; typeName: string | null; areaName: string | null; actions: AllowedAction[] };

const STATE_COLORS: Record<string, string> = {
  reported: 'orange', accepted: 'gold', atCenter: 'purple', dispatched: 'blue', handling: 'processing', delayPending: 'magenta', handled: 'cyan', closed: 'green', deleted: 'default',
};

export function CaseDetail(props: { id: number | null; onClose: () => void; onChanged: () => void }) {
  const { kit, t, call, message } = useWtsb();
  const open = props.id !== null;
  const params = { id: props.id };
  const info = useLoad<Info>(problemApi.info, params, open);
  const actions = useLoad<Row[]>(problemApi.actionList, params, open);
  const images = useLoad<Row[]>(problemApi.imageList, params, open);
  const ids = useLoad<Row[]>(problemApi.imageIds, params, open);
  const hours = useLoad<Row>(problemApi.handleHour, params, open);
  const [acting, setActing] = useState<AllowedAction | null>(null);
  const c = info.data;

  const reload = () => {
    info.reload();
    actions.reload();
    images.reload();
    ids.reload();
    hours.reload();
    props.onChanged();
  };

  // Opening an unread case marks it read (the setRead action, when the state machine allows it).
  useEffect(() => {
    if (c && c.readFlag !== true && allowed.includes('setRead')) {
      void call(problemApi.setRead, { id: c.id }, 'silent').then(() => props.onChanged(), () => undefined);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [c?.id]);

  // The server streams the case's photos as one .zip (file/batchDownload).
  const downloadAll = async () => {
    const saved = await kit.request.download({ url: commonApi.batchDownload, data: { id: props.id } }).catch(() => null);
    if (saved) message.success(t('wtsb.detail.downloaded', { count: (ids.data ?? []).length }));
  };

  // The buttons: the actions the server's workflow allows the caller in the case's state.
  const allowed = (c?.actions ?? []).map((a) => a.action);
  return (
    <Drawer open={open} onClose={props.onClose} width={820} title={c ? `${t('wtsb.detail.title')} ${String(c.problemNo)}` : t('wtsb.detail.title')} destroyOnHidden>
      {!c ? (
        <Spin style={{ display: 'block', margin: '20vh auto' }} />
      ) : (
        <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="case-detail">
          <Space wrap>
            <Tag color={STATE_COLORS[c.state]} data-testid="case-state">
              {t(`wtsb.enum.problemState.${c.state}`)}
            </Tag>
            {c.overdue && <Tag color="red">{t('wtsb.detail.overdue')}</Tag>}
            <WorkflowActions def={problem} record={c} allowed={c.actions} hidden={['setRead']} onAct={setActing} />
          </Space>
          {c.state === 'delayPending' && <Alert type="warning" showIcon message={t('wtsb.detail.delayPending', { hours: Number(c.delayHours ?? 0) })} />}
          <Descriptions size="small" bordered column={2}>
            {detailFields(problem)
              .filter((f) => !['location'].includes(f.name))
              .map((f) => (
                <Descriptions.Item key={f.name} label={t(f.label)}>
                  {f.name === 'problemTypeId' ? c.typeName : f.name === 'deptAreaId' ? c.areaName : <FieldValue field={f} value={c[f.name]} />}
                </Descriptions.Item>
              ))}
            {hours.data && (
              <Descriptions.Item label={t('wtsb.detail.hours')} span={2}>
                {t('wtsb.detail.hoursText', {
                  used: String(hours.data.usedHours ?? '—'),
                  left: String(hours.data.leftHours ?? '—'),
                  limit: String(hours.data.handleHours ?? hours.data.typeHours),
                })}
              </Descriptions.Item>
            )}
          </Descriptions>
          <Card
            size="small"
            title={t('wtsb.detail.photos', { count: (ids.data ?? []).length })}
            extra={
              <Button size="small" icon={<DownloadOutlined />} disabled={!(ids.data ?? []).length} onClick={() => void downloadAll()}>
                {t('wtsb.detail.downloadAll')}
              </Button>
            }
          >
            {(images.data ?? []).length ? (
              <Image.PreviewGroup>
                <Space wrap>
                  {(images.data ?? []).map((img) => (
                    <div key={String(img.id)} style={{ textAlign: 'center' }}>
                      <Image src={fileUrl(kit.request, kit.session(), String(img.fileId))} width={120} height={80} style={{ objectFit: 'cover' }} alt={String(img.fileName)} data-testid="case-photo" />
                      <div style={{ fontSize: 12 }}>{t(`wtsb.enum.imageStage.${String(img.stage)}`)}</div>
                    </div>
                  ))}
                </Space>
              </Image.PreviewGroup>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
            )}
          </Card>
          {c.delays.length > 0 && (
            <Card size="small" title={t('wtsb.problemDelay')}>
              <Table
                size="small"
                rowKey="id"
                pagination={false}
                dataSource={c.delays}
                columns={[
                  { title: t('wtsb.problemDelay.applyTime'), dataIndex: 'applyTime' },
                  { title: t('wtsb.problemDelay.applyHours'), dataIndex: 'applyHours' },
                  { title: t('wtsb.problemDelay.reason'), dataIndex: 'reason' },
                  { title: t('wtsb.problemDelay.status'), dataIndex: 'status', render: (v: string) => t(`wtsb.enum.delayStatus.${v}`) },
                  { title: t('wtsb.problemDelay.reviewerName'), dataIndex: 'reviewerName' },
                ]}
              />
            </Card>
          )}
          <Card size="small" title={t('wtsb.problemAction')}>
            <WorkflowTimeline
              def={problem}
              log={actions.data ?? []}
              color={(a) => (a.action === 'refuse' ? 'red' : undefined)}
              extra={(a) => (
                <>
                  {a.targetName ? ` · ${t('wtsb.problemAction.targetName')} ${String(a.targetName)}` : ''}
                  {a.hours ? ` · ${String(a.hours)} ${t('wtsb.unit.hour')}` : ''}
                </>
              )}
            />
          </Card>
        </Space>
      )}
      {c && (
        <ActionDialog
          problem={c}
          action={(acting?.action as ProblemAction | undefined) ?? null}
          outcomes={acting?.outcomes ?? []}
          onClose={() => setActing(null)}
          onDone={() => {
            setActing(null);
            reload();
          }}
        />
      )}
    </Drawer>
  );
}
