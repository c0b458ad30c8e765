// The demo module's page: its resources rendered by the kit, one hash route per menu entry.
import { createRoot } from 'react-dom/client';
import { ModuleApp, ResourcePage } from '../../kit/ui';
import resources from './resources';
import { student } from './resources/student';

createRoot(document.getElementById('root')!).render(<ModuleApp module={resources} routes={[{ path: '/students', element: <ResourcePage def={student} /> }]} />);
