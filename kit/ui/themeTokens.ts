/**
 * The antd design tokens of the shell's themes, shared by the host and every module page so both look
 * the same. Beyond the primary colour, the tokens whose antd defaults fail WCAG AA contrast on white
 * (4.5:1 for normal text) are set darker: links (antd's #1677ff: 4.1:1), danger text such as 删除
 * (#ff4d4f: 3.3:1) and secondary text such as a statistic's title (rgba(0,0,0,.45): 3.4:1).
 *
 * @example
 *   <ConfigProvider theme={{ token: themeTokens('OceanBlue') }}>…</ConfigProvider>
 */

/** The shell's themes and their primary colours. */
export const THEME_PRIMARY: Record<string, string> = { ClassicBlue: '#1456c9', OceanBlue: '#0a6e8f', TechBlue: '#1f4fd1' };

export function themeTokens(theme: string) {
  const primary = THEME_PRIMARY[theme] ?? THEME_PRIMARY.ClassicBlue!;
  return {
    colorPrimary: primary,
    colorLink: primary,
    colorError: '#cf1322',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    borderRadius: 6,
  };
}
