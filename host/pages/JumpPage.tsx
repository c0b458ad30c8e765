/**
 * Page jumping (shell.md §2): opens the menu (menuId) or module address (uri, title) of its parameters
 * inside the shell, so links in messages land in a tab. Light: it only rewrites the address.
 */
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { t } from '../i18n';

/** The layout address a jump leads to, or null when the parameters name nothing to open. */
export function jumpTarget(params: URLSearchParams): string | null {
  const next = new URLSearchParams();
  const systemCode = params.get('systemCode');
  if (systemCode) next.set('systemCode', systemCode);
  const menuId = params.get('menuId');
  const uri = params.get('uri') ?? params.get('url');
  if (menuId) next.set('menuId', menuId);
  else if (uri) {
    next.set('uri', uri);
    // Not 'title': in a layout address that names the system (shell.md §2).
    next.set('tabTitle', params.get('title') ?? params.get('name') ?? '');
  } else return null;
  return `/layout?${next.toString()}`;
}

export default function JumpPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = jumpTarget(params);
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);
  return (
    <main className="uo-page-state">
      {target ? (
        <h1>{t('jump.working')}</h1>
      ) : (
        <>
          <h1 role="alert">{t('jump.invalid')}</h1>
          <Link className="uo-link" to="/">
            {t('common.backHome')}
          </Link>
        </>
      )}
    </main>
  );
}
