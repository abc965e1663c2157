// A listing's NEIR status as buyers meet it: a badge on the card and the listing's page (none for a
// listing of unknown status), explained under the badges, and the results' filter with how many
// listings each status would find (the same panel fills the phone's filter drawer), in either language.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRANDS, CATEGORY_IDS, CONDITIONS, PRICE_BANDS, type ListingFacets, type PhoneListing, type PublicProduct } from '@mobile-planet/shared';
import { setLanguage } from '@/lib/i18n';
import type { ListingSearch } from '../utils/listing-search';
import { BadgeExplanations } from './badge-explanations';
import { FilterPanel } from './filter-panel';
import { PhoneCard } from './phone-card';
import { ProductDetails } from './product-details';

afterEach(() => setLanguage('en'));

const PHONE: PhoneListing = {
  _id: 'p'.repeat(24),
  deviceName: 'Google Pixel 7 128GB',
  brand: 'Google',
  sellerName: 'Rahim',
  img: '/images/65f0a1b2c3d4e5f601234567',
  resalePrice: 45000,
  originalPrice: 72000,
  yearsOfUse: 1.5,
  postedDate: '1 Mar 2025',
  category: 'smartphone',
  condition: 'excellent',
  Location: 'Dhaka',
  description: 'Snow',
  status: 'available',
  advertised: false,
};

const card = (phone: PhoneListing) =>
  render(
    <MemoryRouter>
      <PhoneCard phone={phone} onBook={vi.fn()} />
    </MemoryRouter>,
  );

describe('the NEIR badge', () => {
  it('on a card: the status the seller stated, beside the condition; nothing for an unknown one', () => {
    const { unmount } = card({ ...PHONE, neir: 'registered' });
    const badge = screen.getByText('Registered in NEIR');
    expect(badge.className).toContain('badge');
    expect(badge.parentElement).toBe(screen.getByText('Excellent condition').parentElement);
    unmount();
    const again = card({ ...PHONE, neir: 'unregistered' });
    expect(screen.getByText('Not registered in NEIR')).toBeTruthy();
    again.unmount();
    card(PHONE);
    expect(screen.queryByText(/NEIR/)).toBeNull();
  });

  it("on the listing's page, explained with the other badges, in Bangla too", async () => {
    const product: PublicProduct = { ...PHONE, neir: 'unregistered', customID: 'MP-1A2B3C4D', createdAt: '2025-03-01T10:00:00.000Z', photos: [PHONE.img] };
    const { container } = render(
      <MemoryRouter>
        <ProductDetails product={product} onBook={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Not registered in NEIR')).toBeTruthy();
    const details = container.querySelector('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect([...details.querySelectorAll('dt')].map((dt) => dt.textContent)).toContain('Not registered in NEIR');
    expect(details.textContent).toContain('KYD to 16002');

    await setLanguage('bn');
    expect(await screen.findAllByText('NEIR-এ নিবন্ধিত নয়')).toHaveLength(2);
  });

  it('is explained only when the listing has a status', () => {
    const open = (c: HTMLElement) => {
      const details = c.querySelector('details')!;
      details.open = true;
      fireEvent(details, new Event('toggle'));
      return [...c.querySelectorAll('dt')].map((dt) => dt.textContent);
    };
    const { container, rerender } = render(<BadgeExplanations imeiChecked neir="registered" />);
    expect(open(container)).toEqual(['IMEI checked', 'Registered in NEIR']);
    expect(container.textContent).toContain('register it to yours');
    rerender(<BadgeExplanations imeiChecked neir={undefined} />);
    expect(open(container)).toEqual(['IMEI checked']);
  });
});

/** Facet counts with these NEIR counts, and a few listings everywhere else. */
const facets = (neir: { registered: number; unregistered: number }): ListingFacets => ({
  total: 9,
  category: CATEGORY_IDS.map((value) => ({ value, count: 3 })),
  brand: BRANDS.map((value) => ({ value, count: 1 })),
  condition: CONDITIONS.map((value) => ({ value, count: 3 })),
  neir: [
    { value: 'registered', count: neir.registered },
    { value: 'unregistered', count: neir.unregistered },
  ],
  priceBand: PRICE_BANDS.map((b) => ({ value: b.id, count: 1, min: b.min, max: b.max })),
});

const NO_FILTERS: ListingSearch = { q: '', category: null, brand: null, condition: [], neir: null, location: '', minPrice: null, maxPrice: null, sort: 'newest' };

function panel(search: Partial<ListingSearch>, counts: ListingFacets | undefined) {
  const onChange = vi.fn();
  render(<FilterPanel search={{ ...NO_FILTERS, ...search }} fixedCategory={null} facets={counts} onChange={onChange} />);
  return onChange;
}

describe('the NEIR filter', () => {
  it('offers any status or one, each with how many listings it would find', () => {
    const onChange = panel({}, facets({ registered: 7, unregistered: 2 }));
    const group = screen.getByRole('group', { name: 'NEIR registration' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(['Any', 'Registered in NEIR7 listings', 'Not registered2 listings']);
    expect(within(group).getByRole('radio', { name: 'Any' })).toHaveProperty('checked', true);
    fireEvent.click(within(group).getByRole('radio', { name: /^Not registered/ }));
    expect(onChange).toHaveBeenCalledWith({ neir: 'unregistered' });
  });

  it('shows the chosen status, goes back to any, and offers no dead end', () => {
    const onChange = panel({ neir: 'registered' }, facets({ registered: 4, unregistered: 0 }));
    expect(screen.getByRole('radio', { name: /^Registered in NEIR/ })).toHaveProperty('checked', true);
    // A status that would find nothing is shown but cannot be chosen.
    expect(screen.getByRole('radio', { name: /^Not registered/ })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('radio', { name: 'Any' }));
    expect(onChange).toHaveBeenCalledWith({ neir: null });
  });

  it('shows no counts while they are not known, and every choice stays open', () => {
    panel({}, undefined);
    expect(screen.getByRole('radio', { name: 'Registered in NEIR' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('radio', { name: 'Not registered' })).toHaveProperty('disabled', false);
  });

  it('reads in Bangla', async () => {
    await setLanguage('bn');
    panel({}, facets({ registered: 3, unregistered: 1 }));
    const group = screen.getByRole('group', { name: 'NEIR নিবন্ধন' });
    expect(within(group).getByRole('radio', { name: 'যেকোনো' })).toBeTruthy();
    expect(within(group).getByRole('radio', { name: /^NEIR-এ নিবন্ধিত/ })).toBeTruthy();
    expect(within(group).getByRole('radio', { name: /^নিবন্ধিত নয়/ })).toBeTruthy();
  });
});
