// The welcome module page: connects to its host through the bridge (allowed host origins from
// /app-config.json) and shows the context it received.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { ModuleBridgeProvider } from '../../kit/bridge';
import { Welcome } from './Welcome';

const root = document.getElementById('root');
if (root) createRoot(root).render(createElement(ModuleBridgeProvider, null, createElement(Welcome)));
