/**
 * Column settings of a list: show or hide, move up or down, pin left or right, and the density. The
 * caller stores the result per user (client/columnPrefs). Loaded on the first click of its button
 * (ColumnSettingsTrigger): the popover, checkboxes, radio buttons and selects are not part of a list's
 * first download.
 */
import { ArrowDownOutlined, ArrowUpOutlined, PushpinOutlined } from '@ant-design/icons';
import { Button, Checkbox, Divider, Popover, Radio, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { move, pin, toggle, type ColumnPrefs, type Density, type Pin } from '../client';
import { useKit } from './KitProvider';

export type ColumnSettingsProps = { prefs: ColumnPrefs; labels: Record<string, string>; onChange: (p: ColumnPrefs) => void; onReset: () => void };

/** The settings in a popover on `children`, the trigger's own button (ColumnSettingsTrigger). */
export function ColumnSettings(props: ColumnSettingsProps & { open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode }) {
  const { t } = useKit();
  const { prefs, onChange } = props;
  const content = (
    <div style={{ width: 340 }} data-testid="column-settings">
      <Radio.Group size="small" value={prefs.density} onChange={(e) => onChange({ ...prefs, density: e.target.value as Density })} aria-label={t('kit.density')}>
        {(['large', 'middle', 'small'] as const).map((d) => (
          <Radio.Button key={d} value={d}>
            {t(`kit.density.${d}`)}
          </Radio.Button>
        ))}
      </Radio.Group>
      <Divider style={{ margin: '8px 0' }} />
      {prefs.order.map((key, i) => (
        <div key={key} style={{ display: 'flex', alignItems: 'center', gap: 4, padding: '2px 0' }}>
          <Checkbox checked={!prefs.hidden.includes(key)} onChange={(e) => onChange(toggle(prefs, key, e.target.checked))} style={{ flex: 1 }}>
            {props.labels[key] ?? key}
          </Checkbox>
          <Button size="small" type="text" icon={<ArrowUpOutlined />} disabled={i === 0} aria-label={`${props.labels[key]} ↑`} onClick={() => onChange(move(prefs, key, -1))} />
          <Button size="small" type="text" icon={<ArrowDownOutlined />} disabled={i === prefs.order.length - 1} aria-label={`${props.labels[key]} ↓`} onClick={() => onChange(move(prefs, key, 1))} />
          <Select
            size="small"
            style={{ width: 96 }}
            value={prefs.pinned[key] ?? 'none'}
            aria-label={`${props.labels[key]} ${t('kit.pin.left')}`}
            onChange={(v: string) => onChange(pin(prefs, key, v === 'none' ? null : (v as Pin)))}
            options={[
              { value: 'none', label: t('kit.pin.none') },
              { value: 'left', label: t('kit.pin.left') },
              { value: 'right', label: t('kit.pin.right') },
            ]}
          />
        </div>
      ))}
      <Divider style={{ margin: '8px 0' }} />
      <Button size="small" onClick={props.onReset}>
        {t('kit.columns.reset')}
      </Button>
    </div>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomRight" open={props.open} onOpenChange={props.onOpenChange} title={<Space><PushpinOutlined />{t('kit.columns')}</Space>}>
      {props.children}
    </Popover>
  );
}
