/**
 * 调度工单: the orders' list in tabs (全部, 待接单, 已接单, 进行中, 已完成, 超时 — overdue on its own) and
 * the handling drawer of a row: the order (state, overdue, assignee, fences), the actions the user may
 * take (接单; 强制完成 with a reason after a second confirmation; 改派 to another vehicle or crew; 取消 with
 * a reason), photo proof, and the key events with their times and who. The page reads positions
 * (按定位刷新, `sync`) when it opens and every 30 s while it is shown, so a job starts and completes as its
 * vehicle or crew moves. Opened with `?alarm=<id>` (the alarms inbox's 派单, the bell's link), it opens
 * the create form with the alarm filled in.
 */
import { Button, Descriptions, Drawer, Space, Tag, Timeline, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { detailFields } from '../../../kit/resource';
import { FieldValue, RecordForm, ResourcePage, useFeedback, useKit, useResourceList, useScreenCalls, WorkflowActions, WorkflowDialog } from '../../../kit/ui';
import type { AllowedAction } from '../../../kit/resource/workflow';
import { orderTabs, workOrder } from '../resources/workOrder';
import { CALLS, FILE_UPLOAD } from './calls';

type Row = Record<string, unknown> & { id: number };
type Info = Row & { actions: AllowedAction[]; log: Row[] };
type Event = { event: string; at: string; actorName: string | null; remark: string | null; photo: string | null };

const SHOWN = ['orderNo', 'title', 'jobType', 'priority', 'overdueMinutes', 'deptId', 'alarmType', 'objectName', 'originName', 'destName', 'carId', 'driverId', 'deviceCode', 'deadline', 'dispatchedAt', 'acceptedAt', 'startedAt', 'completedAt', 'lastRemark'];
const STATE_COLOUR: Record<string, string> = { pending: 'gold', accepted: 'blue', inProgress: 'processing', completed: 'green', cancelled: 'default' };
const SYNC_EVERY = 30_000;

/** The hash's query (`#/orders?alarm=12`). */
const hashQuery = () => new URLSearchParams(window.location.hash.split('?')[1] ?? '');

export function OrderDrawer(props: { id: number | null; onClose: () => void; onChanged: () => void }) {
  const { t, call, upload, kit } = useScreenCalls();
  const { modal } = useFeedback();
  const [info, setInfo] = useState<Info | null>(null);
  const [events, setEvents] = useState<Event[]>([]);
  const [acting, setActing] = useState<AllowedAction | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const load = useCallback(() => {
    if (props.id === null) return;
    void call<Info>(CALLS.info, { id: props.id }, 'silent').then(setInfo, () => setInfo(null));
    void call<Event[]>(CALLS.events, { id: props.id }, 'silent').then(setEvents, () => setEvents([]));
  }, [call, props.id]);
  useEffect(load, [load]);
  const changed = () => {
    load();
    props.onChanged();
  };
  const act = (a: AllowedAction) => {
    if (a.action !== 'force') return setActing(a);
    // Forcing completion asks twice: this confirmation, then the dialog with its reason.
    modal.confirm({ title: t('ddzh.flow.action.force'), content: t('ddzh.workOrder.forceConfirm', { name: String(info?.orderNo ?? '') }), okText: t('ddzh.workOrder.forceTwice'), onOk: () => setActing(a) });
  };
  const sendPhoto = async (f: File) => {
    const form = new FormData();
    form.append('file', f, f.name);
    const stored = await upload<{ id: string }[]>(FILE_UPLOAD, form);
    await call(CALLS.photo, { id: props.id, photo: stored[0]!.id });
    changed();
  };
  const fields = detailFields(workOrder).filter((f) => SHOWN.includes(f.name));
  const state = info ? String(info.state) : '';
  return (
    <Drawer open={props.id !== null} onClose={props.onClose} size={760} title={t('ddzh.workOrder.handle')} destroyOnHidden>
      {info && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="order-drawer">
          <Space wrap>
            <Tag color={STATE_COLOUR[state]} data-testid="order-state">{t(`ddzh.enum.orderState.${state}`)}</Tag>
            {info.overdue === 'yes' && <Tag color="red" data-testid="order-overdue">{t('ddzh.map.overdue')} {String(info.overdueMinutes)} {t('ddzh.unit.minute')}</Tag>}
            <WorkflowActions def={workOrder} record={info} allowed={info.actions} hidden={['arrive', 'finish']} onAct={act} />
            {(state === 'accepted' || state === 'inProgress') && kit.can(workOrder, 'act.photo') && (
              <>
                <Button onClick={() => file.current?.click()} data-testid="order-photo">{t('ddzh.workOrder.photoUpload')}</Button>
                <input ref={file} type="file" accept="image/*" hidden data-testid="order-photo-input" onChange={(e) => e.target.files?.[0] && void sendPhoto(e.target.files[0])} />
              </>
            )}
          </Space>
          <Descriptions column={2} bordered size="small" data-testid="order-detail">
            {fields.filter((f) => info[f.name] != null && info[f.name] !== '').map((f) => (
              <Descriptions.Item key={f.name} label={t(f.label)}><FieldValue field={f} value={info[f.name]} detail /></Descriptions.Item>
            ))}
          </Descriptions>
          <Typography.Title level={5} style={{ margin: 0 }}>{t('ddzh.workOrder.events')}</Typography.Title>
          <Timeline
            data-testid="order-events"
            items={events.map((e) => ({
              key: `${e.event}-${e.at}`,
              color: e.event === 'forced' || e.event === 'cancelled' ? 'red' : e.event === 'arrivedDest' || e.event === 'unloaded' ? 'green' : 'blue',
              children: (
                <span data-event={e.event}>
                  <b>{t(`ddzh.enum.event.${e.event}`)}</b> {e.at} {e.actorName ?? ''}{e.remark ? `：${e.remark}` : ''}
                  {e.photo && <img alt={t('ddzh.workOrderEvent.photo')} src={`/cloud/management/rest/np/file/download/${e.photo}`} style={{ display: 'block', maxWidth: 160, marginTop: 4 }} />}
                </span>
              ),
            }))}
          />
          <WorkflowDialog def={workOrder} record={info} action={acting?.action ?? null} outcomes={acting?.outcomes ?? []} onClose={() => setActing(null)} onDone={() => { setActing(null); changed(); }} />
        </Space>
      )}
    </Drawer>
  );
}

export function Orders() {
  const { t } = useKit();
  const { call } = useScreenCalls();
  const list = useResourceList(workOrder, { tabs: orderTabs, counts: true });
  const [open, setOpen] = useState<number | null>(null);
  const [prefill, setPrefill] = useState<Row | null>(null);
  const reload = useCallback(() => void list.model.load(), [list.model]);

  // Positions move jobs on: read them now and every 30 s while the page is shown.
  useEffect(() => {
    const sync = () => document.visibilityState === 'visible' && void call<{ started: number; done: number }>(CALLS.sync, {}, 'silent').then((r) => (r.started || r.done) && reload(), () => undefined);
    sync();
    const timer = setInterval(sync, SYNC_EVERY);
    return () => clearInterval(timer);
  }, [call, reload]);

  // Opened from an alarm (派单 in the inbox, the bell's link): the create form with the alarm filled in.
  useEffect(() => {
    const alarm = hashQuery().get('alarm');
    if (alarm) void call<Row>(CALLS.toOrder, { id: alarm }).then(setPrefill, () => undefined);
  }, [call]);

  return (
    <>
      <ResourcePage def={workOrder} tabs={orderTabs} counts list={list} onRowAction={(name, row) => (name === 'handle' || name === 'photo') && (setOpen((row as Row).id), true)} />
      <OrderDrawer id={open} onClose={() => setOpen(null)} onChanged={reload} />
      <RecordForm
        def={workOrder}
        record={null}
        open={prefill !== null}
        initial={prefill ?? {}}
        onClose={() => setPrefill(null)}
        onSubmit={async (values) => {
          await call(CALLS.create, { ...values, alarmId: prefill?.alarmId });
          setPrefill(null);
          reload();
        }}
      />
      {prefill && <span hidden data-testid="order-from-alarm">{t('ddzh.workOrder.fromAlarm', { name: String(prefill.alarmNo ?? '') })}</span>}
    </>
  );
}
