/**
 * Problem statistics (问题统计, stat/): per handling department the cases, open, closed, overdue and
 * closed on time, with rates; a figure opens the cases behind it (stat/detail); the table exports to
 * .xlsx by a multipart form-data POST (stat/problemStatExport).
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Modal, Space, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { authHeaders } from '../../../kit/client';
import { fileNameFromDisposition, saveBlob } from '../../../kit/request';
import { parseCall } from '../../../kit/resource';
import { statApi } from '../api';
import { useCallList, useLoad, useWtsb, type Row } from './useWtsb';

const KINDS = ['total', 'open', 'closed', 'overdue', 'onTime'] as const;

export function StatScreen() {
  const { kit, t, message } = useWtsb();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [cell, setCell] = useState<{ deptName: string; kind: string; title: string } | null>(null);
  const period: Record<string, string> = {};
  if (range?.[0]) period.reportTimeStart = range[0].format('YYYY-MM-DD');
  if (range?.[1]) period.reportTimeEnd = range[1].format('YYYY-MM-DD');
  const table = useLoad<Row[]>(statApi.problemStat, period);
  const [detail, cases] = useCallList(statApi.detail, { manual: true });
  const open = (c: { deptName: string; kind: string; title: string }) => {
    setCell(c);
    cases.search({ ...period, deptName: c.deptName, kind: c.kind });
  };

  /** The spec's export: a POST of the period as multipart form data, answered by the workbook. */
  const exportTable = async () => {
    const session = kit.session();
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...period, tenantId: session.tenantId ?? '', userId: session.userId ?? '' })) if (v) form.append(k, v);
    const response = await fetch(parseCall(statApi.problemStatExport).path, { method: 'POST', headers: authHeaders(session), body: form });
    if (!response.ok || (response.headers.get('content-type') ?? '').includes('json')) {
      const body = (await response.json().catch(() => ({}))) as { msg?: string };
      message.error(body.msg ?? `HTTP ${response.status}`);
      return;
    }
    saveBlob(await response.blob(), fileNameFromDisposition(response.headers.get('content-disposition')) ?? `${t('wtsb.stat.sheet')}.xlsx`);
  };

  return (
    <Card
      title={t('wtsb.stat.title')}
      variant="borderless"
      extra={
        <Space>
          <DatePicker.RangePicker value={range} onChange={(v) => setRange(v)} allowEmpty={[true, true]} />
          <Button icon={<DownloadOutlined />} onClick={() => void exportTable()} data-testid="stat-export">
            {t('kit.export')}
          </Button>
        </Space>
      }
    >
      <Table<Row>
        size="middle"
        rowKey="deptName"
        loading={table.loading}
        dataSource={table.data ?? []}
        pagination={false}
        columns={[
          { title: t('wtsb.stat.deptName'), dataIndex: 'deptName', render: (v: string, r) => (r.summary ? <b>{v}</b> : v) },
          ...KINDS.map((k) => ({
            title: t(`wtsb.stat.${k}`),
            dataIndex: k,
            render: (v: number, r: Row) => (
              <Button type="link" size="small" disabled={!v} onClick={() => open({ deptName: r.summary ? '' : String(r.deptName), kind: k, title: String(r.deptName) })}>
                {v}
              </Button>
            ),
          })),
          { title: t('wtsb.stat.closeRate'), dataIndex: 'closeRate', render: (v: number | null) => v ?? '--' },
          { title: t('wtsb.stat.onTimeRate'), dataIndex: 'onTimeRate', render: (v: number | null) => v ?? '--' },
        ]}
      />
      <Modal open={cell !== null} width={900} footer={null} onCancel={() => setCell(null)} title={cell ? `${cell.title} · ${t(`wtsb.stat.${cell.kind}`)}` : ''}>
        <Table<Row>
          size="small"
          rowKey="id"
          loading={detail.loading}
          dataSource={detail.rows}
          pagination={{ current: detail.params.pageNo, pageSize: detail.params.pageSize, total: detail.total, onChange: cases.setPage }}
          columns={[
            { title: t('wtsb.problem.problemNo'), dataIndex: 'problemNo' },
            { title: t('wtsb.problem.problemTypeId'), dataIndex: 'typeName' },
            { title: t('wtsb.problem.address'), dataIndex: 'address', ellipsis: true },
            { title: t('wtsb.problem.state'), dataIndex: 'state', render: (v: string) => t(`wtsb.enum.problemState.${v}`) },
            { title: t('wtsb.problem.reportTime'), dataIndex: 'reportTime' },
            { title: t('wtsb.problem.deadline'), dataIndex: 'deadline' },
          ]}
        />
      </Modal>
    </Card>
  );
}
