/**
 * The main page of a system (/main): its welcome menu, full page, without the tab chrome. The
 * session bootstrap is the layout's; tabs are neither restored nor saved here.
 */
import { useEffect, useMemo, useState } from 'react';
import { Result, Spin } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AntdRoot } from '../../ui/AntdRoot';
import { bindUi, getShell, useShell } from '../../store/browserShell';
import { ModuleFrame } from '../layout/ModuleFrame';
import { ExpiryNotice } from '../layout/ExpiryNotice';
import { LinkSignIn } from '../layout/LinkSignIn';
import { LINK_TOKEN_PARAMS, withoutLinkToken } from '../../core/session';
import { t } from '../../i18n';
import type { Tab } from '../../core/tabModel';
import '../layout/layout.css';

function Main() {
  const status = useShell((s) => s.status);
  const welcome = useShell((s) => s.systemMainPage);
  const [now] = useState(() => Date.now());
  // Built once per welcome entry: a new clearcache stamp on every render would reload the frame.
  const url = useMemo(() => (status === 'ready' && welcome ? getShell().menuLink(welcome) : ''), [status, welcome]);
  if (status === 'noToken' || status === 'error') {
    return <Result status="warning" title={t('session.timeout')} extra={<Link to="/">{t('common.backHome')}</Link>} />;
  }
  if (status === 'confirmLink') return <LinkSignIn />;
  if (status !== 'ready') return <Spin size="large" className="uo-page-state" />;
  if (!welcome) return <Result status="info" title={t('main.noWelcome')} />;
  const tab: Tab = { key: `main:${welcome.id}`, menuId: welcome.id, title: welcome.name, pinned: true, lastActive: now, loaded: true, url };
  return (
    <main className="uo-main" style={{ position: 'relative', height: '100vh' }}>
      <ModuleFrame tab={tab} active closable={false} />
      <ExpiryNotice />
    </main>
  );
}

export default function MainPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => {
    bindUi({ navigate: (to, options) => navigate(to, options ?? {}) });
    // The token leaves the visible address as soon as it is read (before the user confirms it).
    if (LINK_TOKEN_PARAMS.some((name) => params.has(name))) navigate(`/main?${withoutLinkToken(params).toString()}`, { replace: true });
    void getShell().bootstrap(params, { restoreTabs: false, openTabs: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <AntdRoot>
      <Main />
    </AntdRoot>
  );
}
