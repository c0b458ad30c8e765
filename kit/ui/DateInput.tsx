/**
 * The date inputs of FieldInput (a day, a day and time, a range of days), in their own file so that
 * the date picker and dayjs are downloaded only by a page that shows one (FieldInput loads it lazily).
 * Values stay in wire form: 'YYYY-MM-DD' (or 'YYYY-MM-DD HH:mm:ss') text, ranges as [start, end].
 */
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

const DATE = 'YYYY-MM-DD';
const DATETIME = 'YYYY-MM-DD HH:mm:ss';
const toDay = (v: unknown): Dayjs | null => (typeof v === 'string' && v ? dayjs(v) : null);

export type DateInputProps = {
  value?: unknown;
  onChange?: (v: unknown) => void;
  id?: string;
  disabled?: boolean;
  'aria-label'?: string;
  /** A range of days ([start, end]) rather than one value. */
  range?: boolean;
  /** With the time of day. */
  time?: boolean;
};

export function DateInput(props: DateInputProps) {
  const { value, onChange, id, disabled } = props;
  if (props.range) {
    const [a, b] = (Array.isArray(value) ? value : [null, null]) as [string | null, string | null];
    return (
      // Enter in the start box commits the start and moves to the end box (the picker's own handling);
      // it must not also submit the form around it (a filter form searched without the start, then the
      // picker's half-chosen range was reset). Enter in the end box commits the range and submits.
      <div
        style={{ width: '100%' }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && e.target === e.currentTarget.querySelector('input')) e.preventDefault();
        }}
      >
        <DatePicker.RangePicker
          id={id}
          disabled={disabled}
          style={{ width: '100%' }}
          value={[toDay(a), toDay(b)]}
          allowEmpty={[true, true]}
          onChange={(d) => onChange?.(d ? [d[0]?.format(DATE) ?? null, d[1]?.format(DATE) ?? null] : null)}
        />
      </div>
    );
  }
  const fmt = props.time ? DATETIME : DATE;
  return <DatePicker id={id} disabled={disabled} aria-label={props['aria-label']} style={{ width: '100%' }} showTime={props.time} format={fmt} value={toDay(value)} onChange={(d) => onChange?.(d ? d.format(fmt) : null)} />;
}
