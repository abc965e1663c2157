// Beside Add Product's price: one look-up per pause in typing, with the normalised model, and the
// guide's sentence (nothing when the market knows no prices of it).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PriceGuide } from '@mobile-planet/shared';
import { fakeApi, type ApiCall } from '@/test/fake-api';
import { PriceGuideHint } from './price-guide-hint';

vi.mock('firebase/auth', () => ({ signOut: vi.fn(async () => undefined) }));
vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null, authStateReady: async () => undefined } }));

const NONE: PriceGuide = { model: 'nokia 105', condition: null, useBand: null, neir: null, basis: 'none', sales: 0, count: 0, median: null, low: null, high: null };
let calls: ApiCall[];
/** The query strings the API was asked with. */
const asked = () => calls.map((c) => c.params);
let guide: PriceGuide;
beforeEach(() => {
  calls = fakeApi(() => ({ body: guide }));
});

function renderHint(deviceName: string, condition = 'good', yearsOfUse = '1', neir = '') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <PriceGuideHint deviceName={deviceName} condition={condition} yearsOfUse={yearsOfUse} neir={neir} />
    </QueryClientProvider>,
  );
  return {
    retype: (name: string) =>
      view.rerender(
        <QueryClientProvider client={queryClient}>
          <PriceGuideHint deviceName={name} condition={condition} yearsOfUse={yearsOfUse} neir={neir} />
        </QueryClientProvider>,
      ),
  };
}

describe('the price guide beside Add Product’s price', () => {
  it('looks the normalised model up once the typing pauses, and says what similar phones sold for', async () => {
    guide = { ...NONE, model: 'samsung galaxy a54', condition: 'good', useBand: '1-2', basis: 'sales', sales: 6, count: 6, median: 15000, low: 14000, high: 16500 };
    // The form starts empty; the seller types on.
    const { retype } = renderHint('');
    retype('Samsung Gal');
    retype('Samsung Galaxy A54 5G 8/256GB');
    expect(await screen.findByText('Similar phones sold for ৳14,000–16,500', {}, { timeout: 2000 })).toBeTruthy();
    expect(asked()).toEqual([{ model: 'samsung galaxy a54', condition: 'good', yearsOfUse: '1' }]);
  });

  it('asks for the NEIR status the seller chose, so registered and unregistered phones are compared apart', async () => {
    guide = { ...NONE, model: 'google pixel 7', neir: 'unregistered', basis: 'sales', sales: 5, count: 5, median: 38000, low: 36000, high: 40000 };
    renderHint('', 'excellent', '1', 'unregistered').retype('Pixel 7');
    expect(await screen.findByText('Similar phones sold for ৳36,000–40,000', {}, { timeout: 2000 })).toBeTruthy();
    expect(asked()).toEqual([{ model: 'google pixel 7', condition: 'excellent', yearsOfUse: '1', neir: 'unregistered' }]);
  });

  it('says what similar phones are listed for while sales are too few', async () => {
    guide = { ...NONE, basis: 'listings', count: 3, median: 3000, low: 2500, high: 3200 };
    renderHint('').retype('Nokia 105');
    expect(await screen.findByText('Similar phones are listed for ৳2,500–3,200', {}, { timeout: 2000 })).toBeTruthy();
  });

  it('says nothing when the market knows no prices', async () => {
    guide = NONE;
    renderHint('').retype('Nokia 105');
    await vi.waitFor(() => expect(asked()).toHaveLength(1), { timeout: 2000 });
    expect(screen.queryByText(/Similar phones/)).toBeNull();
  });
});
