/**
 * The antd layer of the heavy pages: zh_CN locale with dayjs zh-cn (en-US switchable), the theme
 * tokens, and antd's message API plugged in as the shell's notifier.
 */
import { useEffect, type ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import enUS from 'antd/es/locale/en_US';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { setNotifier } from '../core/notifier';
import { useLocale } from '../i18n/useLocale';
import { bindUi } from '../store/browserShell';
import { t } from '../i18n';
import { themeTokens } from '../../kit/ui/themeTokens';


function Bindings() {
  const { message, modal } = App.useApp();
  useEffect(() => {
    setNotifier({
      success: (text, s) => void message.success(text, s),
      info: (text, s) => void message.info(text, s),
      warning: (text, s) => void message.warning(text, s),
      error: (text, s) => void message.error(text, s),
    });
    bindUi({
      confirm: (title, content) =>
        new Promise<boolean>((resolve) => {
          modal.confirm({
            title,
            content,
            okText: t('common.ok'),
            cancelText: t('common.cancel'),
            onOk: () => resolve(true),
            onCancel: () => resolve(false),
          });
        }),
    });
  }, [message, modal]);
  return null;
}

export function AntdRoot({ children, theme = 'ClassicBlue' }: { children: ReactNode; theme?: string }) {
  const locale = useLocale();
  dayjs.locale(locale === 'zh-CN' ? 'zh-cn' : 'en');
  return (
    <ConfigProvider
      locale={locale === 'zh-CN' ? zhCN : enUS}
      button={{ autoInsertSpace: false }}
      theme={{ token: themeTokens(theme) }}
    >
      <App className="uo-app">
        <Bindings />
        {children}
      </App>
    </ConfigProvider>
  );
}
