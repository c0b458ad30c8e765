/**
 * System selection (/navigation): the user's systems as cards, three themes (classic blue default,
 * ocean blue, tech blue) remembered in local storage. TechBlue takes its pictures from the 'images' and
 * 'icon' folders, the others from 'ClassicBlueImages' and 'ClassicBlueIcon'.
 */
import { useEffect, useState } from 'react';
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
          <Card hoverable className="uo-nav-card" data-code={system.code}>
            <img src={icon} alt="" width={56} height={56} />
            <h2>{system.name}</h2>
            <Button type="primary" onClick={() => navigate(layoutAddress(system))} aria-label={`${t('nav.enter')} ${system.name}`}>
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
