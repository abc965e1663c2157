// 'Book Now' (spec §2): opens the booking modal for a phone. A signed-out visitor goes to /login
// first and comes back with ?book={id}, which reopens the modal for that phone. Pressed while the
// kept session is still being restored, it waits for it rather than sending a signed-in buyer to /login.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '@/lib/auth';
import type { BookablePhone } from '../types/bookable-phone';

const BOOK_PARAM = 'book';

export function useBookNow(available: readonly BookablePhone[] | undefined) {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [selected, setSelected] = useState<BookablePhone | null>(null);
  const [waiting, setWaiting] = useState<BookablePhone | null>(null);

  const sendToLogin = useCallback(
    (phone: BookablePhone) => {
      const params = new URLSearchParams(location.search);
      params.set(BOOK_PARAM, phone._id);
      void navigate('/login', { state: { from: { pathname: location.pathname, search: `?${params}`, hash: location.hash } } });
    },
    [navigate, location],
  );

  const book = useCallback(
    (phone: BookablePhone) => {
      if (user) setSelected(phone);
      else if (loading) setWaiting(phone);
      else sendToLogin(phone);
    },
    [user, loading, sendToLogin],
  );

  // Pressed while the session was being restored; now it is known: signed in, the modal opens in
  // this paint; signed out, off to /login.
  if (waiting && !loading && user) {
    setWaiting(null);
    setSelected(waiting);
  }
  const sentToLogin = useRef<BookablePhone | null>(null);
  useEffect(() => {
    // Once: the navigation changes `location`, and so sendToLogin, which runs this again.
    if (!waiting || loading || user || sentToLogin.current === waiting) return;
    sentToLogin.current = waiting;
    sendToLogin(waiting);
  }, [waiting, loading, user, sendToLogin]);

  // Back from /login: once the session and the listings are known, reopen the modal for the phone
  // (while rendering, so it opens in the same paint), then drop the parameter from the URL.
  const pendingId = searchParams.get(BOOK_PARAM);
  const settled = pendingId !== null && !loading && available !== undefined;
  const [handledId, setHandledId] = useState<string | null>(null);
  if (settled && handledId !== pendingId) {
    setHandledId(pendingId);
    const phone = available.find((p) => p._id === pendingId);
    if (user && phone) setSelected(phone);
  } else if (pendingId === null && handledId !== null) {
    setHandledId(null); // a later ?book= is a new request
  }
  useEffect(() => {
    if (!settled) return;
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(BOOK_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [settled, pendingId, setSearchParams]);

  return { selected, book, close: useCallback(() => setSelected(null), []) };
}
