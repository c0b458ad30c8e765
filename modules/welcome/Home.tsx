/**
 * 首页: a greeting, the system's figures of the day (each opens the page behind it), the user's
 * latest notices, and their subscribed and recently visited pages (kept by the shell, asked over the
 * bridge's getPages).
 */
import { Card, Col, Empty, List, Row, Space, Statistic, Typography } from 'antd';
import { ClockCircleOutlined, StarFilled } from '@ant-design/icons';
import { useEffect, useState, type ReactNode } from 'react';
import type { PageEntry, UserPages } from '../../bridge';
import { useModuleContext, useRefreshHandler } from '../../kit/bridge';
import { useKit } from '../../kit/ui';
import { FIGURES, type FigureDef } from './figures';
import { Notices } from './Notices';
import { useFigures } from './useFigures';

const NONE: FigureDef[] = [];

export function Home() {
  const { t } = useKit();
  const { context, connection } = useModuleContext();
  const [pages, setPages] = useState<UserPages>({ subscribed: [], recent: [] });
  const [round, setRound] = useState(0);
  const figures = FIGURES[context?.systemCode ?? ''] ?? NONE;
  const values = useFigures(figures, round);
  useRefreshHandler(() => setRound((n) => n + 1));

  useEffect(() => {
    if (!connection) return;
    const load = () => connection.host.getPages().then(setPages, () => setPages({ subscribed: [], recent: [] }));
    void load();
    // The shell keeps the tab's frame while another tab shows: ask again when the user comes back to it.
    document.documentElement.addEventListener('pointerenter', load);
    window.addEventListener('focus', load);
    return () => {
      document.documentElement.removeEventListener('pointerenter', load);
      window.removeEventListener('focus', load);
    };
  }, [connection, round]);

  const others = (list: PageEntry[]) => list.filter((p) => p.menuId !== context?.menuId);
  const open = (menuId: string) => void connection?.host.openTab({ menuId }).catch(() => undefined);
  const day = values.find((v) => v?.day)?.day;
  const today = new Date().toLocaleDateString('sv-SE');
  const pageList = (testId: string, title: string, icon: ReactNode, list: PageEntry[], empty: string) => (
    <Card title={<Space>{icon}{title}</Space>} size="small" data-testid={testId}>
      <List
        size="small"
        dataSource={list}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
        renderItem={(p) => (
          <List.Item>
            <Typography.Link onClick={() => open(p.menuId)} data-menu-id={p.menuId}>
              {p.name}
            </Typography.Link>
          </List.Item>
        )}
      />
    </Card>
  );

  return (
    <main data-testid="home" style={{ padding: 16 }}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('welcome.greeting', { name: context?.userName || '—' })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('welcome.system', { system: context?.systemTitle || context?.systemCode || '—' })}</Typography.Paragraph>
      <Card title={day && day !== today ? t('welcome.figuresOf', { day }) : t('welcome.figures')} size="small" style={{ marginBottom: 16 }} data-testid="figures">
        {figures.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('welcome.noFigures')} />
        ) : (
          <Row gutter={[16, 16]}>
            {figures.map((f, i) => {
              const v = values[i];
              return (
                <Col key={f.key} xs={24} sm={12} md={8} lg={6}>
                  <Card
                    hoverable
                    size="small"
                    role="link"
                    tabIndex={0}
                    aria-label={t('welcome.open', { name: t(f.label) })}
                    data-testid={`figure-${f.key}`}
                    onClick={() => open(f.menuId)}
                    onKeyDown={(e) => (e.key === 'Enter' ? open(f.menuId) : undefined)}
                  >
                    <Statistic
                      title={t(f.label)}
                      value={v?.value ?? (v?.failed ? t('welcome.figureFailed') : '…')}
                      suffix={v?.value !== undefined && f.unit ? t(f.unit) : undefined}
                      loading={!v}
                    />
                  </Card>
                </Col>
              );
            })}
          </Row>
        )}
      </Card>
      <Row gutter={16}>
        <Col xs={24} style={{ marginBottom: 16 }}>
          <Notices round={round} />
        </Col>
        <Col xs={24} md={12} style={{ marginBottom: 16 }}>
          {pageList('subscribed', t('welcome.subscribed'), <StarFilled style={{ color: '#faad14' }} />, others(pages.subscribed), t('welcome.noSubscribed'))}
        </Col>
        <Col xs={24} md={12} style={{ marginBottom: 16 }}>
          {pageList('recent', t('welcome.recent'), <ClockCircleOutlined />, others(pages.recent), t('welcome.noRecent'))}
        </Col>
      </Row>
      <Typography.Text type="secondary">{t('welcome.shortcuts')}</Typography.Text>
    </main>
  );
}
