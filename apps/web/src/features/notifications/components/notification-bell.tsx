// The navbar's notifications (the app passes it to the layout, see router.tsx): for a signed-in
// user, a bell with the unread count that opens a panel of the newest notifications. Keyboard:
// the bell opens the panel and focus moves into it; Esc closes it and focus returns to the bell;
// tabbing out of it, clicking outside it or choosing a notification closes it.
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import type { Notification } from '@mobile-planet/shared';
import { useAuth } from '@/lib/auth';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { BellButton } from './bell-button';
import { NotificationPanel } from './notification-panel';

export function NotificationBell() {
  const { user, loading } = useAuth();
  const email = user?.email;
  // Nothing for visitors, nor while a sign-in or sign-out is under way.
  if (loading || !email) return null;
  // Keyed by the account, so another sign-in never sees the last one's panel state.
  return <Bell key={email} email={email} />;
}

function Bell({ email }: { email: string }) {
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);

  const query = useNotifications(email);
  const markRead = useMarkNotificationsRead(email);
  const unread = query.data?.pages[0]?.unread ?? 0;

  // Any navigation (a chosen notification, Back) closes the panel, while rendering.
  const { key: place } = useLocation();
  const [seenPlace, setSeenPlace] = useState(place);
  if (seenPlace !== place) {
    setSeenPlace(place);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onBlur = (event: FocusEvent) => {
    // Focus that went somewhere else on the page (Tab past the last item). A focused button that
    // becomes disabled loses focus to nowhere (relatedTarget null): that is not leaving.
    const next = event.relatedTarget as Node | null;
    if (next && !wrapperRef.current?.contains(next)) setOpen(false);
  };

  const openNotification = (n: Notification) => {
    if (!n.read) markRead.mutate({ ids: [n._id] });
    // One with a booking or a listing leads to it (see NotificationItem): the panel's job is done.
    // One without stops being a button once read: keep focus in the panel.
    if (n.bookingId || n.productId || n.kind === 'saved_search_digest') setOpen(false);
    else panelRef.current?.focus();
  };

  const markAll = () => {
    markRead.mutate({ all: true });
    // The button is disabled once nothing is unread: keep focus in the panel, not on the page.
    panelRef.current?.focus();
  };

  return (
    <div ref={wrapperRef} className="md:relative" onKeyDown={onKeyDown} onBlur={onBlur}>
      <BellButton ref={buttonRef} unread={unread} expanded={open} controls={open ? panelId : undefined} onClick={() => setOpen((o) => !o)} />
      {open ? (
        <NotificationPanel
          ref={panelRef}
          id={panelId}
          query={query}
          unread={unread}
          onOpen={openNotification}
          onMarkAll={markAll}
        />
      ) : null}
    </div>
  );
}
