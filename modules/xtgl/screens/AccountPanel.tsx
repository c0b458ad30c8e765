/**
 * The caller's messaging account (wechat-bind): its binding (openId masked), a one-time binding code
 * to show in the messaging app (valid 5 minutes, spent once), unbinding; and the messaging side as
 * the demo has it without internet: check a code, then bind it to an account's openId.
 */
import { useState } from 'react';
import { Alert, Button, Card, Col, Form, Input, Popconfirm, Row as Grid, Space, Typography } from 'antd';
import { api } from '../api';
import { useLoad, useXtgl } from './useXtgl';

type Binding = { userId: string; bound: boolean; binding: { openId: string; nickname: string; appName: string; boundAt: number } | null };
type CodeOwner = { userId: string; username: string; name: string };

function MessagingSide(props: { onBound(): void }) {
  const { t, call, message } = useXtgl();
  const [form] = Form.useForm();
  const [owner, setOwner] = useState<CodeOwner | null>(null);
  const check = async () => {
    const { code } = (await form.validateFields(['code'])) as { code: string };
    await call<CodeOwner>(api.wbCheck, { code }).then(setOwner, () => setOwner(null));
  };
  const bind = async () => {
    const values = (await form.validateFields()) as Record<string, string>;
    await call(api.wbBind, values).then(() => {
      message.success(t('xtgl.wx.accountDone', { name: owner?.name ?? '' }));
      setOwner(null);
      form.resetFields();
      props.onBound();
    }, () => undefined);
  };
  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 420 }}>
      <Form.Item name="code" label={t('xtgl.wx.code')} rules={[{ required: true }, { pattern: /^[A-Za-z0-9]{8}$/ }]}>
        <Input.Search enterButton={t('xtgl.wx.check')} onSearch={() => void check()} />
      </Form.Item>
      {owner && <Alert type="info" style={{ marginBottom: 12 }} message={t('xtgl.wx.codeFor', { name: owner.name, username: owner.username })} />}
      <Form.Item name="openId" label={t('xtgl.wx.openId')} rules={[{ required: true }, { pattern: /^[\w-]{6,64}$/ }]}>
        <Input />
      </Form.Item>
      <Form.Item name="nickname" label={t('xtgl.wx.nickname')} rules={[{ max: 32 }]}>
        <Input />
      </Form.Item>
      <Button type="primary" disabled={!owner} onClick={() => void bind()}>{t('xtgl.wx.bindAccount')}</Button>
    </Form>
  );
}

export function AccountPanel(props: { platformBound: boolean }) {
  const { t, call } = useXtgl();
  const mine = useLoad<Binding>(api.wbInfo);
  const [code, setCode] = useState<{ code: string; expiresAt: number } | null>(null);
  const binding = mine.data?.binding;
  return (
    <Grid gutter={12}>
      <Col xs={24} lg={12}>
        <Card size="small" title={t('xtgl.wx.account')} loading={mine.loading}>
          <Space direction="vertical">
            <Typography.Text data-testid="account-state">
              {binding ? t('xtgl.wx.accountBound', { nickname: binding.nickname, openId: binding.openId, at: new Date(binding.boundAt).toLocaleString() }) : t('xtgl.wx.accountNone')}
            </Typography.Text>
            {binding ? (
              <Popconfirm title={t('xtgl.confirmDelete')} onConfirm={() => call(api.wbUnbind, {}).then(mine.reload, () => undefined)}>
                <Button danger>{t('xtgl.wx.unbindMine')}</Button>
              </Popconfirm>
            ) : (
              <Button disabled={!props.platformBound} onClick={() => void call<{ code: string; expiresAt: number }>(api.wbIssueCode).then(setCode, () => undefined)}>{t('xtgl.wx.issueCode')}</Button>
            )}
            {code && !binding && (
              <Alert type="success" message={<Typography.Text copyable strong data-testid="bind-code">{code.code}</Typography.Text>} description={t('xtgl.wx.codeHint', { at: new Date(code.expiresAt).toLocaleTimeString() })} />
            )}
          </Space>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" title={t('xtgl.wx.side')}>
          <MessagingSide onBound={() => { setCode(null); mine.reload(); }} />
        </Card>
      </Col>
    </Grid>
  );
}
