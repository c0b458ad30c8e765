/** The expired-login countdown (shell.md §4): 'Login information has expired, N seconds later…'. */
import { Modal } from 'antd';
import { useShell } from '../../store/browserShell';
import { t } from '../../i18n';

export function ExpiryNotice() {
  const seconds = useShell((s) => s.expirySeconds);
  return (
    <Modal open={seconds !== null} closable={false} mask={{ closable: false }} footer={null} keyboard={false} title={t('session.timeout')}>
      <p role="alert" data-testid="expiry-countdown">
        {t('session.expired', { n: seconds ?? 0 })}
      </p>
    </Modal>
  );
}
