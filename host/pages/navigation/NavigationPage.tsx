/**
 * System selection (/navigation): the user's systems as cards, three themes (classic blue default,
 * ocean blue, tech blue) remembered in local storage. TechBlue takes its pictures from the 'images' and
 * 'icon' folders, the others from 'ClassicBlueImages' and 'ClassicBlueIcon'.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { ApartmentOutlined, AppstoreOutlined, CarOutlined, ClearOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Segmented, Spin } from 'antd';
import { useNavigate } from 'react-router';
import { AntdRoot } from '../../ui/AntdRoot';
import { getShell } from '../../store/browserShell';
import { layoutAddress, type SystemEntry } from '../../core/session';
import { THEMES, THEME_KEY, readTheme, themeFolders, writeTheme, type ThemeName } from '../../core/theme';
import { t } from '../../i18n';
import { useLocale } from '../../i18n/useLocale';
import './navigation.css';

const pictures = import.meta.glob<string>('./assets/*/*.svg', { eager: true, import: 'default', query: '?url' });
const picture = (folder: string, name: string) => pictures[`./assets/${folder}/${name}.svg`] ?? '';

/** Each system's own icon (the theme's picture for a system the shell does not know). */
const SYSTEM_ICONS: Record<string, { icon: ReactNode; color: string }> = {
  hwyy: { icon: <ClearOutlined />, color: '#16a34a' },
  clgl: { icon: <CarOutlined />, color: '#2563eb' },
  ljfl: { icon: <DeleteOutlined />, color: '#0d9488' },
  csgl: { icon: <ApartmentOutlined />, color: '#d97706' },
  zhgl: { icon: <AppstoreOutlined />, color: '#7c3aed' },
};

function SystemIcon({ code, fallback }: { code: string; fallback: string }) {
  const own = SYSTEM_ICONS[code];
  if (!own) return <img src={fallback} alt="" width={56} height={56} />;
  return (
    <span className="uo-nav-icon" data-icon={code} aria-hidden="true" style={{ background: own.color }}>
      {own.icon}
    </span>
  );
}

function Systems({ theme }: { theme: ThemeName }) {
  const navigate = useNavigate();
  const [systems, setSystems] = useState<SystemEntry[] | null>(null);
  useEffect(() => {
    const shell = getShell();
    if (!shell.resume()) {
      navigate('/', { replace: true });
      return;
    }
    let live = true;
    void shell.loadSystems().then((list) => live && setSystems(list));
    return () => {
      live = false;
    };
  }, [navigate]);
  if (!systems) return <Spin size="large" />;
  if (!systems.length) return <p className="uo-nav-empty">{t('nav.empty')}</p>;
  const icon = picture(themeFolders(theme).icon, 'system');
  return (
    <ul className="uo-nav-grid" aria-label={t('nav.heading')}>
      {systems.map((system) => (
        <li key={system.code}>
          {/* The whole card enters the system; the button is its keyboard and screen-reader way in. */}
          <Card hoverable className="uo-nav-card" data-code={system.code} onClick={() => navigate(layoutAddress(system))}>
            <SystemIcon code={system.code} fallback={icon} />
            <h2>{system.name}</h2>
            <Button
              type="primary"
              onClick={(event) => {
                event.stopPropagation();
                navigate(layoutAddress(system));
              }}
              aria-label={`${t('nav.enter')} ${system.name}`}
            >
              {t('nav.enter')}
            </Button>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export default function NavigationPage() {
  useLocale();
  const [theme, setTheme] = useState<ThemeName>(() => readTheme(localStorage.getItem(THEME_KEY)));
  const folders = themeFolders(theme);
  const choose = (next: ThemeName) => {
    localStorage.setItem(THEME_KEY, writeTheme(next));
    setTheme(next);
  };
  return (
    <AntdRoot theme={theme}>
      <div
        className={`uo-nav uo-nav-${theme}`}
        data-theme={theme}
        data-images={folders.images}
        data-icons={folders.icon}
        style={{ backgroundImage: `url("${picture(folders.images, 'background')}")` }}
      >
        <header className="uo-nav-header">
          <h1>{t('app.title')}</h1>
          <div className="uo-nav-theme">
            <span id="uo-theme-label">{t('nav.theme')}</span>
            <Segmented
              aria-labelledby="uo-theme-label"
              value={theme}
              onChange={(value) => choose(value as ThemeName)}
              options={THEMES.map((name) => ({ value: name, label: t(`nav.theme.${name}`) }))}
            />
          </div>
        </header>
        <main className="uo-nav-main">
          <h2 className="uo-nav-heading">{t('nav.heading')}</h2>
          <Systems theme={theme} />
        </main>
      </div>
    </AntdRoot>
  );
}
