/**
 * A record's workflow on screen: its state, the buttons of the actions the caller may take now (the
 * server's list, from the workflow's info call, or worked out from the definition), the action
 * dialog, and the action log. `WorkflowActions` is the row of buttons alone, for pages that lay out
 * the record themselves (wtsb's case detail).
 *
 * @example
 *   <WorkflowPanel def={repairOrder} id={order.id} onChanged={reloadList} />
 */
import { Button, Card, Space, Spin, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { callWith } from '../client';
import { allowedWithOutcomes, parseCall, rolesOf, workflowLabel, type AllowedAction, type ResourceDef } from '../resource';
import { useKit } from './KitProvider';
import { WorkflowDialog } from './WorkflowDialog';
import { WorkflowTimeline } from './WorkflowTimeline';

type Row = Record<string, unknown>;

/**
 * The buttons of the allowed actions (`allowed`, as the server answers them; else worked out here,
 * where roles held by platform functions count as not held) whose function the user holds. `hidden`
 * actions get no button.
 */
export function WorkflowActions(props: { def: ResourceDef; record: Row; allowed?: AllowedAction[]; hidden?: string[]; onAct: (a: AllowedAction) => void }) {
  const kit = useKit();
  const flow = props.def.workflow!;
  const allowed = props.allowed ?? allowedWithOutcomes(flow, String(props.record[flow.field]), rolesOf(flow, props.record, kit.userId));
  const buttons = allowed.filter((a) => !props.hidden?.includes(a.action) && kit.can(props.def, `flow.${a.action}`));
  return (
    <>
      {buttons.map((a) => (
        <Button key={a.action} type={a.action === 'delete' ? 'default' : 'primary'} danger={a.action === 'delete'} onClick={() => props.onAct(a)} data-testid={`act-${a.action}`}>
          {kit.t(workflowLabel(flow, 'action', a.action))}
        </Button>
      ))}
      {!buttons.length && <span>{kit.t('kit.workflow.noActions')}</span>}
    </>
  );
}

type Info = Row & { actions: AllowedAction[]; log: Row[] };

/** The record's state, actions and log from the workflow's info call (`workflow.api.info`). */
export function WorkflowPanel(props: { def: ResourceDef; id: number; onChanged?: () => void }) {
  const kit = useKit();
  const flow = props.def.workflow!;
  const [info, setInfo] = useState<Info | null>(null);
  const [acting, setActing] = useState<AllowedAction | null>(null);
  const load = useCallback(() => {
    if (!flow.api?.info) return;
    void callWith<Info>(kit.request, parseCall(flow.api.info), { id: props.id }).then(setInfo, () => setInfo(null));
  }, [kit, flow, props.id]);
  useEffect(load, [load]);
  if (!info) return <Spin style={{ display: 'block', margin: 24 }} />;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="workflow-panel">
      <Space wrap>
        <Tag color="blue" data-testid="workflow-state">
          {kit.t(workflowLabel(flow, 'state', String(info[flow.field])))}
        </Tag>
        <WorkflowActions def={props.def} record={info} allowed={info.actions} onAct={setActing} />
      </Space>
      <Card size="small" title={kit.t('kit.workflow.history')}>
        <WorkflowTimeline def={props.def} log={info.log} />
      </Card>
      <WorkflowDialog
        def={props.def}
        record={info}
        action={acting?.action ?? null}
        outcomes={acting?.outcomes ?? []}
        onClose={() => setActing(null)}
        onDone={() => {
          setActing(null);
          load();
          props.onChanged?.();
        }}
      />
    </Space>
  );
}
