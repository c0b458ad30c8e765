/** Navigation themes (shell.md §2): classic blue (default), ocean blue, tech blue; remembered locally. */

export const THEMES = ['ClassicBlue', 'OceanBlue', 'TechBlue'] as const;
export type ThemeName = (typeof THEMES)[number];
export const DEFAULT_THEME: ThemeName = 'ClassicBlue';
export const THEME_KEY = 'themeInfo';

/** TechBlue uses the 'images'/'icon' asset folders; every other theme the classic-blue ones. */
export function themeFolders(theme: string): { images: string; icon: string } {
  return theme === 'TechBlue' ? { images: 'images', icon: 'icon' } : { images: 'ClassicBlueImages', icon: 'ClassicBlueIcon' };
}

export function readTheme(text: string | null): ThemeName {
  if (!text) return DEFAULT_THEME;
  let name: unknown = text;
  try {
    const parsed = JSON.parse(text) as { theme?: unknown } | string;
    name = typeof parsed === 'string' ? parsed : parsed?.theme;
  } catch {
    /* a bare name */
  }
  return (THEMES as readonly unknown[]).includes(name) ? (name as ThemeName) : DEFAULT_THEME;
}

export function writeTheme(theme: ThemeName): string {
  return JSON.stringify({ theme, ...themeFolders(theme) });
}
