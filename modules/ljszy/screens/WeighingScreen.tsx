/**
 * Weighing: the weighing records' list page plus ticket printing. "Print" marks the record printed
 * on the server (/cloud/ljszy/carWeightOperate/printing) and prints the ticket from a hidden frame;
 * every value is HTML-escaped before it goes into the ticket.
 */
import { callWith, escapeHtml } from '../../../kit/client';
import { parseCall } from '../../../kit/resource';
import { ResourcePage, useFeedback, useKit } from '../../../kit/ui';
import { carWeightOperate } from '../resources/carWeightOperate';

type Ticket = Record<string, unknown>;

/** The printable ticket (plain HTML, escaped values). */
export function ticketHtml(ticket: Ticket, t: (k: string) => string): string {
  const rows: [string, unknown][] = [
    ['ljszy.carWeightOperate.ticketNo', ticket.ticketNo],
    ['ljszy.carWeightOperate.carId', ticket.carCode],
    ['ljszy.carWeightOperate.facilityId', ticket.facilityName],
    ['ljszy.carWeightOperate.garbageType', t(`ljszy.enum.garbageType.${String(ticket.garbageType)}`)],
    ['ljszy.carWeightOperate.grossWeight', `${String(ticket.grossWeight)} ${t('kit.unit.t')}`],
    ['ljszy.carWeightOperate.tareWeight', `${String(ticket.tareWeight)} ${t('kit.unit.t')}`],
    ['ljszy.carWeightOperate.netWeight', `${String(ticket.netWeight)} ${t('kit.unit.t')}`],
    ['ljszy.carWeightOperate.weighTime', ticket.weighTime],
    ['ljszy.carWeightOperate.operator', ticket.operator],
  ];
  const body = rows.map(([k, v]) => `<tr><th>${escapeHtml(t(k))}</th><td>${escapeHtml(v)}</td></tr>`).join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(t('ljszy.weighing.ticket'))}</title><style>body{font:14px sans-serif;margin:24px}table{border-collapse:collapse;width:360px}th,td{border:1px solid #333;padding:6px;text-align:left}h2{width:360px;text-align:center}</style></head><body><h2>${escapeHtml(t('ljszy.weighing.ticket'))}</h2><table>${body}</table></body></html>`;
}

export function WeighingScreen() {
  const kit = useKit();
  const { message } = useFeedback();
  const print = async (id: number) => {
    const ticket = await callWith<Ticket>(kit.request, parseCall('/cloud/ljszy/carWeightOperate/printing'), { id }).catch(() => null);
    if (!ticket) return;
    const frame = Object.assign(document.createElement('iframe'), { title: 'ticket' });
    frame.style.cssText = 'position:fixed;width:0;height:0;border:0;right:0;bottom:0';
    document.body.appendChild(frame);
    frame.contentDocument!.open();
    frame.contentDocument!.write(ticketHtml(ticket, kit.t));
    frame.contentDocument!.close();
    frame.setAttribute('data-testid', 'ticket-frame');
    try {
      frame.contentWindow?.print();
    } finally {
      setTimeout(() => frame.remove(), 60_000);
    }
    message.success(kit.t('ljszy.weighing.printed'));
  };
  return (
    <ResourcePage
      def={carWeightOperate}
      onRowAction={(name, row) => {
        if (name !== 'printing') return false;
        void print(row.id);
        return true;
      }}
    />
  );
}
