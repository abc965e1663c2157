// A notification of a question or an answer opens the listing's questions, one of an offer the
// Offers page (and each counts as read).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Notification } from '@mobile-planet/shared';
import { NotificationItem } from './notification-item';

const PRODUCT = '65f0a1b2c3d4e5f601234567';

describe('a question notification', () => {
  it.each([
    ['question', 'New question about Nokia 8210 4G'],
    ['question_answer', 'The seller answered your question about Nokia 8210 4G'],
  ] as const)('%s links to the listing\'s questions', async (kind, words) => {
    const notification: Notification = { _id: 'a'.repeat(24), kind, productId: PRODUCT, device: 'Nokia 8210 4G', read: false, createdAt: new Date().toISOString() };
    const onOpen = vi.fn();
    render(
      <MemoryRouter>
        <NotificationItem notification={notification} onOpen={onOpen} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: new RegExp(words) });
    expect(link.getAttribute('href')).toBe(`/product/${PRODUCT}#questions`);
    await userEvent.click(link);
    expect(onOpen).toHaveBeenCalledWith(notification);
  });
});

describe('a favourite’s news and a saved search’s digest', () => {
  const render1 = (notification: Notification) =>
    render(
      <MemoryRouter>
        <NotificationItem notification={notification} onOpen={vi.fn()} />
      </MemoryRouter>,
    );

  it('a price drop links to the listing itself', () => {
    render1({ _id: 'b'.repeat(24), kind: 'favourite_price_drop', productId: PRODUCT, device: 'Pixel 7', amount: 40000, previousAmount: 45000, read: false, createdAt: new Date().toISOString() });
    expect(screen.getByRole('link', { name: /Price drop: Pixel 7 is now ৳40,000 \(was ৳45,000\)/ }).getAttribute('href')).toBe(`/product/${PRODUCT}`);
  });

  it('a digest links to the saved searches', () => {
    render1({ _id: 'c'.repeat(24), kind: 'saved_search_digest', savedSearchId: 'd'.repeat(24), searchName: 'Cheap tablets', count: 3, read: false, createdAt: new Date().toISOString() });
    expect(screen.getByRole('link', { name: /3 new listings match your saved search “Cheap tablets”/ }).getAttribute('href')).toBe('/dashboard/saved-searches');
  });
});

describe('an offer notification', () => {
  it('links to the Offers page, not the listing\'s questions', async () => {
    const notification: Notification = {
      _id: 'b'.repeat(24), kind: 'offer_countered', productId: PRODUCT, offerId: 'c'.repeat(24), amount: 16_000, device: 'Pixel 7', read: false, createdAt: new Date().toISOString(),
    };
    const onOpen = vi.fn();
    render(
      <MemoryRouter>
        <NotificationItem notification={notification} onOpen={onOpen} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: /Pixel 7/ });
    expect(link.getAttribute('href')).toBe('/dashboard/offers');
    await userEvent.click(link);
    expect(onOpen).toHaveBeenCalledWith(notification);
  });
});
