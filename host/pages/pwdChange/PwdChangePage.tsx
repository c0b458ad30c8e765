/**
 * Password change as a page (/pwdChange?address=…, also the spec's /ums/#/pwdChange): where the
 * password policy sends a user whose password fails the tenant rule, and where an expired password
 * leads (reason=expired). The tenant rule is shown; once an expired password is changed, the user
 * continues to the address signed in; after the policy redirect the user signs in again (shell.md). 'Back' returns to the address (a shell route only).
 */
import { useEffect } from 'react';
import { Alert, Button, Card } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { AntdRoot } from '../../ui/AntdRoot';
import { PasswordForm } from '../../ui/PasswordForm';
import { bindUi, getShell } from '../../store/browserShell';
import { t } from '../../i18n';

/** Only a route of this shell may be returned to (never another site). */
export function safeAddress(address: string | null): string {
  return address && address.startsWith('/') && !address.startsWith('//') ? address : '/';
}

export default function PwdChangePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const address = safeAddress(params.get('address'));
  const expired = params.get('reason') === 'expired';
  useEffect(() => {
    bindUi({ navigate: (to, options) => navigate(to, options ?? {}) });
    if (!getShell().resume()) navigate('/', { replace: true });
  }, [navigate]);
  return (
    <AntdRoot>
      <main className="uo-page-state">
        <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('route.pwdChange')}</h1>} style={{ width: 'min(440px, 100%)', textAlign: 'left' }}>
          {expired && <Alert type="warning" showIcon message={t('pwd.expiredLead')} style={{ marginBottom: 16 }} />}
          {/* After an expired password the user goes on signed in; after the policy redirect the spec's
              'password changed, please log in again' and sign-out apply. */}
          <PasswordForm onDone={() => undefined} onChanged={expired ? () => navigate(address, { replace: true }) : undefined} />
          <Button type="link" onClick={() => navigate(address)}>
            {t('common.back')}
          </Button>
        </Card>
      </main>
    </AntdRoot>
  );
}
