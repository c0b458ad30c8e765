/**
 * The welcome page every system opens first (a placeholder until the business modules exist): shows the
 * context the host gave, answers the host's canClose (unsaved note) and refresh, and shows the bridge at work.
 */
import { useEffect, useState } from 'react';
import { useCanClose, useModuleContext, useOverlay, useRefreshHandler } from '../../kit/bridge';
import { text } from './text';

export function Welcome() {
  const bridge = useModuleContext();
  const [note, setNote] = useState('');
  const [refreshed, setRefreshed] = useState(0);
  const [modal, setModal] = useState(false);
  useCanClose(() => note.trim() === '');
  useRefreshHandler(() => setRefreshed((n) => n + 1));
  useOverlay(modal);
  const [serverUser, setServerUser] = useState('');
  const request = bridge.request;
  useEffect(() => {
    // The token works: the server answers who it belongs to (quietly: this page is only a welcome).
    if (!request || !bridge.context?.token) return;
    request
      .load<{ name?: string }>({ url: '/casServer/user', notice: 'silent' })
      .then((user) => setServerUser(user?.name ?? ''))
      .catch(() => undefined);
  }, [request, bridge.context?.token]);

  if (bridge.status === 'connecting') return <p data-testid="status">{text('zh-CN', 'connecting')}</p>;
  if (bridge.status === 'failed') {
    return (
      <p role="alert" data-testid="status">
        {text('zh-CN', 'failed')}: {bridge.error instanceof Error ? bridge.error.message : String(bridge.error)}
      </p>
    );
  }
  const { context, connection } = bridge;
  const t = (key: Parameters<typeof text>[1]) => text(context.locale, key);
  return (
    <main data-testid="welcome" data-mode={connection.mode}>
      <h1>{t('title')}</h1>
      <dl>
        <dt>{t('user')}</dt>
        <dd data-testid="user-name">{context.userName || '—'}</dd>
        <dt>{t('system')}</dt>
        <dd data-testid="system">{context.systemTitle ? `${context.systemTitle} (${context.systemCode})` : context.systemCode || '—'}</dd>
      </dl>
      {serverUser && (
        <p>
          {t('serverUser')} <span data-testid="server-user">{serverUser}</span>
        </p>
      )}
      <label>
        {t('note')} <input data-testid="note" value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      <p data-testid="refreshed">{t('refreshed').replace('{n}', String(refreshed))}</p>
      <button type="button" onClick={() => setModal(true)}>
        {t('openModal')}
      </button>
      {modal && (
        <div role="dialog" aria-modal="true" data-testid="modal">
          <p>{t('modal')}</p>
          <button type="button" onClick={() => setModal(false)}>
            {t('close')}
          </button>
        </div>
      )}
    </main>
  );
}
