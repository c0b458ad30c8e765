// The host page: hash routing over the shell's routes. Kept tiny: the login route loads only this,
// React, the router and the light login chunk.
import { createRoot } from 'react-dom/client';
import { createHashRouter, RouterProvider } from 'react-router';
import { routes } from './routes';
import { getLocale } from './i18n';
import './ui/shell.css';

document.documentElement.lang = getLocale();
const root = document.getElementById('root');
if (root) createRoot(root).render(<RouterProvider router={createHashRouter(routes)} />);
