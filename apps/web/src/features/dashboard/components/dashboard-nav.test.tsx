// The dashboard drawer: its links (the admin's only for an admin) and the unread message counts,
// which are part of a link's name after its visible label (jsdom joins the badge's parts without the
// spaces a browser reads); in Bangla, the links and counts too.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { DashboardNav } from './dashboard-nav';

function renderNav(isAdmin: boolean, isBuyer = false) {
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <DashboardNav isAdmin={isAdmin} isBuyer={isBuyer} unread={{ orders: 1, sales: 12 }} onNavigate={() => undefined} />
    </MemoryRouter>,
  );
}

describe('the dashboard drawer', () => {
  it('names each link by its label, then its unread messages', () => {
    renderNav(false);
    expect(screen.getByRole('link', { name: /^My Orders\s*1\s*unread message$/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^My sales\s*12\s*unread messages$/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a product' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Email settings' }).getAttribute('href')).toBe('/dashboard/email-settings');
    expect(screen.queryByRole('link', { name: 'All Users' })).toBeNull();
  });

  it('offers a Buyer "Start selling" instead of three seller screens that would refuse them', () => {
    renderNav(false, true);
    expect(screen.getByRole('link', { name: /^My Orders/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start selling' }).getAttribute('href')).toBe('/dashboard/addProduct');
    expect(screen.getByRole('link', { name: 'Email settings' }).getAttribute('href')).toBe('/dashboard/email-settings');
    for (const name of ['Add a product', 'My products', /^My sales/]) expect(screen.queryByRole('link', { name })).toBeNull();
  });

  it('reads in Bangla, with Bangla digits in the counts', async () => {
    await setLanguage('bn');
    renderNav(true);
    expect(screen.getByRole('navigation', { name: 'ড্যাশবোর্ড' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^আমার অর্ডার\s*১\s*না-পড়া বার্তা$/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^আমার বিক্রি\s*১২\s*না-পড়া বার্তা$/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'পণ্য যোগ করুন' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'সব বিক্রেতা' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ইমেইল সেটিংস' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ড্যাশবোর্ড মেনু বন্ধ করুন' })).toBeTruthy();
  });
});
