/**
 * Renders its children (a lazily loaded dialog or drawer) from the first time `open` is true and keeps
 * them afterwards, so their closing animation plays; until then nothing is rendered and their code is
 * not downloaded. A list page's first row does not wait for its forms.
 *
 * @example
 *   const RecordForm = lazyScreen(() => import('./RecordForm'), 'RecordForm');
 *   <Deferred open={editing !== null}><RecordForm open={editing !== null} ... /></Deferred>
 */
import { Suspense, useState, type ReactNode } from 'react';

export function Deferred(props: { open: boolean; children: ReactNode }) {
  const [seen, setSeen] = useState(props.open);
  if (props.open && !seen) setSeen(true);
  return seen ? <Suspense fallback={null}>{props.children}</Suspense> : null;
}
