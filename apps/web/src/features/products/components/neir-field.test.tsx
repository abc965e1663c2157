// The listing form's NEIR status: asked of every device with an IMEI (a phone always, a tablet once
// one is typed) as a labelled radio group with no default, required (the shared rule's message, in
// either language), sent with the listing, the API's refusal shown under it; editing starts from the
// listing's status and sends it only when changed, and a listing without an IMEI is not asked.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG, type Product } from '@mobile-planet/shared';
import { setLanguage } from '@/lib/i18n';
import { fakeApi, type ApiCall, type Reply } from '@/test/fake-api';
import { AddProductForm } from './add-product-form';

vi.mock('firebase/auth', () => ({ signOut: vi.fn(async () => undefined) }));
vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null, authStateReady: async () => undefined } }));
vi.mock('react-hot-toast', () => ({ default: { error: vi.fn(), success: vi.fn() } }));

const VALID_IMEI = '490154203237518';
const COVER = 'http://api.test/images/65f0a1b2c3d4e5f601234561';

const LISTING: Product = {
  _id: '65f0a1b2c3d4e5f601234500',
  customID: 'MP-1A2B3C4D',
  deviceName: 'Google Pixel 7 128GB',
  brand: 'Google',
  sellerName: 'Rahim Uddin',
  sellerEmail: 'rahim@example.com',
  resalePrice: 45000,
  originalPrice: 72000,
  yearsOfUse: 1.5,
  postedDate: '22 Nov 2026',
  category: 'smartphone',
  condition: 'excellent',
  Contact: '01711000000',
  Location: 'Dhaka',
  description: 'Snow, always in a case.',
  img: COVER,
  photos: [COVER],
  status: 'available',
  advertised: false,
  createdAt: '2026-11-22T10:00:00.000Z',
  imeiLast4: '7518',
  neir: 'unregistered',
};

let calls: ApiCall[];
let answer: (call: ApiCall) => Reply;
/** The body of the listing's write (POST /products or PATCH /products/{id}). */
const listingBody = () => calls.find((c) => c.path.startsWith('/products'))?.body as Record<string, unknown> | undefined;
beforeEach(async () => {
  await setLanguage('en');
  answer = (call) =>
    call.path === '/images'
      ? { status: 201, body: { success: true, data: { url: '/images/65f0a1b2c3d4e5f601234567' } } }
      : call.method === 'PATCH'
        ? { status: 200, body: { ...LISTING, ...(call.body as object) } }
        : { status: 201, body: { acknowledged: true, insertedId: '65f0a1b2c3d4e5f601234568' } };
  calls = fakeApi((call) => answer(call));
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => setLanguage('en'));

function renderForm(listing?: Product) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const { unmount } = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <AddProductForm sellerName="Rahim Uddin" {...(listing ? { listing } : {})} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  const group = () => screen.queryByRole('group', { name: 'NEIR registration' });
  /** The line under the group (its aria-describedby): the hint, or the message. */
  const note = () => document.getElementById(group()?.getAttribute('aria-describedby') ?? '')?.textContent;
  return { user, group, note, unmount, submit: (name = 'Add product') => user.click(screen.getByRole('button', { name })) };
}

/** Every field but the NEIR status, valid, for a phone with an IMEI. */
async function fillPhone(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Device name'), 'Google Pixel 7 128GB');
  await user.selectOptions(screen.getByLabelText('Category'), 'smartphone');
  await user.type(screen.getByLabelText('IMEI'), VALID_IMEI);
  await user.type(screen.getByLabelText('Resale price (Taka)'), '45000');
  await user.type(screen.getByLabelText('Original price (Taka)'), '72000');
  await user.type(screen.getByLabelText('Years of use'), '1.5');
  await user.type(screen.getByLabelText('Contact number'), '01712345678');
  await user.type(screen.getByLabelText('Location'), 'Uttara, Dhaka');
  await user.type(screen.getByLabelText('Description'), 'Snow, always in a case.');
  await user.upload(screen.getByLabelText('Photos'), new File(['png'], 'phone.png', { type: 'image/png' }));
}

describe('adding a listing', () => {
  it('asks a phone whether it is registered in NEIR: two labelled radios, none chosen for the seller', () => {
    const { group, note } = renderForm();
    const radios = within(group()!).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['registered', 'unregistered']);
    expect(screen.getByRole('radio', { name: 'Registered in NEIR' })).toHaveProperty('checked', false);
    expect(screen.getByRole('radio', { name: 'Not registered' })).toHaveProperty('checked', false);
    expect(note()).toContain('registered in NEIR');
  });

  it('requires a choice, and the message goes once one is made', async () => {
    const { user, group, note, submit } = renderForm();
    await submit();
    await vi.waitFor(() => expect(note()).toBe(MSG.neirRequired));
    expect(screen.getByRole('radio', { name: 'Registered in NEIR' }).getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('radio', { name: 'Not registered' }));
    await submit();
    await vi.waitFor(() => expect(within(group()!).queryByText(MSG.neirRequired)).toBeNull());
  });

  it('sends the chosen status with the listing', async () => {
    const { user, submit } = renderForm();
    await fillPhone(user);
    await user.click(screen.getByRole('radio', { name: 'Not registered' }));
    await submit();
    await vi.waitFor(() => expect(listingBody()).toMatchObject({ category: 'smartphone', imei: VALID_IMEI, neir: 'unregistered' }));
  });

  it('does not ask a tablet without an IMEI (and sends no status), but asks once an IMEI is typed', async () => {
    const { user, group, submit } = renderForm();
    await fillPhone(user);
    await user.click(screen.getByRole('radio', { name: 'Registered in NEIR' }));
    await user.selectOptions(screen.getByLabelText('Category'), 'tablet');
    expect(group()).not.toBeNull(); // the IMEI is still there
    await user.clear(screen.getByLabelText('IMEI (optional for tablets)'));
    expect(group()).toBeNull();
    await submit();
    await vi.waitFor(() => expect(listingBody()).toBeDefined());
    expect(listingBody()).not.toHaveProperty('neir');
    expect(listingBody()).not.toHaveProperty('imei');

    await user.type(screen.getByLabelText('IMEI (optional for tablets)'), '4');
    expect(group()).not.toBeNull();
  });

  it("shows the API's refusal of the status under the group", async () => {
    answer = (call) =>
      call.path === '/images'
        ? { status: 201, body: { success: true, data: { url: '/images/65f0a1b2c3d4e5f601234567' } } }
        : { status: 400, body: { code: 'validation_failed', message: MSG.neirInvalid, errors: { neir: MSG.neirInvalid }, fieldCodes: { neir: 'neirInvalid' } } };
    const { user, note, submit } = renderForm();
    await fillPhone(user);
    await user.click(screen.getByRole('radio', { name: 'Registered in NEIR' }));
    await submit();
    await vi.waitFor(() => expect(note()).toBe(MSG.neirInvalid));
  });

  it('reads in Bangla: the group, its choices and the message', async () => {
    await setLanguage('bn');
    const { user } = renderForm();
    const group = screen.getByRole('group', { name: 'NEIR নিবন্ধন' });
    expect(within(group).getByRole('radio', { name: 'NEIR-এ নিবন্ধিত' })).toBeTruthy();
    expect(within(group).getByRole('radio', { name: 'নিবন্ধিত নয়' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'পণ্য যোগ করুন' }));
    expect(await within(group).findByText('ফোনটি NEIR-এ নিবন্ধিত কি না জানান')).toBeTruthy();
  });
});

describe('editing a listing', () => {
  it("starts from the listing's status and sends it only when the seller changes it", async () => {
    const { user, submit } = renderForm(LISTING);
    expect(screen.getByRole('radio', { name: 'Not registered' })).toHaveProperty('checked', true);
    const price = screen.getByLabelText('Resale price (Taka)');
    await user.clear(price);
    await user.type(price, '44000');
    await submit('Save changes');
    await vi.waitFor(() => expect(listingBody()).toEqual({ resalePrice: 44000 }));

    calls.length = 0;
    await user.click(screen.getByRole('radio', { name: 'Registered in NEIR' }));
    await submit('Save changes');
    await vi.waitFor(() => expect(listingBody()).toMatchObject({ neir: 'registered' }));
  });

  it('asks a listing made before sellers were asked, with nothing chosen; a listing without an IMEI is not asked', () => {
    const { neir: _neir, ...unknown } = LISTING;
    const { group, unmount } = renderForm(unknown);
    expect(within(group()!).getAllByRole('radio').every((r) => !(r as HTMLInputElement).checked)).toBe(true);
    unmount();
    const { imeiLast4: _last4, neir: _n, ...wifiTablet } = { ...LISTING, category: 'tablet' as const };
    renderForm(wifiTablet);
    expect(screen.queryByRole('group', { name: 'NEIR registration' })).toBeNull();
  });
});
