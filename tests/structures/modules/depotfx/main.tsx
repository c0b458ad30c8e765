// The fixture's page (built by tests/structures/structures.browser.test.ts only): stock-out orders
// with their lines (the car and department of another module), the stock balance, material types →
// materials.
import { createRoot } from 'react-dom/client';
import { ledgerBalance } from '../../../../kit/resource';
import { ModuleApp, ResourcePage, TreeListPage } from '../../../../kit/ui';
import resources, { material, stock, stockOut } from './resources';

createRoot(document.getElementById('root')!).render(
  <ModuleApp
    module={resources}
    routes={[
      { path: '/stockOut', element: <ResourcePage def={stockOut} /> },
      { path: '/balance', element: <ResourcePage def={ledgerBalance(stock)} /> },
      { path: '/materials', element: <TreeListPage list={material} field="typeId" /> },
    ]}
  />,
);
