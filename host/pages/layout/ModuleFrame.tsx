/**
 * One tab's content: the module page in an iframe, attached through bridge/. The frame stays mounted
 * while hidden, so switching back keeps the module's state. Shows loading and error states.
 */
import { useEffect, useRef, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { attachModule } from '../../../bridge/host';
import type { ModuleHandle } from '../../../bridge';
import { getShell } from '../../store/browserShell';
import { onLocaleChange, t } from '../../i18n';
import type { Tab } from '../../core/tabModel';
import { runShortcut } from '../../core/shortcuts';

/** How long a frame may take to load before the tab shows its error state. */
const LOAD_TIMEOUT_MS = 30_000;

export function ModuleFrame({ tab, active, closable = true }: { tab: Tab; active: boolean; closable?: boolean }) {
  const ref = useRef<HTMLIFrameElement>(null);
  const [phase, setPhase] = useState<'loading' | 'ready' | 'error'>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const iframe = ref.current;
    if (!iframe) return;
    const shell = getShell();
    const { config } = shell.store.getState();
    let handle: ModuleHandle | null = null;
    let wasConnected = false;
    // Our own module pages always connect: no handshake in time means the page failed. Other pages
    // (plain or third-party) may never speak the bridge, so only a lost connection counts for them.
    const speaksBridge = new URL(tab.url, window.location.origin).pathname.startsWith('/modules/');
    try {
      handle = attachModule(iframe, {
        allowedOrigins: [window.location.origin, ...config.allowedOrigins.modules.filter((o) => o !== window.location.origin)],
        timeout: { connect: 15_000, call: 5_000 },
        methods: {
          getContext: () => shell.moduleContext(tab.menuId),
          openTab: (request) => {
            if ('menuId' in request) void shell.openMenu(request.menuId, request.mode);
            else void shell.openAddress(request);
          },
          tokenInvalid: () => shell.tokenInvalid(),
          setTitle: (title) => shell.rename(tab.key, title),
          closeSelf: () => (closable ? void shell.close(tab.key) : undefined),
          setOverlay: (open) => shell.setOverlay(tab.key, open),
          getPages: () => {
            const { subscribed, recent } = shell.store.getState().prefs;
            return { subscribed, recent };
          },
          shortcut: (name) => runShortcut(name),
        },
        onStatusChange: (status) => {
          if (status === 'connected') {
            wasConnected = true;
            setPhase('ready');
          } else if (status === 'lost' && (wasConnected || speaksBridge)) setPhase('error');
        },
      });
    } catch {
      handle = null;
    }
    const h = handle;
    const unregister = shell.registerFrame(tab.key, {
      canClose: async () => (h && h.status === 'connected' ? h.module.canClose() : true),
      refresh: async () => {
        if (!h || h.status !== 'connected') throw new Error('not connected');
        await h.module.refresh();
      },
      reload: () => {
        setPhase('loading');
        setAttempt((n) => n + 1);
      },
      location: () => {
        try {
          const here = iframe.contentWindow?.location;
          return here && here.origin === window.location.origin ? `${here.pathname}${here.search}${here.hash}` : null;
        } catch {
          return null; // another origin's page: its address cannot be read
        }
      },
    });
    const pushContext = () => {
      if (h?.status === 'connected') void h.module.contextChanged(shell.moduleContext(tab.menuId)).catch(() => undefined);
    };
    const offLocale = onLocaleChange(pushContext);
    // After a language switch the system's name comes back from the server in the new language (relocalize).
    const offSystemName = shell.store.subscribe((s, prev) => {
      if (s.systemName !== prev.systemName && s.currentSystem?.code === prev.currentSystem?.code) pushContext();
    });
    const timer = setTimeout(() => setPhase((p) => (p === 'loading' ? 'error' : p)), LOAD_TIMEOUT_MS);
    return () => {
      clearTimeout(timer);
      offLocale();
      offSystemName();
      unregister();
      h?.destroy();
      shell.setOverlay(tab.key, false);
    };
    // The frame is attached once per tab and attempt; the tab's url does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tab.key, attempt]);

  return (
    <div className="uo-frame" hidden={!active} data-tab-key={tab.key} data-phase={phase}>
      <iframe
        key={attempt}
        ref={ref}
        src={tab.url}
        title={tab.title}
        className="uo-frame-iframe"
        onLoad={() => setPhase((p) => (p === 'loading' ? 'ready' : p))}
      />
      {phase === 'loading' && (
        <div className="uo-frame-state" aria-live="polite">
          <Spin description={t('tabs.loading')} />
        </div>
      )}
      {phase === 'error' && (
        <div className="uo-frame-state">
          <Result
            status="warning"
            title={t('tabs.error')}
            extra={
              <Button type="primary" onClick={() => (setPhase('loading'), setAttempt((n) => n + 1))}>
                {t('common.retry')}
              </Button>
            }
          />
        </div>
      )}
    </div>
  );
}
