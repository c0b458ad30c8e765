/**
 * The input of a reference field in forms and filters: a searchable select of the referenced rows, or
 * a tree select when the target is a tree (a node's descendants come with it when filtering). The
 * options are the field's (`useOptions`: this module's rows, another module's through the engine's
 * reference call, a cascading choice's parent's rows). In a tree's own form, the node being edited
 * and its branch cannot be picked as its parent.
 */
import { Form, Select } from 'antd';
import { TreeSelectAfterData } from './lazyAntd';
import { useMemo } from 'react';
import { isTreeOptions, optionTree } from '../client';
import type { NamedField, ReferenceField, ReferenceOption } from '../resource';
import { useKit } from './KitProvider';

type Props = {
  field: NamedField & ReferenceField;
  options: ReferenceOption[];
  value?: unknown;
  onChange?: (v: unknown) => void;
  multiple?: boolean;
  id?: string;
  disabled?: boolean;
  placeholder?: string;
};

export function ReferenceInput(props: Props) {
  const kit = useKit();
  const { field, options, value, onChange, multiple, id, disabled, placeholder } = props;
  const form = Form.useFormInstance();
  // The record being edited, when this is a tree's own parent field: it cannot be its own ancestor.
  const ownTree = kit.module.resources.some((r) => r.id === field.resource && r.tree?.parent === field.name);
  const self: unknown = ownTree ? (form as { getFieldValue?: (name: string) => unknown } | undefined)?.getFieldValue?.('id') : undefined;
  const tree = useMemo(() => (isTreeOptions(options) ? optionTree(options, self == null ? null : String(self)) : null), [options, self]);
  const common = { id, disabled, placeholder, 'aria-label': kit.t(field.label), allowClear: true, style: { width: '100%' } };
  const toValue = (v: unknown) => (Array.isArray(v) ? v.map(Number) : typeof v === 'string' ? Number(v) : v);
  const current = value === null || value === undefined ? undefined : Array.isArray(value) ? value.map(String) : String(value);
  if (tree) {
    return (
      <TreeSelectAfterData
        fallback={<Select {...common} disabled aria-busy="true" options={options.map((o) => ({ value: o.value, label: o.label }))} value={current} />}
        {...common}
        treeData={tree}
        value={current}
        onChange={(v: unknown) => onChange?.(toValue(v))}
        multiple={multiple}
        showSearch
        treeNodeFilterProp="title"
        treeDefaultExpandAll
      />
    );
  }
  return (
    <Select
      {...common}
      showSearch={{ optionFilterProp: 'label' }}
      mode={multiple ? 'multiple' : undefined}
      options={options.map((o) => ({ value: o.value, label: o.label }))}
      value={current}
      onChange={(v: unknown) => onChange?.(toValue(v))}
    />
  );
}
