/**
 * The two pieces of antd's theme a page uses, imported on their own: `theme` from 'antd' is one object
 * that also carries the dark and compact algorithms and getDesignToken, which a list page never runs
 * (kept out of the code a page downloads before its first row; only the wall screens take the dark one).
 */
import useAntdToken from 'antd/es/theme/useToken';
export { default as defaultAlgorithm } from 'antd/es/theme/themes/default';

/** The current design token (colours, sizes, fonts), as `theme.useToken().token` gives it. */
export function useThemeToken() {
  return useAntdToken()[1];
}
