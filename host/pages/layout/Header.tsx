/**
 * The layout header: system name and switcher, notices, weather, language, full window, and the user
 * (photo, name) with change photo, change password, the calls' reference (administrators) and logout.
 */
import { useEffect, useRef, useState } from 'react';
import { Avatar, Button, Dropdown, Tooltip } from 'antd';
import {
  DownOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  SearchOutlined,
  TranslationOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { getShell, useShell } from '../../store/browserShell';
import { notify } from '../../core/notifier';
import { layoutAddress } from '../../core/session';
import { LOCALES, setLocale, t } from '../../i18n';
import { useLocale } from '../../i18n/useLocale';
import { Weather } from './Weather';
import { NoticeBell } from './NoticeBell';
import { ChatEntry } from './ChatEntry';

const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/**
 * Who sees the calls' reference (/docs/api/, server/http/routes/openapi.ts): administrators of the
 * platform, holders of 综合管理 with the platform function of its parameters (sys:param:manage,
 * ADMIN_FUNCTIONS.param in server/http/routes/admin.ts), asked of the server (…/user/hasFunctions).
 */
const API_REFERENCE_FUNCTION = 'sys:param:manage';
const PLATFORM_SYSTEM = 'zhgl';

export function Header(props: { onChangePassword(): void; onQuickJump(): void }) {
  const shell = getShell();
  const navigate = useNavigate();
  const locale = useLocale();
  const systemName = useShell((s) => s.systemName);
  const systems = useShell((s) => s.systemList);
  const current = useShell((s) => s.currentSystem);
  const loginInfo = useShell((s) => s.loginInfo);
  const collapsed = useShell((s) => s.collapsed);
  const fullWindow = useShell((s) => s.fullWindow);
  const isShowNotice = useShell((s) => s.isShowNotice);
  const isShowQuickJump = useShell((s) => s.isShowQuickJump);
  const multipleTab = useShell((s) => s.multipleTab);
  const fileInput = useRef<HTMLInputElement>(null);
  const [photo, setPhoto] = useState<string | null>(null);
  const [administers, setAdministers] = useState(false);
  const holdsPlatform = systems.some((s) => s.code === PLATFORM_SYSTEM);
  const userId = loginInfo?.userId;

  useEffect(() => {
    setAdministers(false);
    if (!holdsPlatform || !userId) return undefined;
    let current = true;
    void shell.api
      .hasFunctions([API_REFERENCE_FUNCTION])
      .then((held) => current && setAdministers(held[API_REFERENCE_FUNCTION] === true))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [shell, holdsPlatform, userId]);

  const switchSystem = (code: string) => {
    const system = systems.find((s) => s.code === code);
    navigate(layoutAddress(system ?? null), { replace: true });
    void shell.selectSystem(code);
  };

  const changePhoto = (file: File | undefined) => {
    if (!file) return;
    if (file.size > PHOTO_MAX_BYTES) return notify.error(t('header.photoTooLarge'));
    void shell.changePhoto(file).then((changed) => {
      if (changed) {
        setPhoto(URL.createObjectURL(file));
        notify.success(t('header.photoChanged'));
      }
    });
  };

  return (
    <header className="uo-header">
      <Button
        type="text"
        className="uo-header-btn"
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        aria-label={collapsed ? t('menu.expand') : t('menu.collapse')}
        aria-expanded={!collapsed}
        onClick={() => shell.toggleCollapsed()}
      />
      <Dropdown
        trigger={['click']}
        disabled={systems.length < 2}
        menu={{ items: systems.map((s) => ({ key: s.code, label: s.name })), selectable: true, selectedKeys: current ? [current.code] : [], onClick: ({ key }) => switchSystem(key) }}
      >
        <Button type="text" className="uo-header-system" aria-label={`${t('header.switchSystem')}: ${systemName}`}>
          <span className="uo-header-title">{systemName || t('app.title')}</span>
          {systems.length > 1 && <DownOutlined />}
        </Button>
      </Dropdown>
      <div className="uo-header-spacer" />
      {isShowQuickJump && (
        <Tooltip title="Ctrl+K">
          <Button type="text" className="uo-header-btn" icon={<SearchOutlined />} onClick={props.onQuickJump}>
            {t('quickJump.open')}
          </Button>
        </Tooltip>
      )}
      <Weather />
      <ChatEntry />
      {isShowNotice && (
        <NoticeBell />
      )}
      <Dropdown
        trigger={['click']}
        menu={{
          // Each language named in itself, marked with its lang.
          items: LOCALES.map((l) => ({ key: l, label: <span lang={l}>{l === 'zh-CN' ? '简体中文' : 'English'}</span> })),
          selectable: true,
          selectedKeys: [locale],
          onClick: ({ key }) => {
            setLocale(key as typeof locale);
            void shell.relocalize();
          },
        }}
      >
        <Button type="text" className="uo-header-btn" icon={<TranslationOutlined />} aria-label={t('header.language')} />
      </Dropdown>
      <Button
        type="text"
        className="uo-header-btn"
        aria-pressed={fullWindow}
        aria-label={fullWindow ? t('header.exitFullWindow') : t('header.fullWindow')}
        icon={fullWindow ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={() => shell.setFullWindow(!fullWindow)}
      />
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'photo', label: t('header.changePhoto') },
            { key: 'password', label: t('header.changePassword') },
            { key: 'multipleTab', label: multipleTab ? t('header.multipleTabOff') : t('header.multipleTabOn') },
            ...(administers ? [{ key: 'apiReference', label: t('header.apiReference') }] : []),
            { type: 'divider' },
            { key: 'logout', label: t('header.logout') },
          ],
          onClick: ({ key }) => {
            if (key === 'photo') fileInput.current?.click();
            else if (key === 'password') props.onChangePassword();
            else if (key === 'multipleTab') void shell.setMultipleTab(!multipleTab);
            else if (key === 'logout') void shell.logout();
            else if (key === 'apiReference') window.open('/docs/api/', '_blank', 'noopener');
          },
        }}
      >
        <Button type="text" className="uo-header-user" data-testid="user-menu">
          <Avatar size="small" src={photo ?? (loginInfo?.photoUrl || undefined)} icon={<UserOutlined />} alt="" />
          <span>{loginInfo?.userName}</span>
        </Button>
      </Dropdown>
      <input ref={fileInput} type="file" accept="image/*" hidden aria-hidden="true" tabIndex={-1} onChange={(e) => changePhoto(e.target.files?.[0])} />
    </header>
  );
}
