// 'Book Now' (spec §2): opens the booking modal for a phone. A signed-out visitor goes to /login
// first and comes back with ?book={id}, which reopens the modal for that phone.
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '@/lib/auth';
import type { BookablePhone } from '../components/booking-modal';

const BOOK_PARAM = 'book';

export function useBookNow(available: readonly BookablePhone[] | undefined) {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [selected, setSelected] = useState<BookablePhone | null>(null);

  const book = useCallback(
    (phone: BookablePhone) => {
      if (user) {
        setSelected(phone);
        return;
      }
      const params = new URLSearchParams(location.search);
      params.set(BOOK_PARAM, phone._id);
      navigate('/login', { state: { from: { pathname: location.pathname, search: `?${params}`, hash: location.hash } } });
    },
    [user, navigate, location],
  );

  // Back from /login: reopen the modal once the phone is known, then drop the parameter.
  const pendingId = searchParams.get(BOOK_PARAM);
  useEffect(() => {
    if (!pendingId || loading || !available) return;
    const phone = available.find((p) => p._id === pendingId);
    if (user && phone) setSelected(phone);
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(BOOK_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [pendingId, loading, available, user, setSearchParams]);

  return { selected, book, close: useCallback(() => setSelected(null), []) };
}
