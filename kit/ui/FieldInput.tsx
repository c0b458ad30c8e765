/**
 * The input of a field, by type, for forms and filters. Values are kept in the wire form the
 * definition describes (dates as 'YYYY-MM-DD' text, ranges as [start, end], points as { lng, lat }),
 * so a form's values validate with the same code as the server's.
 */
import { Form, Select, Space } from 'antd';
// The plain input, without Input's statics (TextArea, Search, Password, OTP: ≈ 9 KB a list never shows).
import Input from 'antd/es/input/Input';
import { Suspense, type ReactNode } from 'react';
import { dependency, type FilterMode, type NamedField, type ResourceDef } from '../resource';
import { useKit } from './KitProvider';
import { translatedOptions, useOptions } from './FieldValue';
import { LazyInputNumber, LazySwitch, LazyTextArea } from './lazyAntd';
import { lazyScreen } from './lazyScreen';
import { ReferenceInput } from './ReferenceInput';
import { ShapeEditor } from '../map/lazy';

// The heavy inputs (date pickers with dayjs, tree select, upload) are downloaded when a form first shows one.
const DateInput = lazyScreen(() => import('./DateInput'), 'DateInput');
const TreeInput = lazyScreen(() => import('./TreeInput'), 'TreeInput');
const FileField = lazyScreen(() => import('./FileField'), 'FileField');
const ImageField = lazyScreen(() => import('./FileField'), 'ImageField');

/** A lazily loaded input, with a disabled text box of the same label while its code arrives. */
function Loading(props: { label: string; children: ReactNode }) {
  return <Suspense fallback={<Input disabled aria-label={props.label} aria-busy="true" />}>{props.children}</Suspense>;
}

type Props = {
  field: NamedField;
  value?: unknown;
  onChange?: (v: unknown) => void;
  mode?: FilterMode | 'form';
  id?: string;
  disabled?: boolean;
  /** The field's resource: names the parent of a cascading choice. */
  def?: ResourceDef;
};

/** The chosen parent of a cascading choice (read from the form around the input). */
type Parent = { value: unknown; label: string };

/**
 * A cascading choice lists the rows of its chosen parent (read from the form). In a record form it
 * waits, disabled, until the parent is chosen; in a filter form it lists every row until then.
 */
function DependentInput(props: Props) {
  const kit = useKit();
  const dep = dependency(props.field)!;
  const value = Form.useWatch(dep.field, Form.useFormInstance());
  const parentField = props.def?.fields[dep.field];
  return <FieldControl {...props} parent={{ value, label: kit.t(parentField?.label ?? dep.field) }} />;
}

export function FieldInput(props: Props) {
  return dependency(props.field) ? <DependentInput {...props} /> : <FieldControl {...props} />;
}

function FieldControl(props: Props & { parent?: Parent }) {
  const { field, value, onChange, mode = 'form', id, parent } = props;
  const kit = useKit();
  const options = useOptions(field, parent?.value);
  const waiting = parent !== undefined && mode === 'form' && (parent.value === undefined || parent.value === null || parent.value === '');
  const disabled = props.disabled || waiting;
  const placeholder = waiting ? kit.t('kit.choose.parentFirst', { parent: parent!.label }) : undefined;
  const t = kit.t;
  const label = t(field.label);
  const common = { id, disabled, 'aria-label': label };
  const isRange = mode === 'range';

  switch (field.type) {
    case 'text':
      return field.multiline && mode === 'form' ? (
        <LazyTextArea
          fallback={<Input {...common} readOnly value={value as string} />}
          {...common}
          rows={3}
          maxLength={field.max}
          showCount={Boolean(field.max)}
          value={value as string}
          onChange={(e) => onChange?.(e.target.value)}
        />
      ) : (
        <Input {...common} allowClear maxLength={mode === 'form' ? field.max : undefined} value={value as string} onChange={(e) => onChange?.(e.target.value)} />
      );
    case 'number':
    case 'money':
      if (isRange) {
        const [a, b] = (Array.isArray(value) ? value : [null, null]) as [number | null, number | null];
        return (
          <Space.Compact style={{ width: '100%' }}>
            <LazyInputNumber fallback={<Input disabled style={{ width: '50%' }} aria-label={`${label} ${t('kit.range.start')}`} />} aria-label={`${label} ${t('kit.range.start')}`} style={{ width: '50%' }} value={a} onChange={(v) => onChange?.([v, b])} placeholder={t('kit.range.start')} />
            <LazyInputNumber fallback={<Input disabled style={{ width: '50%' }} aria-label={`${label} ${t('kit.range.end')}`} />} aria-label={`${label} ${t('kit.range.end')}`} style={{ width: '50%' }} value={b} onChange={(v) => onChange?.([a, v])} placeholder={t('kit.range.end')} />
          </Space.Compact>
        );
      }
      return <LazyInputNumber fallback={<Input {...common} disabled aria-busy="true" />} {...common} style={{ width: '100%' }} min={field.min} max={field.max} precision={field.precision} addonAfter={field.unit ? t(field.unit) : undefined} value={value as number} onChange={(v) => onChange?.(v)} />;
    case 'date':
    case 'datetime':
    case 'dateRange':
      return (
        <Loading label={label}>
          <DateInput {...common} value={value} onChange={onChange} range={isRange || field.type === 'dateRange'} time={field.type === 'datetime' && !isRange} />
        </Loading>
      );
    case 'reference':
      return (
        <ReferenceInput field={field} options={options} value={value} onChange={onChange} multiple={mode === 'in'} id={id} disabled={disabled} placeholder={placeholder} />
      );
    case 'enum': {
      const opts = options.map((o) => ({ value: o.value, label: translatedOptions(field) ? t(o.label) : o.label }));
      const multiple = mode === 'in' || (field.multiple && mode === 'form');
      return (
        <Select
          {...common}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          mode={multiple ? 'multiple' : undefined}
          placeholder={placeholder}
          options={opts}
          value={value as string | string[] | undefined}
          onChange={(nv: unknown) => onChange?.(nv)}
          style={{ width: '100%' }}
        />
      );
    }
    case 'treeSelect':
      return (
        <Loading label={label}>
          <TreeInput id={id} value={value} onChange={onChange} tree={field.tree} />
        </Loading>
      );
    case 'boolean':
      if (mode !== 'form') {
        return <Select {...common} allowClear options={[{ value: 'true', label: t('kit.yes') }, { value: 'false', label: t('kit.no') }]} value={value === undefined || value === null ? undefined : String(value)} onChange={(v) => onChange?.(v)} style={{ width: '100%' }} />;
      }
      return <LazySwitch {...common} checked={Boolean(value)} onChange={(v) => onChange?.(v)} />;
    case 'geoPoint': {
      const p = (value ?? {}) as { lng?: number; lat?: number };
      const set = (k: 'lng' | 'lat', n: number | null) => {
        const next = { lng: p.lng ?? null, lat: p.lat ?? null, [k]: n };
        onChange?.(next.lng === null && next.lat === null ? null : next);
      };
      return (
        <Space.Compact style={{ width: '100%' }}>
          <LazyInputNumber fallback={<Input disabled style={{ width: '50%' }} aria-label={`${label} ${t('kit.geo.lng')}`} />} aria-label={`${label} ${t('kit.geo.lng')}`} style={{ width: '50%' }} min={-180} max={180} precision={6} placeholder={t('kit.geo.lng')} value={p.lng} onChange={(n) => set('lng', n)} />
          <LazyInputNumber fallback={<Input disabled style={{ width: '50%' }} aria-label={`${label} ${t('kit.geo.lat')}`} />} aria-label={`${label} ${t('kit.geo.lat')}`} style={{ width: '50%' }} min={-90} max={90} precision={6} placeholder={t('kit.geo.lat')} value={p.lat} onChange={(n) => set('lat', n)} />
        </Space.Compact>
      );
    }
    case 'geoShape':
      return <ShapeEditor kind={field.shape} title={label} disabled={disabled} value={value as string | null} onChange={(v) => onChange?.(v)} />;
    case 'image':
    case 'file':
      if (mode !== 'form') return <Input {...common} allowClear value={Array.isArray(value) ? value.join(',') : (value as string)} onChange={(e) => onChange?.(e.target.value)} />;
      return (
        <Loading label={label}>
          {field.type === 'image' ? <ImageField field={field} value={value} onChange={onChange} id={id} disabled={disabled} /> : <FileField field={field} value={value} onChange={onChange} id={id} disabled={disabled} />}
        </Loading>
      );
  }
}
