// A button that needs a signed-in person (the favourites' heart, 'Save this search'): pressed signed
// in, it acts; signed out, it sends the reader to /login, who comes back to this page; pressed while
// the kept session is still being restored, it waits for it rather than dropping the press.
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from './auth';

export function useSignedInAction(action: () => void): () => void {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  // A press while the session was being restored, acted on once it is known.
  const waiting = useRef(false);

  const run = useCallback(() => {
    if (loading) waiting.current = true;
    else if (user) action();
    else void navigate('/login', { state: { from: location } });
  }, [loading, user, action, navigate, location]);

  useEffect(() => {
    if (!waiting.current || loading) return;
    waiting.current = false;
    run();
  }, [loading, run]);

  return run;
}
