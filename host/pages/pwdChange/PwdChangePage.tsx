/**
 * Password change as a page (/pwdChange?address=…): where the password policy sends a user whose
 * password fails the tenant rule. 'Back' returns to the address (a shell route only).
 */
import { useEffect } from 'react';
import { Button, Card } from 'antd';
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
  useEffect(() => {
    bindUi({ navigate: (to, options) => navigate(to, options ?? {}) });
    if (!getShell().resume()) navigate('/', { replace: true });
  }, [navigate]);
  return (
    <AntdRoot>
      <main className="uo-page-state">
        <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('route.pwdChange')}</h1>} style={{ width: 'min(440px, 100%)', textAlign: 'left' }}>
          <PasswordForm onDone={() => undefined} />
          <Button type="link" onClick={() => navigate(address)}>
            {t('common.back')}
          </Button>
        </Card>
      </main>
    </AntdRoot>
  );
}
