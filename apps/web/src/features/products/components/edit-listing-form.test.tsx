// The listing form editing a listing: it starts from the listing's values and photos, shows the IMEI
// without letting it change, and sends only what the seller changed (PATCH), new photos uploaded
// first and the whole order sent; the API's 409 is said.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@mobile-planet/shared';
import hotToast from 'react-hot-toast';
import { fakeApi, type ApiCall, type Reply } from '@/test/fake-api';
import { AddProductForm } from './add-product-form';

vi.mock('firebase/auth', () => ({ signOut: vi.fn(async () => undefined) }));
vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null, authStateReady: async () => undefined } }));
vi.mock('react-hot-toast', () => ({ default: { error: vi.fn(), success: vi.fn() } }));

const COVER = 'http://api.test/images/65f0a1b2c3d4e5f601234561';
const SECOND = 'http://api.test/images/65f0a1b2c3d4e5f601234562';
const UPLOADED = '/images/65f0a1b2c3d4e5f601234569';

const LISTING: Product = {
  _id: '65f0a1b2c3d4e5f601234500',
  customID: 'MP-1A2B3C4D',
  deviceName: 'Samsung Galaxy A54 5G',
  brand: 'Samsung',
  sellerName: 'Rahim Uddin',
  sellerEmail: 'rahim@example.com',
  resalePrice: 32000,
  originalPrice: 45000,
  yearsOfUse: 1,
  postedDate: '22 Nov 2026',
  category: 'smartphone',
  condition: 'good',
  Contact: '01711000000',
  Location: 'Dhaka',
  description: 'Works well',
  img: COVER,
  photos: [COVER, SECOND],
  status: 'available',
  advertised: false,
  createdAt: '2026-11-22T10:00:00.000Z',
  imeiLast4: '7518',
};

let calls: ApiCall[];
let answer: (call: ApiCall) => Reply;
beforeEach(() => {
  answer = (call) =>
    call.path === '/images' ? { status: 201, body: { success: true, data: { url: UPLOADED } } } : { status: 200, body: { ...LISTING, ...(call.body as object) } };
  calls = fakeApi((call) => answer(call));
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

function renderEdit() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <AddProductForm sellerName="Rahim Uddin" listing={LISTING} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  return { user, save: () => user.click(screen.getByRole('button', { name: 'Save changes' })) };
}

describe('editing a listing', () => {
  it('starts from the listing, shows its IMEI as fixed, and sends only the new price', async () => {
    const { user, save } = renderEdit();
    expect(screen.getByLabelText('Device name')).toHaveProperty('value', 'Samsung Galaxy A54 5G');
    expect(screen.getByLabelText('Contact number')).toHaveProperty('value', '01711000000');
    expect(screen.getByText('IMEI ending 7518')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /IMEI/ })).toBeNull();
    expect(screen.getAllByRole('img', { name: /^Photo \d of 2$/ })).toHaveLength(2);

    const price = screen.getByLabelText('Resale price (Taka)');
    await user.clear(price);
    await user.type(price, '29500');
    await save();
    await vi.waitFor(() => expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`PATCH /products/${LISTING._id}`]));
    expect(calls[0]?.body).toEqual({ resalePrice: 29500 });
    await vi.waitFor(() => expect(hotToast.success).toHaveBeenCalledWith('Samsung Galaxy A54 5G is updated'));
  });

  it('uploads a new photo, then sends the whole order with it as the cover', async () => {
    const { user, save } = renderEdit();
    await user.upload(screen.getByLabelText('Photos'), new File(['png'], 'new.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Move photo 3 earlier' }));
    await user.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    await save();
    await vi.waitFor(() => expect(calls.map((c) => c.path)).toEqual(['/images', `/products/${LISTING._id}`]));
    expect(calls[1]?.body).toEqual({ photos: [UPLOADED, COVER, SECOND] });
  });

  it("says the API's refusal of a listing sold meanwhile", async () => {
    answer = () => ({ status: 409, body: { code: 'listing_already_sold', message: 'This device is already sold' } });
    const { user, save } = renderEdit();
    await user.type(screen.getByLabelText('Description'), ' and charger');
    await save();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'This device is already sold');
  });
});
