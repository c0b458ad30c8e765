/**
 * A titled white panel with antd's card look (borderless variant), without antd's Card: Card brings
 * Tabs and Skeleton along, which a list page then downloads before its first row for nothing.
 *
 * @example
 *   <Panel title={t('ljszy.carInfo')}>...</Panel>
 */
import { useThemeToken } from './antdTheme';
import type { ReactNode } from 'react';

export function Panel(props: { title: ReactNode; children: ReactNode }) {
  const token = useThemeToken();
  return (
    <div className="uo-panel" style={{ background: token.colorBgContainer, borderRadius: token.borderRadiusLG, color: token.colorText }}>
      <div
        className="uo-panel-head"
        style={{
          minHeight: 56,
          padding: `0 ${token.paddingLG}px`,
          display: 'flex',
          alignItems: 'center',
          fontSize: token.fontSizeLG,
          fontWeight: token.fontWeightStrong,
          color: token.colorTextHeading,
          borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        }}
      >
        {props.title}
      </div>
      <div className="uo-panel-body" style={{ padding: token.paddingLG }}>
        {props.children}
      </div>
    </div>
  );
}
