/** 操作记录: the tenant's operation history, newest first, filtered by operation. */
import { useState } from 'react';
import { Input, Space, Table } from 'antd';
import { api } from '../api';
import { useLoad, useXtgl, type Page } from './useXtgl';

type Entry = { id: number; userName: string; operation: string; target: string; detail: string; createdAt: number };

export function HistoryScreen() {
  const { t } = useXtgl();
  const [query, setQuery] = useState<{ pageNo: number; pageSize: number; operation?: string }>({ pageNo: 1, pageSize: 20 });
  const history = useLoad<Page<Entry>>(api.history, query);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Input.Search aria-label={t('xtgl.history.operation')} placeholder={t('xtgl.history.operation')} allowClear style={{ maxWidth: 300 }} onSearch={(operation) => setQuery({ ...query, pageNo: 1, operation: operation || undefined })} />
      <Table<Entry>
        rowKey="id" size="small" loading={history.loading} dataSource={history.data?.records ?? []}
        pagination={{ current: query.pageNo, pageSize: query.pageSize, total: history.data?.total ?? 0, onChange: (pageNo, pageSize) => setQuery({ ...query, pageNo, pageSize }) }}
        columns={[
          { title: t('xtgl.history.time'), dataIndex: 'createdAt', render: (v: number) => new Date(v).toLocaleString() },
          { title: t('xtgl.history.user'), dataIndex: 'userName' },
          { title: t('xtgl.history.operation'), dataIndex: 'operation' },
          { title: t('xtgl.history.target'), dataIndex: 'target' },
          { title: t('xtgl.history.detail'), dataIndex: 'detail' },
        ]}
      />
    </Space>
  );
}
