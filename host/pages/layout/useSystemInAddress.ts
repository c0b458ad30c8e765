/**
 * The address's `systemCode` and the shell's system kept one while the layout is open: a code typed
 * in the address bar switches the system at once (the hash changes, the page does not reload), and a
 * system switched in the page (the header, a menu search result of another system, quick jump) is
 * written back to an address that names one, so a reload or a copied address opens the system shown.
 * An unknown code becomes the system the shell fell back to.
 */
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { getShell, useShell } from '../../store/browserShell';

export function useSystemInAddress(): void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const ready = useShell((s) => s.status === 'ready');
  const current = useShell((s) => s.currentSystem?.code ?? '');
  const currentName = useShell((s) => s.currentSystem?.name ?? '');
  const asked = params.get('systemCode');
  // The code the address named when last seen: a change of it is the user's, anything else the page's.
  const seen = useRef(asked);
  useEffect(() => {
    if (!ready) return;
    if (asked !== seen.current) {
      seen.current = asked;
      if (asked && asked !== current) void getShell().selectSystem(asked);
      return;
    }
    if (asked !== null && current && asked !== current) {
      const next = new URLSearchParams(params);
      next.set('systemCode', current);
      // The address names the system's title too (layoutAddress): it follows the code.
      if (currentName) next.set('title', currentName);
      seen.current = current;
      navigate(`/layout?${next.toString()}`, { replace: true });
    }
  }, [ready, asked, current, currentName, params, navigate]);
}
