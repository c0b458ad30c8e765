/**
 * The login page's behaviour as a hook: auto-login on entry, the captcha flow, submitting, and the
 * messages of shell.md §8. The rules themselves live in core/session.ts and core/loginFlow.ts.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fetchTransport } from '../../core/transport';
import { createShellApi } from '../../core/shellApi';
import { cryptoAvailable, encryptPassword } from '../../core/crypto';
import { captchaRequested, enterAfterLogin, loginFailureMessage, mentionsCaptcha, type LoginFlowDeps } from '../../core/loginFlow';
import { REMEMBER_KEY, autoLoginDecision, readRemember } from '../../core/session';
import { notify, setNotifier } from '../../core/notifier';
import { toastNotifier } from '../../ui/toast';
import { t } from '../../i18n';
import { prefetchShell } from '../../routes';

export type LoginFields = { username: string; password: string; vcode: string; rememberMe: boolean; autoLogin: boolean };
export type Captcha = { vid: string; src: string };

const api = createShellApi(fetchTransport());

/** A captcha image as the server sends it (SVG markup, base64 or a data URL) as an img src. */
export function captchaSrc(img: string): string {
  if (img.startsWith('data:')) return img;
  if (img.trimStart().startsWith('<')) return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(img)}`;
  return `data:image/svg+xml;base64,${img}`;
}

export function useLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  const cache = useRef(readRemember(localStorage.getItem(REMEMBER_KEY)));
  const [fields, setFields] = useState<LoginFields>(() => ({
    username: cache.current?.rememberMe ? cache.current.username : '',
    password: '',
    vcode: '',
    rememberMe: cache.current?.rememberMe ?? false,
    autoLogin: cache.current?.autoLogin ?? false,
  }));
  const [busy, setBusy] = useState<'idle' | 'submit' | 'auto'>('idle');
  /** A message that stays on the form (e.g. why auto-login was revoked), not a passing toast. */
  const [notice, setNotice] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [errors, setErrors] = useState<Partial<Record<'username' | 'password' | 'vcode', string>>>({});
  const publicKey = useRef<string | null>(null);

  const deps: LoginFlowDeps = {
    api,
    local: localStorage,
    notify,
    navigate: (to) => navigate(to),
    now: () => Date.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };

  const refreshCaptcha = useCallback(async (oldId: string | null) => {
    const next = await api.captcha(oldId).catch(() => null);
    if (next) setCaptcha({ vid: next.vid, src: captchaSrc(next.img) });
  }, []);

  useEffect(() => {
    setNotifier(toastNotifier);
    const state = location.state as { message?: 'loggedOut' } | null;
    if (state?.message === 'loggedOut') notify.info(t('login.loggedOut'));
    const idle = setTimeout(prefetchShell, 1500);
    const remembered = cache.current;
    const decision = autoLoginDecision(remembered, Date.now());
    if (decision === 'expired' && remembered) {
      notify.warning(t('login.autoLoginTooOld'));
      const { rememberToken: _drop, timestamp: _ts, ...rest } = remembered;
      localStorage.setItem(REMEMBER_KEY, JSON.stringify({ ...rest, autoLogin: false }));
      setFields((f) => ({ ...f, autoLogin: false }));
    } else if (decision === 'autoLogin' && remembered?.rememberToken) {
      setBusy('auto');
      api
        .loginWithRememberToken({ rememberToken: remembered.rememberToken })
        .then(async (reply) => {
          if (Number(reply.result) === 0) {
            const choice = { rememberMe: true, autoLogin: true };
            const outcome = await enterAfterLogin(deps, { username: remembered.username, password: null, reply, choice });
            if (outcome !== 'entered') setBusy('idle');
            return;
          }
          notify.error(loginFailureMessage(reply));
          // A copied remember token was detected: the server revoked the chain; the owner learns why.
          if ((reply.data as { rememberReused?: unknown } | null)?.rememberReused === true) setNotice(loginFailureMessage(reply));
          localStorage.setItem(REMEMBER_KEY, JSON.stringify({ username: remembered.username, rememberMe: true, autoLogin: false }));
          setFields((f) => ({ ...f, autoLogin: false }));
          setBusy('idle');
        })
        .catch(() => {
          notify.error(t('login.requestFailed'));
          setBusy('idle');
        });
    }
    return () => clearTimeout(idle);
    // Runs once per visit: the page remounts on every visit of '/'.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const validate = (f: LoginFields): boolean => {
    const next: typeof errors = {};
    if (!f.username.trim()) next.username = t('login.required.username');
    if (!f.password) next.password = t('login.required.password');
    if (captcha && !f.vcode.trim()) next.vcode = t('login.required.captcha');
    setErrors(next);
    return Object.keys(next).length === 0;
  };

  const submit = async () => {
    if (busy !== 'idle' || !validate(fields)) return;
    if (!cryptoAvailable()) {
      notify.error(t('login.cryptoUnavailable'));
      return;
    }
    setBusy('submit');
    const username = fields.username.trim();
    try {
      publicKey.current ??= await api.publicKey();
      const password = await encryptPassword(fields.password, publicKey.current);
      const choice = { rememberMe: fields.rememberMe || fields.autoLogin, autoLogin: fields.autoLogin };
      const reply = captcha
        ? await api.loginWithVcode({ username, password, vid: captcha.vid, vcode: fields.vcode.trim(), rememberMe: false, autoLogin: fields.autoLogin })
        : await api.login({ username, password, rememberMe: false, autoLogin: fields.autoLogin });
      if (Number(reply.result) === 0) {
        const outcome = await enterAfterLogin(deps, { username, password: fields.password, reply, choice });
        if (outcome !== 'entered') setBusy('idle');
        return;
      }
      const message = loginFailureMessage(reply);
      notify.error(message);
      if (captcha || captchaRequested(reply)) {
        setFields((f) => ({ ...f, vcode: '' }));
        await refreshCaptcha(captcha?.vid ?? null);
        if (captcha && mentionsCaptcha(message)) setErrors({ vcode: message });
      }
    } catch {
      notify.error(t('login.requestFailed'));
      publicKey.current = null;
    }
    setBusy('idle');
  };

  return { fields, setFields, busy, captcha, errors, submit, refreshCaptcha, notice };
}
