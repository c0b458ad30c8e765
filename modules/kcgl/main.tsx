// The warehouse page: runs in a shell tab, alone in a window (token from the URL) or in a portal.
// The materials sit beside their type tree; the types are a tree table.
import { createRoot } from 'react-dom/client';
import { ModuleApp, TreeListPage, TreePage } from '../../kit/ui';
import manifest from './manifest';
import resources from './resources';
import { material } from './resources/material';
import { materialType } from './resources/materialType';

const screens = {
  materials: <TreeListPage list={material} field="typeId" />,
  materialTypes: <TreePage def={materialType} />,
};

createRoot(document.getElementById('root')!).render(<ModuleApp module={resources} manifest={manifest} screens={screens} home="/stockIn" />);
