/**
 * 租户参数: the tenant (read), its password rule (pattern and tip, as param_password_validate) and
 * expiry, and the tenant's constants and enumerations chosen by name (the platform's, labelled in the
 * catalogue: `xtgl.constant.<name>`, `xtgl.enum.<name>`).
 */
import { useEffect, useState } from 'react';
import { Button, Card, Checkbox, Descriptions, Form, Input, InputNumber, Select, Space, Table } from 'antd';
import { api } from '../api';
import { useFunctions, useLoad, useXtgl } from './useXtgl';

type Rule = { regex: string; tip: string; passwordMaxAgeDays: number | null; enablePasswordPolicy: boolean };
type Tenant = { name: string; shortName: string; code: string; address: string; contact: string; phone: string };

/** The platform's constants and enumerations a tenant has (server/db/seed.ts), in the order offered. */
const CONSTANTS = ['platformTitle', 'mapCenter', 'noticeEnabled'] as const;
const ENUMS = ['CarTypeEnum', 'WasteTypeEnum', 'GenderEnum', 'UserStatusEnum'] as const;

function Lookups() {
  const { t, call, message } = useXtgl();
  const can = useFunctions();
  const [constant, setConstant] = useState<{ name: string; value: string; remark: string } | null>(null);
  const [enumName, setEnumName] = useState('');
  const look = (name: string) => void call<{ name: string; value: string; remark: string }>(api.constant, { name }).then(setConstant, () => setConstant(null));
  const items = useLoad<{ code: string; label: string }[]>(api.enumByName, { enumName }, enumName !== '');
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card size="small" title={t('xtgl.param.constants')}>
        <Space wrap>
          <Select
            aria-label={t('xtgl.param.constantName')}
            placeholder={t('xtgl.param.chooseConstant')}
            style={{ width: 220 }}
            options={CONSTANTS.map((name) => ({ value: name, label: t(`xtgl.constant.${name}`) }))}
            onChange={(name: string) => look(name)}
          />
          {constant && (
            <>
              <Input aria-label={t('xtgl.param.constantValue')} style={{ width: 260 }} value={constant.value} onChange={(e) => setConstant({ ...constant, value: e.target.value })} />
              {can.param && <Button onClick={() => void call(api.constantSave, { name: constant.name, value: constant.value }).then(() => message.success(t('xtgl.saved')), () => undefined)}>{t('xtgl.save')}</Button>}
            </>
          )}
        </Space>
      </Card>
      <Card size="small" title={t('xtgl.param.enums')}>
        <Select
          aria-label={t('xtgl.param.enumName')}
          placeholder={t('xtgl.param.chooseEnum')}
          style={{ width: 220, marginBottom: 8 }}
          options={ENUMS.map((name) => ({ value: name, label: t(`xtgl.enum.${name}`) }))}
          onChange={setEnumName}
        />
        <Table
          rowKey="code"
          size="small"
          pagination={false}
          dataSource={items.data ?? []}
          columns={[
            { key: 'code', title: t('xtgl.param.itemCode'), dataIndex: 'code' },
            { key: 'label', title: t('xtgl.param.itemLabel'), dataIndex: 'label' },
          ]}
        />
      </Card>
    </Space>
  );
}

export function ParamsScreen() {
  const { t, call, message } = useXtgl();
  const can = useFunctions();
  const tenant = useLoad<Tenant>(api.tenant);
  const rule = useLoad<Rule>(api.passwordRule);
  const [form] = Form.useForm();
  useEffect(() => {
    if (rule.data) form.setFieldsValue(rule.data);
  }, [rule.data, form]);
  const save = async () => {
    const values = (await form.validateFields()) as Rule;
    await call(api.passwordRuleSave, { ...values, passwordMaxAgeDays: values.passwordMaxAgeDays ?? '' }).then(() => {
      message.success(t('xtgl.saved'));
      rule.reload();
    }, () => undefined);
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card size="small" title={t('xtgl.param.tenant')} loading={tenant.loading}>
        <Descriptions size="small" column={2} items={tenant.data ? (['name', 'shortName', 'code', 'address', 'contact', 'phone'] as const).map((k) => ({ key: k, label: t(`xtgl.param.tenant.${k}`), children: tenant.data![k] })) : []} />
      </Card>
      <Card size="small" title={t('xtgl.param.passwordRule')} loading={rule.loading}>
        <Form form={form} layout="vertical" disabled={!can.param} style={{ maxWidth: 640 }}>
          <Form.Item name="regex" label={t('xtgl.param.regex')}>
            <Input />
          </Form.Item>
          <Form.Item name="tip" label={t('xtgl.param.tip')}>
            <Input />
          </Form.Item>
          <Form.Item name="passwordMaxAgeDays" label={t('xtgl.param.maxAge')}>
            <InputNumber min={1} max={3650} precision={0} />
          </Form.Item>
          <Form.Item name="enablePasswordPolicy" valuePropName="checked">
            <Checkbox>{t('xtgl.param.enablePolicy')}</Checkbox>
          </Form.Item>
          {can.param && <Button type="primary" onClick={() => void save()}>{t('xtgl.save')}</Button>}
        </Form>
      </Card>
      <Lookups />
    </Space>
  );
}
