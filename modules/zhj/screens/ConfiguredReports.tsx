/**
 * The supervision reports as the kit's list pages, with the tenant's 字段配置 (fieldConfig/list) applied:
 * the configured titles and the hidden figures (configured.ts). The settings are read when the page opens.
 */
import { useEffect, useState } from 'react';
import { callWith } from '../../../kit/client';
import { parseCall } from '../../../kit/resource';
import { ResourcePage, useKit } from '../../../kit/ui';
import { facTransed, typeDaily, typeMonthly } from '../resources/reports';
import { configured, type FieldSetting } from './configured';

/** The tenant's settings, and whether its titles apply (they are written in Chinese: a zh-CN page). */
function useSettings(): [FieldSetting[] | null, boolean] {
  const kit = useKit();
  const [settings, setSettings] = useState<FieldSetting[] | null>(null);
  useEffect(() => {
    let live = true;
    callWith<{ records: FieldSetting[] }>(kit.request, parseCall('POST /cloud/zhj/fieldConfig/list'), { pageSize: 1000 }, 'silent').then(
      (page) => live && setSettings(page.records),
      () => live && setSettings([]),
    );
    return () => {
      live = false;
    };
  }, [kit]);
  return [settings, kit.locale === 'zh-CN'];
}

export function TransferReport() {
  const [settings, titles] = useSettings();
  return settings ? <ResourcePage def={configured(facTransed, 'facTransed', settings, titles)} /> : null;
}

export function TypeReports() {
  const [settings, titles] = useSettings();
  if (!settings) return null;
  const daily = configured(typeDaily, 'daily', settings, titles);
  return <ResourcePage def={daily} tabs={{ typeDaily: daily, typeMonthly: configured(typeMonthly, 'monthly', settings, titles) }} />;
}
