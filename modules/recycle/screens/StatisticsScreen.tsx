/**
 * 回收统计: for a range of dates (default the last 12 months), the counts (customerSiteCount), each
 * site's received, sorted out, handled and stock now (siteStatistical; a site's row opens its stock
 * per sub-category), the customers' handovers (customerStatistical), and the weight per category per
 * day, month or year (customerSiteData) as a chart and a table whose cells open their lines
 * (customerSiteDataDetail). Each figure's definition is beside it (a header's tooltip); unknown is "--".
 */
import { Card, Modal, Radio, Space, Table, Tooltip } from 'antd';
import { useState, type ReactNode } from 'react';
import { SeriesChart } from '../../../kit/charts';
import { formatDate } from '../../../kit/resource';
import { FieldValue, useKit } from '../../../kit/ui';
import { DateInput } from '../../../kit/ui/DateInput';
import { CALLS } from '../resources/paths';
import { customer } from '../resources/customer';
import { site } from '../resources/site';
import { named, shown, useCall } from './useCall';

type Counts = { customers: number; stations: number; centres: number; records: number; activeCustomers: number; weight: number | null; amount: number | null };
type SiteRow = { id: number; siteName: string; siteType: string; records: number; received: number | null; sorted: number | null; handled: number | null; stock: number | null };
type SubRow = { subCategoryId: number; subCategoryName: string; received: number | null; sorted: number | null; handled: number | null; stock: number | null };
type CustomerRow = { id: number; customerName: string; customerType: string; street: string; records: number; weight: number | null; amount: number | null };
type Data = { columns: { key: string; categoryId: number; name: string }[]; categories: string[]; series: { name: string; data: (number | null)[] }[]; rows: Record<string, unknown>[] };
type Line = { id: number; recordId: number; subCategoryId: number; customerId: number; siteId: number; recordTime: string; weight: number; unitPrice: number; amount: number };

const typeField = named;

export function StatisticsScreen() {
  const kit = useKit();
  const t = kit.t;
  const today = formatDate(new Date());
  const [range, setRange] = useState<[string | null, string | null]>([null, null]);
  const [period, setPeriod] = useState<'day' | 'month' | 'year'>('month');
  const [pickedSite, setPickedSite] = useState<SiteRow | null>(null);
  const [cell, setCell] = useState<{ periodName: string; categoryId?: number; name: string } | null>(null);
  const [customerPage, setCustomerPage] = useState(1);
  const dates = { from: range[0] ?? '', to: range[1] ?? '' };
  const counts = useCall<Counts>(CALLS.siteCount, dates).data;
  const sites = useCall<{ records: SiteRow[] }>(CALLS.siteStats, dates).data;
  const subs = useCall<{ subCategories: SubRow[] }>(pickedSite ? CALLS.siteStats : null, { ...dates, siteId: pickedSite?.id ?? '' }).data;
  const customers = useCall<{ records: CustomerRow[]; total: number }>(CALLS.customerStats, { ...dates, pageNo: customerPage, pageSize: 10 }).data;
  const data = useCall<Data>(CALLS.data, { ...dates, period }).data;
  const lines = useCall<{ records: Line[] }>(cell ? CALLS.dataDetail : null, { ...dates, periodName: cell?.periodName ?? '', categoryId: cell?.categoryId ?? '', pageSize: 200 }).data;

  const head = (label: string, help?: string): ReactNode => (help ? <Tooltip title={t(help)}><span>{t(label)}</span></Tooltip> : t(label));
  const kg = (label: string, help: string, key: string) => ({ title: head(label, help), dataIndex: key, align: 'right' as const, render: (v: unknown) => shown(v) });
  const cards: [string, string, unknown][] = counts
    ? [
        ['recycle.stat.customers', 'recycle.stat.customersHelp', counts.customers],
        ['recycle.stat.stations', 'recycle.stat.stationsHelp', counts.stations],
        ['recycle.stat.centres', 'recycle.stat.centresHelp', counts.centres],
        ['recycle.stat.records', 'recycle.stat.recordsHelp', counts.records],
        ['recycle.stat.activeCustomers', 'recycle.stat.activeCustomersHelp', counts.activeCustomers],
        ['recycle.stat.weight', 'recycle.stat.weightHelp', counts.weight],
        ['recycle.stat.amount', 'recycle.record.totalAmountHelp', counts.amount],
      ]
    : [];
  return (
    <div data-testid="recycle-statistics" style={{ padding: 16, display: 'grid', gap: 16 }}>
      <Space wrap>
        <span>{t('recycle.stat.from')}</span>
        <DateInput range value={range} onChange={(v) => setRange((Array.isArray(v) ? v : [null, null]) as [string | null, string | null])} />
        <span style={{ color: '#888' }}>{range[0] ? '' : `… ${today}`}</span>
      </Space>
      <Space wrap size={32} data-testid="recycle-counts">
        {cards.map(([label, help, v]) => (
          <Tooltip key={label} title={t(help)}>
            <div>
              <div style={{ color: '#888' }}>{t(label)}</div>
              <div style={{ fontSize: 22 }} data-testid={`count-${label.split('.').pop()}`}>{shown(v)}</div>
            </div>
          </Tooltip>
        ))}
      </Space>
      <Card title={t('recycle.stat.bySite')} size="small">
        <Table<SiteRow>
          data-testid="recycle-sites"
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={sites?.records ?? []}
          onRow={(r) => ({ onClick: () => setPickedSite(r), style: { cursor: 'pointer' } })}
          columns={[
            { title: t('recycle.site.siteName'), dataIndex: 'siteName' },
            { title: t('recycle.site.siteType'), dataIndex: 'siteType', render: (v: unknown) => <FieldValue field={typeField(site, 'siteType')} value={v} /> },
            { title: head('recycle.stat.records', 'recycle.stat.recordsHelp'), dataIndex: 'records', align: 'right' },
            kg('recycle.stat.received', 'recycle.stat.receivedHelp', 'received'),
            kg('recycle.stat.sorted', 'recycle.stat.sortedHelp', 'sorted'),
            kg('recycle.stat.handled', 'recycle.stat.handledHelp', 'handled'),
            kg('recycle.stat.stock', 'recycle.stat.stockHelp', 'stock'),
          ]}
        />
      </Card>
      <Card title={t('recycle.stat.byCategory')} size="small" extra={<Radio.Group size="small" value={period} onChange={(e) => setPeriod(e.target.value as typeof period)} options={[{ value: 'day', label: t('recycle.stat.periodDay') }, { value: 'month', label: t('recycle.stat.periodMonth') }, { value: 'year', label: t('recycle.stat.periodYear') }]} />}>
        <div style={{ color: '#888', marginBottom: 8 }}>{t('recycle.stat.dataHelp')}</div>
        {data && <SeriesChart data={{ categories: data.categories, series: data.series.map((s) => ({ ...s, type: 'bar', stack: 'w', unit: 'kg' })) }} height={280} />}
        <Table
          data-testid="recycle-data"
          rowKey="periodName"
          size="small"
          scroll={{ x: true }}
          pagination={{ pageSize: 12 }}
          dataSource={data?.rows ?? []}
          columns={[
            { title: t('recycle.col.periodName'), dataIndex: 'periodName', fixed: 'left' },
            ...(data?.columns ?? []).map((c) => ({
              // A category's name is the tenant's data (its own words in every language).
              title: <span translate="no">{c.name}</span>,
              dataIndex: c.key,
              align: 'right' as const,
              render: (v: unknown, r: Record<string, unknown>) => (v === null || v === undefined ? '--' : <a onClick={() => setCell({ periodName: String(r.periodName), categoryId: c.categoryId, name: c.name })}>{String(v)}</a>),
            })),
            { title: t('recycle.stat.total'), dataIndex: 'total', align: 'right' as const, render: (v: unknown, r: Record<string, unknown>) => (v === null || v === undefined ? '--' : <a onClick={() => setCell({ periodName: String(r.periodName), name: t('recycle.stat.allCategories') })}>{String(v)}</a>) },
          ]}
        />
      </Card>
      <Card title={t('recycle.stat.byCustomer')} size="small">
        <Table<CustomerRow>
          data-testid="recycle-customers"
          rowKey="id"
          size="small"
          dataSource={customers?.records ?? []}
          pagination={{ current: customerPage, total: customers?.total ?? 0, pageSize: 10, onChange: setCustomerPage, showSizeChanger: false }}
          columns={[
            { title: t('recycle.customer.customerName'), dataIndex: 'customerName' },
            { title: t('recycle.customer.customerType'), dataIndex: 'customerType', render: (v: unknown) => <FieldValue field={typeField(customer, 'customerType')} value={v} /> },
            { title: t('recycle.customer.street'), dataIndex: 'street' },
            { title: head('recycle.stat.records', 'recycle.stat.recordsHelp'), dataIndex: 'records', align: 'right' },
            kg('recycle.stat.weight', 'recycle.stat.weightHelp', 'weight'),
            kg('recycle.stat.amount', 'recycle.record.totalAmountHelp', 'amount'),
          ]}
        />
      </Card>
      <Modal open={Boolean(pickedSite)} onCancel={() => setPickedSite(null)} footer={null} width={760} title={pickedSite ? t('recycle.stat.siteStock', { site: pickedSite.siteName }) : ''}>
        <Table<SubRow>
          data-testid="recycle-site-stock"
          rowKey="subCategoryId"
          size="small"
          pagination={false}
          dataSource={subs?.subCategories ?? []}
          columns={[
            { title: t('recycle.detail.subCategoryId'), dataIndex: 'subCategoryName' },
            kg('recycle.stat.received', 'recycle.stat.receivedHelp', 'received'),
            kg('recycle.stat.sorted', 'recycle.stat.sortedHelp', 'sorted'),
            kg('recycle.stat.handled', 'recycle.stat.handledHelp', 'handled'),
            kg('recycle.stat.stock', 'recycle.stat.stockHelp', 'stock'),
          ]}
        />
      </Modal>
      <Modal open={Boolean(cell)} onCancel={() => setCell(null)} footer={null} width={900} title={cell ? t('recycle.stat.detailTitle', { period: cell.periodName, category: cell.name }) : ''}>
        <Table<Line>
          data-testid="recycle-cell-lines"
          rowKey="id"
          size="small"
          dataSource={lines?.records ?? []}
          columns={(['recordTime', 'recordId', 'customerId', 'siteId', 'subCategoryId', 'weight', 'unitPrice', 'amount'] as const).map((name) => ({
            title: t(`recycle.detail.${name}`),
            dataIndex: name,
            render: (v: unknown) => <FieldValue field={named(kit.resource('customerRecordDetail'), name)} value={v} />,
          }))}
        />
      </Modal>
    </div>
  );
}
