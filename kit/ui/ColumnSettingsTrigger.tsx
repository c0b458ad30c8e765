/**
 * The column settings button of a list. The settings themselves (ColumnSettings: a popover with
 * checkboxes, radio buttons and selects) are downloaded when the button is first pointed at or
 * clicked, and open at once on that click; until then the toolbar holds this button alone.
 */
import { SettingOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { Suspense, useState } from 'react';
import type { ColumnSettingsProps } from './ColumnSettings';
import { useKit } from './KitProvider';
import { lazyScreen } from './lazyScreen';

const loadSettings = () => import('./ColumnSettings');
const ColumnSettings = lazyScreen(loadSettings, 'ColumnSettings');

export function ColumnSettingsTrigger(props: ColumnSettingsProps) {
  const { t } = useKit();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = (
    <Tooltip title={t('kit.columns')}>
      <Button
        icon={<SettingOutlined />}
        aria-label={t('kit.columns')}
        onPointerEnter={() => void loadSettings()}
        onFocus={() => void loadSettings()}
        // Until the settings are here the button opens them; then the popover around it does.
        onClick={
          wanted
            ? undefined
            : () => {
                setWanted(true);
                setOpen(true);
              }
        }
      />
    </Tooltip>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <ColumnSettings {...props} open={open} onOpenChange={setOpen}>
        {button}
      </ColumnSettings>
    </Suspense>
  );
}
