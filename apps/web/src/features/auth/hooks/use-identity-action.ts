// Signing in or up, by the form or by Google: busy meanwhile, then on to the remembered location;
// a refusal stays on the form in the person's words (the provider's known codes), or as it was said.
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { apiErrorMessage } from '@/lib/api-client';
import { identityRefusal, type IdentityRefusal } from '../utils/identity-refusal';
import { redirectTarget } from '../utils/redirect-target';

export function useIdentityAction() {
  const navigate = useNavigate();
  const location = useLocation();
  const [refusal, setRefusal] = useState<IdentityRefusal | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<unknown>) => {
    setRefusal(null);
    setBusy(true);
    try {
      await action();
      void navigate(redirectTarget(location.state), { replace: true });
    } catch (err) {
      setRefusal(identityRefusal(err) ?? { message: apiErrorMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  return { busy, refusal, run };
}
