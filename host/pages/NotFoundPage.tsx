/** The fallback page for any unknown route. Light: no antd. */
import { Link } from 'react-router';
import { t } from '../i18n';

export default function NotFoundPage() {
  return (
    <main className="uo-page-state" data-testid="not-found">
      <svg width="120" height="80" viewBox="0 0 120 80" aria-hidden="true">
        <text x="60" y="58" textAnchor="middle" fontSize="56" fontWeight="700" fill="#c9d8f5">
          404
        </text>
      </svg>
      <h1>{t('notFound.text')}</h1>
      <Link className="uo-link" to="/">
        {t('common.backHome')}
      </Link>
    </main>
  );
}
