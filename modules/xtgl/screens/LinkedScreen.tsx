/**
 * 关联应用: sign in to the sister app ccx as oneself by token exchange: syncToken (the shell's
 * session) gives a one-time ticket, loginNew spends it for ccx's own session, and with that session
 * the screen reads ccx's user and an enumeration. The ccx token stays in this screen's memory only.
 */
import { useState } from 'react';
import { Alert, Button, Card, Input, Space, Table, Typography } from 'antd';
import type { Envelope } from '../../../kit/contract';
import { authHeaders } from '../../../kit/client';
import { api, ccxPaths } from '../api';
import { useXtgl } from './useXtgl';

type CcxUser = { id: string; username: string; name: string };

/** The enumeration read from ccx once signed in, so the screen shows ccx's data at once. */
const FIRST_ENUM = 'CarTypeEnum';
type Item = { code: string; label: string };

/** A call to ccx with its own session: JSON body, token in the headers, never the URL. */
async function ccxCall<T>(path: string, token: string | null, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(path, { method: 'POST', headers: { ...authHeaders({ token }), 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer = (await response.json()) as Envelope<T>;
  if (answer.result !== 0) throw new Error(answer.msg);
  return answer.data;
}

export function LinkedScreen() {
  const { t, call, message } = useXtgl();
  const [session, setSession] = useState<{ token: string; user: CcxUser } | null>(null);
  const [items, setItems] = useState<Item[]>([]);
  const signIn = async () => {
    try {
      const { ticket } = await call<{ ticket: string }>(api.ccxSyncToken);
      const login = await ccxCall<{ access_token: string }>(ccxPaths.loginNew, null, { ticket });
      const user = await ccxCall<CcxUser>(ccxPaths.getUser, login.access_token, {});
      setSession({ token: login.access_token, user });
      setItems(await ccxCall<Item[]>(ccxPaths.enums, login.access_token, { enumName: FIRST_ENUM }));
    } catch (error) {
      if (error instanceof Error && error.message) message.error(error.message);
    }
  };
  const loadEnum = (enumName: string) =>
    session && ccxCall<Item[]>(ccxPaths.enums, session.token, { enumName }).then(setItems, (error: Error) => message.error(error.message));
  return (
    <Card size="small" title={t('xtgl.ccx.title')}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary">{t('xtgl.ccx.about')}</Typography.Paragraph>
        {session ? (
          <Alert type="success" showIcon data-testid="ccx-user" message={t('xtgl.ccx.signedIn', { name: session.user.name, username: session.user.username })} />
        ) : (
          <Button type="primary" onClick={() => void signIn()}>{t('xtgl.ccx.signIn')}</Button>
        )}
        {session && (
          <>
            <Input.Search aria-label={t('xtgl.param.enumName')} defaultValue={FIRST_ENUM} placeholder={FIRST_ENUM} style={{ maxWidth: 300 }} enterButton={t('xtgl.ccx.enums')} onSearch={(v) => void loadEnum(v)} />
            <Table<Item> rowKey="code" size="small" pagination={false} dataSource={items} columns={[{ title: t('xtgl.param.itemCode'), dataIndex: 'code' }, { title: t('xtgl.param.itemLabel'), dataIndex: 'label' }]} />
          </>
        )}
      </Space>
    </Card>
  );
}
