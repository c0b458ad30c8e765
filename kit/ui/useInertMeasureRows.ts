/**
 * antd's Table measures its columns with a hidden copy of the header row (`.ant-table-measure-row`,
 * `aria-hidden`), and that copy holds real controls: the select-all checkbox, the sorters. Keyboard
 * focus can land there, and axe reports `aria-hidden-focus`. This marks every such row `inert` (not
 * focusable, not clickable, out of the accessibility tree) as soon as antd renders it, for the whole
 * page: one observer, started by the KitProvider.
 */
import { useEffect } from 'react';

const ROW = '.ant-table-measure-row:not([inert])';

function markInert(root: ParentNode) {
  for (const row of root.querySelectorAll(ROW)) row.setAttribute('inert', '');
}

export function useInertMeasureRows(): void {
  useEffect(() => {
    markInert(document);
    const observer = new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches(ROW)) node.setAttribute('inert', '');
          else if (node.firstElementChild) markInert(node);
        }
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
}
