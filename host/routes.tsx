/**
 * The shell's routes (shell.md §2), hash routed, each page loaded on demand with its title. The login,
 * single sign-on, jump and not-found pages are light (plain React); navigation, layout, main and
 * password change bring antd.
 */
import type { RouteObject } from 'react-router';
import { lazyPage } from './lazyPage';

export const pages = {
  login: lazyPage(() => import('./pages/login/LoginPage'), 'app.title', { resetOnVisit: true }),
  navigation: lazyPage(() => import('./pages/navigation/NavigationPage'), 'app.title', { resetOnVisit: true }),
  singleSignOn: lazyPage(() => import('./pages/SingleSignOnPage'), 'route.singleSignOn', { resetOnVisit: true }),
  layout: lazyPage(() => import('./pages/layout/LayoutPage'), 'route.layout'),
  main: lazyPage(() => import('./pages/main/MainPage'), 'route.main'),
  jump: lazyPage(() => import('./pages/JumpPage'), 'route.jump'),
  pwdChange: lazyPage(() => import('./pages/pwdChange/PwdChangePage'), 'route.pwdChange'),
  notFound: lazyPage(() => import('./pages/NotFoundPage'), 'route.notFound'),
};

export const routes: RouteObject[] = [
  { path: '/', element: <pages.login /> },
  { path: '/navigation', element: <pages.navigation /> },
  { path: '/singleSignOn', element: <pages.singleSignOn /> },
  { path: '/layout', element: <pages.layout /> },
  { path: '/main', element: <pages.main /> },
  { path: '/jump', element: <pages.jump /> },
  { path: '/pwdChange', element: <pages.pwdChange /> },
  { path: '*', element: <pages.notFound /> },
];

/** Loads the heavy pages in the background once the login form is usable, so entering is quick. */
export function prefetchShell(): void {
  void pages.navigation.preload().then(() => pages.layout.preload());
}
