/**
 * The password change form (dialog and /pwdChange page). shell.md §4: result 0 shows 'password changed,
 * please log in again', closes, and logs out after 2 000 ms; another result shows the server's message;
 * no response shows 'password change failed'.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, type FormInstance } from 'antd';
import { encryptPassword } from '../core/crypto';
import { LOGOUT_AFTER_CHANGE_MS, passwordMatchesRule, passwordRule } from '../core/session';
import { notify } from '../core/notifier';
import { getShell } from '../store/browserShell';
import { t } from '../i18n';

type Values = { oldPassword: string; newPassword: string; confirm: string };

const LABELS: Record<string, 'pwd.old' | 'pwd.new'> = { oldPassword: 'pwd.old', newPassword: 'pwd.new' };

/**
 * Shows the server's refusal: its messages name the field first ("newPassword：…", for API callers);
 * the form shows the message under that field and the notice names the field by its label.
 */
function showRefusal(form: FormInstance<Values>, msg: string | undefined): void {
  const named = /^(\w+)[：:]\s*(.+)$/s.exec(msg ?? '');
  const field = named?.[1];
  const label = field ? LABELS[field] : undefined;
  if (!named || !label) {
    notify.error(msg || t('pwd.failed'));
    return;
  }
  form.setFields([{ name: field as keyof Values, errors: [named[2]!] }]);
  notify.error(`${t(label)}：${named[2]}`);
}

/** The tenant's password rule (param_password_validate), read once the form shows; none when it cannot be read. */
function useTenantRule(): { regex: string | null; tip: string | null } {
  const [rule, setRule] = useState<{ regex: string | null; tip: string | null }>({ regex: null, tip: null });
  useEffect(() => {
    const shell = getShell();
    // The page's own effect (which resumes the session) runs after this child's: resume here too.
    shell.resume();
    const info = shell.store.getState().loginInfo;
    let live = true;
    void shell.api
      .passwordParams(info?.tenantId ?? '', info?.token ?? null)
      .then((records) => live && setRule(passwordRule(records)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return rule;
}

/**
 * `onChanged`, when given, replaces the sign-out after a change (the password-change page continues
 * into the shell with the session it has: the server keeps the caller's own token).
 */
export function PasswordForm({ onDone, onCancel, onChanged }: { onDone(): void; onCancel?: () => void; onChanged?: () => void }) {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const rule = useTenantRule();
  const submit = async (values: Values) => {
    const shell = getShell();
    const api = shell.api;
    setBusy(true);
    try {
      const key = await api.publicKey();
      const [oldPassword, newPassword] = await Promise.all([encryptPassword(values.oldPassword, key), encryptPassword(values.newPassword, key)]);
      const reply = await api.changePassword(oldPassword, newPassword);
      if (Number(reply.result) === 0) {
        onDone();
        if (onChanged) {
          notify.success(t('pwd.changedContinue'));
          onChanged();
          return;
        }
        notify.success(t('pwd.changed'));
        setTimeout(() => void shell.logout(), LOGOUT_AFTER_CHANGE_MS);
        return;
      }
      showRefusal(form, reply.msg);
    } catch {
      notify.error(t('pwd.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} requiredMark>
      <Form.Item name="oldPassword" label={t('pwd.old')} rules={[{ required: true, message: t('pwd.required') }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      {rule.tip && <Alert className="uo-password-rule" type="info" showIcon message={t('pwd.rule')} description={rule.tip} style={{ marginBottom: 16 }} />}
      <Form.Item
        name="newPassword"
        label={t('pwd.new')}
        rules={[
          { required: true, message: t('pwd.required') },
          () => ({
            validator: (_, value: string | undefined) =>
              !value || passwordMatchesRule(value, rule.regex) ? Promise.resolve() : Promise.reject(new Error(rule.tip ?? t('pwd.ruleFailed'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('pwd.confirm')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('pwd.required') },
          ({ getFieldValue }) => ({
            validator: (_, value) => (!value || getFieldValue('newPassword') === value ? Promise.resolve() : Promise.reject(new Error(t('pwd.mismatch')))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <div className="uo-form-actions">
        {onCancel && <Button onClick={onCancel}>{t('common.cancel')}</Button>}
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('common.ok')}
        </Button>
      </div>
    </Form>
  );
}
