/**
 * Tells the host while any antd modal or drawer of the page shows its mask (Modal, Modal.confirm,
 * Drawer, a module's own dialog), so the host dims its header and menu as the mask dims the page.
 * Watching the masks covers every dialog, including those that never call useOverlay.
 */
import { useEffect } from 'react';
import { useModuleContext } from '../bridge';

const MASKS = '.ant-modal-mask, .ant-drawer-mask';

/** Whether a mask is showing (a closed dialog may keep its mask in the document, hidden). */
export function maskShowing(root: ParentNode = document): boolean {
  return [...root.querySelectorAll<HTMLElement>(MASKS)].some((mask) => mask.getClientRects().length > 0 && getComputedStyle(mask).visibility !== 'hidden');
}

/** Watches the page's masks and reports each change to the host's setOverlay. */
export function useMaskOverlay(): void {
  const { connection } = useModuleContext();
  useEffect(() => {
    if (!connection || connection.mode !== 'embedded') return;
    let shown = false;
    let frame = 0;
    const check = () => {
      frame = 0;
      const now = maskShowing();
      if (now === shown) return;
      shown = now;
      void connection.host.setOverlay(now).catch(() => undefined);
    };
    const observer = new MutationObserver(() => {
      frame ||= requestAnimationFrame(check);
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'style'] });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      if (shown) void connection.host.setOverlay(false).catch(() => undefined);
    };
  }, [connection]);
}
