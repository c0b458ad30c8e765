/**
 * The light login screen: plain React and CSS, no antd, so the login route stays far under its
 * 150 KB budget. antd and the layout are fetched in the background once the form is usable.
 */
import { useId, useState, type FormEvent } from 'react';
import { useLogin } from './useLogin';
import { getLocale, setLocale, t } from '../../i18n';
import './login.css';

function Field(props: {
  id: string;
  label: string;
  type: string;
  value: string;
  error: string | undefined;
  autoComplete: string;
  autoFocus?: boolean;
  onChange(value: string): void;
}) {
  const errorId = `${props.id}-error`;
  return (
    <div className="uo-login-field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        name={props.id}
        type={props.type}
        value={props.value}
        autoComplete={props.autoComplete}
        autoFocus={props.autoFocus}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.error && (
        <span className="uo-login-error" id={errorId}>
          {props.error}
        </span>
      )}
    </div>
  );
}

export default function LoginPage() {
  const { fields, setFields, busy, captcha, errors, submit, refreshCaptcha, notice } = useLogin();
  const [, rerender] = useState(0);
  const id = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const locale = getLocale();
  return (
    <div className="uo-login">
      <div className="uo-login-bg" aria-hidden="true" />
      <main className="uo-login-card" aria-labelledby={`${id}-title`}>
        <div className="uo-login-brand">
          <svg viewBox="0 0 48 48" width="40" height="40" aria-hidden="true">
            <rect width="48" height="48" rx="10" fill="#1456c9" />
            <path d="M9 36V18l8 8 7-12 7 12 8-8v18z" fill="#fff" />
          </svg>
          <h1 id={`${id}-title`}>{t('app.title')}</h1>
        </div>
        <h2 className="uo-login-heading">{t('login.heading')}</h2>
        {notice && (
          <p className="uo-login-notice" role="alert">
            {notice}
          </p>
        )}
        <form onSubmit={onSubmit} noValidate aria-busy={busy !== 'idle'}>
          <Field
            id="username"
            label={t('login.username')}
            type="text"
            autoComplete="username"
            autoFocus={!fields.username}
            value={fields.username}
            error={errors.username}
            onChange={(username) => setFields((f) => ({ ...f, username }))}
          />
          <Field
            id="password"
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            autoFocus={!!fields.username}
            value={fields.password}
            error={errors.password}
            onChange={(password) => setFields((f) => ({ ...f, password }))}
          />
          {captcha && (
            <div className="uo-login-captcha">
              <Field
                id="vcode"
                label={t('login.captcha')}
                type="text"
                autoComplete="off"
                value={fields.vcode}
                error={errors.vcode}
                onChange={(vcode) => setFields((f) => ({ ...f, vcode }))}
              />
              <button type="button" className="uo-login-captcha-img" onClick={() => void refreshCaptcha(captcha.vid)}>
                <img src={captcha.src} alt={t('login.captchaImage')} data-vid={captcha.vid} />
              </button>
            </div>
          )}
          <div className="uo-login-options">
            <label>
              <input
                type="checkbox"
                name="rememberMe"
                checked={fields.rememberMe}
                onChange={(e) => setFields((f) => ({ ...f, rememberMe: e.target.checked, autoLogin: e.target.checked && f.autoLogin }))}
              />
              {t('login.rememberMe')}
            </label>
            <label>
              <input
                type="checkbox"
                name="autoLogin"
                checked={fields.autoLogin}
                onChange={(e) => setFields((f) => ({ ...f, autoLogin: e.target.checked, rememberMe: e.target.checked || f.rememberMe }))}
              />
              {t('login.autoLogin')}
            </label>
          </div>
          <button type="submit" className="uo-login-submit" disabled={busy !== 'idle'}>
            {busy === 'auto' ? t('login.autoLoggingIn') : busy === 'submit' ? t('login.submitting') : t('login.submit')}
          </button>
        </form>
        <button
          type="button"
          className="uo-login-lang"
          onClick={() => {
            setLocale(locale === 'zh-CN' ? 'en-US' : 'zh-CN');
            document.title = t('app.title');
            rerender((n) => n + 1);
          }}
        >
          {/* each language named in itself, marked so (screen readers, the en-US walk) */}
          {locale === 'zh-CN' ? <span lang="en-US">English</span> : <span lang="zh-CN">中文</span>}
        </button>
      </main>
    </div>
  );
}
