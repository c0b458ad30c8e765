/**
 * The main layout (/layout): session bootstrap, header, side menu, tab bar and module frames, quick
 * jump, password dialog and the expired-login notice.
 */
import { useEffect, useState } from 'react';
import { Button, Layout, Modal, Result, Spin } from 'antd';
import { FullscreenExitOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AntdRoot } from '../../ui/AntdRoot';
import { PasswordForm } from '../../ui/PasswordForm';
import { bindUi, getShell, useShell } from '../../store/browserShell';
import { parsePlainMessage } from '../../../bridge/plainMessages';
import { shortcutOf } from '../../../bridge/module';
import { onShortcut, runShortcut } from '../../core/shortcuts';
import { readTheme, THEME_KEY } from '../../core/theme';
import { t } from '../../i18n';
import { useLocale } from '../../i18n/useLocale';
import { Header } from './Header';
import { SideMenu } from './SideMenu';
import { TabBar } from './TabBar';
import { TabPanes } from './TabPanes';
import { QuickJump } from './QuickJump';
import { ExpiryNotice } from './ExpiryNotice';
import { LinkSignIn } from './LinkSignIn';
import { useSystemInAddress } from './useSystemInAddress';
import { LINK_TOKEN_PARAMS, withoutLinkToken } from '../../core/session';
import './layout.css';

/** Plain `{ type: 'openTab' }` messages from windows the bridge does not attach (e.g. a module window). */
function usePlainOpenTab() {
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const shell = getShell();
      const allowed = [window.location.origin, ...shell.store.getState().config.allowedOrigins.modules];
      if (!allowed.includes(event.origin)) return;
      const frames = Array.from(document.querySelectorAll('iframe'), (f) => f.contentWindow);
      if (frames.includes(event.source as Window)) return; // the bridge handles its own frames
      const parsed = parsePlainMessage(event.data);
      if (parsed?.type === 'openTab') {
        const request = parsed.request;
        if ('menuId' in request) void shell.openMenu(request.menuId, request.mode);
        else void shell.openAddress(request);
      } else if (parsed?.type === 'tokenInvalid') shell.tokenInvalid();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
}

function Shell() {
  useLocale(); // the whole layout re-renders in the new language
  const shell = getShell();
  const status = useShell((s) => s.status);
  const collapsed = useShell((s) => s.collapsed);
  const fullWindow = useShell((s) => s.fullWindow);
  const multipleTab = useShell((s) => s.multipleTab);
  const overlay = useShell((s) => !!(s.tabs.activeKey && s.overlays[s.tabs.activeKey]));
  const [quickJump, setQuickJump] = useState(false);
  const [password, setPassword] = useState(false);
  usePlainOpenTab();
  useSystemInAddress();

  useEffect(() => {
    // Stay time of the page shown when the window closes or reloads; the visit resumes if it comes back.
    const onHide = () => shell.leaveVisit(true);
    const onShow = () => shell.enterVisit();
    window.addEventListener('pagehide', onHide);
    window.addEventListener('pageshow', onShow);
    return () => {
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('pageshow', onShow);
      shell.leaveVisit();
    };
  }, [shell]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const name = shortcutOf(event);
      if (name) {
        event.preventDefault();
        runShortcut(name);
      } else if (event.key === 'Escape' && shell.store.getState().fullWindow) shell.setFullWindow(false);
    };
    window.addEventListener('keydown', onKey);
    const offShortcut = onShortcut((name) => name === 'quickJump' && setQuickJump(true));
    return () => {
      window.removeEventListener('keydown', onKey);
      offShortcut();
    };
  }, [shell]);

  if (status === 'noToken' || status === 'error') {
    return (
      <Result
        status="warning"
        title={t('session.timeout')}
        extra={
          <Link to="/" className="uo-link">
            {t('common.backHome')}
          </Link>
        }
      />
    );
  }
  if (status === 'confirmLink') return <LinkSignIn />;
  if (status !== 'ready') {
    return (
      <div className="uo-page-state" aria-busy="true">
        <Spin size="large" description={t('chunk.loading')} />
      </div>
    );
  }
  return (
    <Layout className={`uo-layout${fullWindow ? ' uo-full-window' : ''}${overlay ? ' uo-overlay' : ''}`} data-testid="layout">
      {!fullWindow && <Header onChangePassword={() => setPassword(true)} onQuickJump={() => setQuickJump(true)} />}
      <Layout className="uo-body">
        {!fullWindow && (
          <Layout.Sider width={232} collapsedWidth={64} collapsed={collapsed} trigger={null} className="uo-sider">
            <SideMenu />
          </Layout.Sider>
        )}
        <Layout.Content className="uo-content">
          {multipleTab && <TabBar />}
          <TabPanes />
          {fullWindow && (
            <Button className="uo-exit-full" icon={<FullscreenExitOutlined />} onClick={() => shell.setFullWindow(false)}>
              {t('header.exitFullWindow')}
            </Button>
          )}
        </Layout.Content>
      </Layout>
      <QuickJump open={quickJump} onClose={() => setQuickJump(false)} />
      <Modal open={password} title={t('header.changePassword')} footer={null} onCancel={() => setPassword(false)} destroyOnHidden>
        <PasswordForm onDone={() => setPassword(false)} onCancel={() => setPassword(false)} />
      </Modal>
      <ExpiryNotice />
    </Layout>
  );
}

export default function LayoutPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => {
    bindUi({ navigate: (to, options) => navigate(to, options ?? {}) });
    const shell = getShell();
    // The token leaves the visible address as soon as it is read (before the user confirms it).
    if (LINK_TOKEN_PARAMS.some((name) => params.has(name))) navigate(`/layout?${withoutLinkToken(params).toString()}`, { replace: true });
    void shell.bootstrap(params).then(() => {
      if (shell.store.getState().status === 'confirmLink') return;
      if (params.has('menuId') || params.has('uri')) {
        const clean = withoutLinkToken(params);
        for (const name of ['menuId', 'uri', 'tabTitle']) clean.delete(name);
        navigate(`/layout${clean.size ? `?${clean.toString()}` : ''}`, { replace: true });
      }
    });
    // Bootstraps once per visit of the layout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <AntdRoot theme={readTheme(localStorage.getItem(THEME_KEY))}>
      <Shell />
    </AntdRoot>
  );
}
