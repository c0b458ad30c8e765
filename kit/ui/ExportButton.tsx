/**
 * Export of every row matching the current filters (not only the page) to .xlsx. The server streams
 * the workbook; the bar shows the bytes received against an estimate from the row count.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Deferred } from './Deferred';
import { LazyModal, LazyProgress } from './lazyAntd';
import { useState } from 'react';
import type { ListQuery, ResourceDef } from '../resource';
import { useKit } from './KitProvider';
import { useFeedback } from './feedback';

/** Bytes per exported row, roughly, in a compressed workbook: only for the progress estimate. */
const BYTES_PER_ROW = 45;

export function ExportButton(props: { def: ResourceDef; query: ListQuery; total: number }) {
  const kit = useKit();
  const { message } = useFeedback();
  const [progress, setProgress] = useState<number | null>(null);
  const api = kit.api(props.def);
  const run = async () => {
    setProgress(0);
    const estimate = Math.max(20_000, props.total * BYTES_PER_ROW);
    try {
      await api.exportAll(props.query, (bytes) => setProgress(Math.min(99, Math.round((bytes / estimate) * 100))), `${kit.t(props.def.title)}.xlsx`);
      setProgress(100);
      message.success(kit.t('kit.exportDone'));
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setTimeout(() => setProgress(null), 400);
    }
  };
  return (
    <>
      <Button icon={<DownloadOutlined />} onClick={() => void run()} loading={progress !== null}>
        {kit.t('kit.export')}
      </Button>
      <Deferred open={progress !== null && props.total > 2000}>
        <LazyModal open={progress !== null && props.total > 2000} footer={null} closable={false} title={kit.t('kit.export')}>
          <LazyProgress percent={progress ?? 0} status="active" aria-label={kit.t('kit.export')} />
        </LazyModal>
      </Deferred>
    </>
  );
}
