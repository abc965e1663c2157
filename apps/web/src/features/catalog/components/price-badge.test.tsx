// The price badge on a card and a listing's page: "Good price" below the guide's middle range,
// "Fair price" inside it, nothing above it or without enough sales; the IMEI check beside it.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { PhoneListing, PublicProduct } from '@mobile-planet/shared';
import { setLanguage } from '@/lib/i18n';
import { ActiveFilters } from './active-filters';
import { PhoneCard } from './phone-card';
import { PriceBadge } from './price-badge';
import { ProductDetails } from './product-details';

const PHONE: PhoneListing = {
  _id: 'p'.repeat(24),
  deviceName: 'Samsung Galaxy A54',
  brand: 'Samsung',
  sellerName: 'Rahim',
  img: '/images/65f0a1b2c3d4e5f601234567',
  resalePrice: 25000,
  originalPrice: 42000,
  yearsOfUse: 1,
  postedDate: '1 Mar 2025',
  category: 'smartphone',
  condition: 'good',
  Location: 'Dhaka',
  description: 'Works well',
  status: 'available',
  advertised: false,
};

describe('PriceBadge', () => {
  it('says Good price and Fair price, and nothing without a badge', () => {
    const { container, rerender } = render(<PriceBadge badge="good" />);
    expect(container.textContent).toBe('Good price');
    expect(container.firstElementChild?.className).toContain('badge');
    rerender(<PriceBadge badge="fair" />);
    expect(container.textContent).toBe('Fair price');
    rerender(<PriceBadge badge={undefined} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('the price badge on a phone card', () => {
  it('sits beside the resale price', () => {
    render(
      <MemoryRouter>
        <PhoneCard phone={{ ...PHONE, priceBadge: 'good' }} onBook={vi.fn()} />
      </MemoryRouter>,
    );
    const price = screen.getByText('Resale Price').nextElementSibling as HTMLElement;
    expect(within(price).getByText('Good price')).toBeTruthy();
  });

  it('is absent when the listing has none', () => {
    render(
      <MemoryRouter>
        <PhoneCard phone={PHONE} onBook={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.queryByText(/price$/)).toBeNull();
  });
});

describe("a listing's page", () => {
  const product: PublicProduct = { ...PHONE, photos: [PHONE.img], customID: 'MP-1', createdAt: '2025-03-01T10:00:00.000Z', priceBadge: 'fair', imeiLast4: '1234' };

  it('shows the price badge and "IMEI checked ••••1234"', () => {
    render(
      <MemoryRouter>
        <ProductDetails product={product} onBook={vi.fn()} actions={<button type="button">Report</button>} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Fair price')).toBeTruthy();
    expect(screen.getByText('IMEI checked ••••1234')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Report' })).toBeTruthy();
  });

  it('says nothing of an IMEI it was not given', () => {
    render(
      <MemoryRouter>
        <ProductDetails product={{ ...product, imeiLast4: undefined }} onBook={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.queryByText(/IMEI/)).toBeNull();
  });
});

describe('in Bangla', () => {
  it('a phone card reads in Bangla, with Bangla digits in its prices', async () => {
    await setLanguage('bn');
    render(
      <MemoryRouter>
        <PhoneCard phone={{ ...PHONE, priceBadge: 'good' }} onBook={vi.fn()} />
      </MemoryRouter>,
    );
    const price = screen.getByText('বিক্রয়মূল্য').nextElementSibling as HTMLElement;
    expect(within(price).getByText('৳২৫,০০০')).toBeTruthy();
    expect(within(price).getByText('ভালো দাম')).toBeTruthy();
    expect(screen.getByText('আসল দাম')).toBeTruthy();
    expect(screen.getByText('ভালো অবস্থা')).toBeTruthy();
    expect(screen.getByText('৪০% ছাড়')).toBeTruthy();
    expect(screen.getByText('১ বছর')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'এখনই বুক করুন' })).toBeTruthy();
  });

  it("a listing's page says sold, its category and the IMEI check in Bangla", async () => {
    await setLanguage('bn');
    const product: PublicProduct = { ...PHONE, photos: [PHONE.img], status: 'sold', customID: 'MP-1', createdAt: '2025-03-01T10:00:00.000Z', imeiLast4: '1234' };
    render(
      <MemoryRouter>
        <ProductDetails product={product} onBook={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'বিক্রি হয়েছে' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('link', { name: 'স্মার্টফোন' })).toBeTruthy();
    expect(screen.getByText('IMEI যাচাই করা ••••1234')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'বিবরণ' })).toBeTruthy();
  });

  it('the filters in use are named in Bangla, each removable by a name that starts with what it shows', async () => {
    await setLanguage('bn');
    render(
      <ActiveFilters
        search={{ q: '', category: 'tablet', brand: null, condition: ['good'], neir: 'unregistered', location: '', minPrice: 10000, maxPrice: null, sort: 'newest' }}
        fixedCategory={null}
        onChange={vi.fn()}
        onClear={vi.fn()}
      />,
    );
    expect(screen.getByRole('list', { name: 'চালু ফিল্টার' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ট্যাবলেট ফিল্টার সরান' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ভালো ফিল্টার সরান' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'NEIR-এ নিবন্ধিত নয় ফিল্টার সরান' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '৳১০,০০০ ও তার বেশি ফিল্টার সরান' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ফিল্টার মুছুন' })).toBeTruthy();
  });
});
