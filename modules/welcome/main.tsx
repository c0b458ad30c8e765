// The home page (首页) of every system: the bridge connection and the kit context around the page.
import { createRoot } from 'react-dom/client';
import { ModuleBridgeProvider } from '../../kit/bridge';
import { KitProvider, pageNotifier } from '../../kit/ui';
import { Home } from './Home';
import { welcomeMessages } from './messages';

createRoot(document.getElementById('root')!).render(
  <ModuleBridgeProvider request={{ notices: pageNotifier }}>
    <KitProvider module={{ module: 'welcome', messages: welcomeMessages, resources: [] }}>
      <Home />
    </KitProvider>
  </ModuleBridgeProvider>,
);
