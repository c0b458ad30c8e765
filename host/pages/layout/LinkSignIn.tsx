/**
 * The confirmation a deep link's token needs before it is used (issue 9): whose account it is (as the
 * server says, asked with that token), with 继续 / 取消. Shown by the layout and the main page while the
 * shell's status is `confirmLink`.
 */
import { Button, Descriptions, Result } from 'antd';
import { getShell, useShell } from '../../store/browserShell';
import { t } from '../../i18n';

export function LinkSignIn() {
  const identity = useShell((s) => s.linkIdentity);
  if (!identity) return null;
  const shell = getShell();
  return (
    <main className="uo-page-state" data-testid="link-sign-in">
      <Result
        status="warning"
        title={<h1>{t('link.title')}</h1>}
        subTitle={t('link.lead')}
        extra={[
          <Button key="continue" type="primary" onClick={() => void shell.confirmLink()}>
            {t('link.continue')}
          </Button>,
          <Button key="cancel" onClick={() => shell.cancelLink()}>
            {t('link.cancel')}
          </Button>,
        ]}
      >
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('link.account')}>{identity.userName}</Descriptions.Item>
          <Descriptions.Item label={t('link.name')}>{identity.name}</Descriptions.Item>
          <Descriptions.Item label={t('link.tenant')}>{identity.tenantName || identity.tenantId}</Descriptions.Item>
        </Descriptions>
      </Result>
    </main>
  );
}
