// The fixture's page (built by tests/structures/structures.browser.test.ts only): the department
// tree, the department → cars page, and repair orders with their workflow in a drawer.
import { Drawer } from 'antd';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ModuleApp, ResourcePage, TreeListPage, TreePage, WorkflowPanel } from '../../../../kit/ui';
import resources, { car, dept, repairOrder } from './resources';

function Repairs() {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <ResourcePage def={repairOrder} onRowAction={(name, row) => name === 'flow' && (setOpen(row.id), true)} />
      <Drawer open={open !== null} onClose={() => setOpen(null)} size={720} title="维修单流程" destroyOnHidden>
        {open !== null && <WorkflowPanel def={repairOrder} id={open} />}
      </Drawer>
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <ModuleApp
    module={resources}
    routes={[
      { path: '/depts', element: <TreePage def={dept} /> },
      { path: '/cars', element: <TreeListPage list={car} field="deptId" /> },
      { path: '/repairs', element: <Repairs /> },
    ]}
  />,
);
