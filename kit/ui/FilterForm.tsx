/**
 * The list page's filter form, built from the definition's filter fields: the first row shows three,
 * the rest fold behind "More" (collapsible). Search applies the filters; Reset clears them. Fields a
 * view fixes to one value (`hidden`) are left out: there is nothing to choose.
 */
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, Form, Row, Space } from 'antd';
import { useState } from 'react';
import { filterFields, type ResourceDef } from '../resource';
import { clearDependents } from './dependents';
import { FieldInput } from './FieldInput';
import { useKit } from './KitProvider';

const FOLDED = 3;

export function FilterForm(props: { def: ResourceDef; onSearch: (filters: Record<string, unknown>) => void; hidden?: string[] }) {
  const kit = useKit();
  const [form] = Form.useForm();
  const [open, setOpen] = useState(false);
  const fields = filterFields(props.def).filter((f) => !props.hidden?.includes(f.name));
  if (!fields.length) return null;
  const shown = open ? fields : fields.slice(0, FOLDED);
  const submit = () => props.onSearch(form.getFieldsValue());
  return (
    <Form
      form={form}
      name={`filter-${props.def.id}`}
      layout="inline"
      onFinish={submit}
      onValuesChange={(changed: Record<string, unknown>) => clearDependents(props.def, form, changed)}
      style={{ marginBottom: 12 }}
      role="search"
      aria-label={kit.t('kit.search')}
    >
      <Row gutter={[12, 12]} style={{ width: '100%' }}>
        {shown.map((f) => (
          <Col key={f.name} xs={24} sm={12} md={8} xl={6}>
            <Form.Item name={f.name} label={kit.t(f.label)} style={{ width: '100%', marginInlineEnd: 0 }}>
              <FieldInput field={f} def={props.def} mode={f.mode} />
            </Form.Item>
          </Col>
        ))}
        <Col flex="auto" style={{ textAlign: 'right' }}>
          <Space>
            <Button type="primary" htmlType="submit">
              {kit.t('kit.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                submit();
              }}
            >
              {kit.t('kit.reset')}
            </Button>
            {fields.length > FOLDED && (
              <Button type="link" onClick={() => setOpen(!open)} aria-expanded={open}>
                {open ? kit.t('kit.collapse') : kit.t('kit.expand')} {open ? <UpOutlined /> : <DownOutlined />}
              </Button>
            )}
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
