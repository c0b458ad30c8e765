/**
 * 回收记录: the records' list (form with its lines, detail, export) with the import of one row per line
 * (recordImport: rows with the same record number make one record; nothing is written unless every
 * row is valid, or only the valid rows after a confirmation).
 */
import { Button } from 'antd';
import { Suspense, useState } from 'react';
import { ResourcePage, lazyScreen, useKit } from '../../../kit/ui';
import { customerRecord, recordImport } from '../resources/record';

// The dialog's code is fetched when it is first opened, as the list page does for its own.
const ImportDialog = lazyScreen(() => import('../../../kit/ui/ImportDialog'), 'ImportDialog');

export function RecordsScreen() {
  const kit = useKit();
  const [importing, setImporting] = useState(false);
  const [version, setVersion] = useState(0);
  return (
    <>
      <ResourcePage
        key={version}
        def={customerRecord}
        extra={kit.can(recordImport, 'import') ? <Button data-testid="recycle-import" onClick={() => setImporting(true)}>{kit.t('recycle.record.import')}</Button> : null}
      />
      {importing && (
        <Suspense fallback={null}>
          <ImportDialog def={recordImport} open={importing} onClose={() => setImporting(false)} onImported={() => setVersion((v) => v + 1)} />
        </Suspense>
      )}
    </>
  );
}
