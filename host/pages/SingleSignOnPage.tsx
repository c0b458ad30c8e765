/**
 * Single sign-on (shell.md §2, §4): passes the third-party user of the address to the server; on
 * result 0 the user enters the shell as after a login, otherwise the page says why. Light: no antd.
 */
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { fetchTransport, isOk } from '../core/transport';
import { createShellApi } from '../core/shellApi';
import { enterAfterLogin } from '../core/loginFlow';
import { notify, setNotifier } from '../core/notifier';
import { toastNotifier } from '../ui/toast';
import { t } from '../i18n';

const api = createShellApi(fetchTransport());

export default function SingleSignOnPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    setNotifier(toastNotifier);
    const fields = Object.fromEntries(params.entries());
    if (!Object.keys(fields).length) {
      setFailure(t('sso.missing'));
      return;
    }
    let live = true;
    api
      .sso(fields)
      .then(async (reply) => {
        if (!live) return;
        const data = reply.data as (Record<string, unknown> & { access_token?: string; token?: string; userName?: string }) | null;
        const token = reply.token ?? data?.access_token ?? data?.token ?? null;
        if (!isOk(reply) || !data || !token) {
          setFailure(reply.msg || t('login.requestFailed'));
          return;
        }
        const outcome = await enterAfterLogin(
          {
            api,
            local: localStorage,
            notify,
            navigate: (to) => navigate(to, { replace: true }),
            now: Date.now,
            sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
          },
          { username: String(data.userName ?? data.username ?? ''), password: null, reply: { ...reply, token, data: data as never } },
        );
        if (outcome !== 'entered' && live) setFailure(t('login.requestFailed'));
      })
      .catch(() => live && setFailure(t('login.requestFailed')));
    return () => {
      live = false;
    };
  }, [params, navigate]);

  return (
    <main className="uo-page-state" aria-busy={!failure}>
      {failure ? (
        <>
          <h1 role="alert">{t('sso.failed', { reason: failure })}</h1>
          <Link className="uo-link" to="/">
            {t('common.backHome')}
          </Link>
        </>
      ) : (
        <>
          <div className="uo-spinner" aria-hidden="true" />
          <h1>{t('sso.working')}</h1>
        </>
      )}
    </main>
  );
}
