/**
 * A record's action log as a timeline: each action with its outcome, actor and time, the states
 * before and after, a module's extra text (`extra`: a target, hours), the remark and the attachments
 * (links to the file service). A rejected or failed outcome is red, a final state green.
 */
import { Timeline } from 'antd';
import type { ReactNode } from 'react';
import { workflowLabel, type ResourceDef } from '../resource';
import { FileLinks } from './FileField';
import { useKit } from './KitProvider';

type Row = Record<string, unknown>;

export function WorkflowTimeline(props: { def: ResourceDef; log: Row[]; extra?: (entry: Row) => ReactNode; color?: (entry: Row) => string | undefined }) {
  const kit = useKit();
  const flow = props.def.workflow!;
  const label = (kind: 'state' | 'action' | 'outcome', v: unknown) => kit.t(workflowLabel(flow, kind, String(v)));
  const final = (state: unknown) => Object.keys((flow.transitions as Record<string, object | undefined>)[String(state)] ?? {}).length === 0;
  const colorOf = (a: Row) => props.color?.(a) ?? (a.outcome === 'reject' || a.outcome === 'fail' ? 'red' : final(a.toState) ? 'green' : 'blue');
  return (
    <Timeline
      data-testid="case-timeline"
      items={props.log.map((a) => ({
        color: colorOf(a),
        children: (
          <div data-testid="timeline-item">
            <b>{label('action', a.action)}</b>
            {a.outcome ? `（${label('outcome', a.outcome)}）` : ''} · {String(a.actorName)} · {String(a.actionTime)}
            <div style={{ color: '#888' }}>
              {a.fromState ? `${label('state', a.fromState)} → ` : ''}
              {label('state', a.toState)}
              {props.extra?.(a)}
            </div>
            {a.remark ? <div>{String(a.remark)}</div> : null}
            {Array.isArray(a.attachments) && a.attachments.length > 0 ? <FileLinks value={a.attachments} /> : null}
          </div>
        ),
      }))}
    />
  );
}
