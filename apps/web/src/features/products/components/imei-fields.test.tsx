// Add Product's IMEI: required for phones, optional for tablets, checked with the shared rule as it
// is typed (messages letter for letter from MSG), a second IMEI for dual SIM, and the API's 409 for
// an IMEI already on another seller's listing shown under the field.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@mobile-planet/shared';
import { setLanguage } from '@/lib/i18n';
import { fakeApi, type ApiCall, type Reply } from '@/test/fake-api';
import { AddProductForm } from './add-product-form';

vi.mock('firebase/auth', () => ({ signOut: vi.fn(async () => undefined) }));
vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null, authStateReady: async () => undefined } }));
vi.mock('react-hot-toast', () => ({ default: { error: vi.fn(), success: vi.fn() } }));

/** Wikipedia's example IMEI: its last digit is the Luhn check digit of the first 14. */
const VALID_IMEI = '490154203237518';
const WRONG_CHECK_DIGIT = '490154203237519';
const SECOND_IMEI = '356938035643809';
const DUPLICATE = 'This IMEI is already listed by another seller. If this is your phone, contact us.';

let calls: ApiCall[];
/** What the API received: each request's path and body (the photo's upload as 'photo'). */
const sent = () => calls.map((c) => ({ url: c.path, body: c.body instanceof FormData ? 'photo' : c.body }));
let answer: (call: ApiCall) => Reply;
beforeEach(() => {
  answer = (call) =>
    call.path === '/images'
      ? { status: 201, body: { success: true, data: { url: '/images/65f0a1b2c3d4e5f601234567' } } }
      : { status: 201, body: { acknowledged: true, insertedId: '65f0a1b2c3d4e5f601234568' } };
  calls = fakeApi((call) => answer(call));
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <AddProductForm sellerName="Rahim Uddin" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  const imei = () => screen.getByLabelText(/^IMEI/);
  const message = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
  return { user, imei, message, submit: () => user.click(screen.getByRole('button', { name: 'Add product' })) };
}

/** Every other field, valid, so the IMEI decides. */
async function fillTheRest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Device name'), 'Samsung Galaxy A54 5G');
  await user.selectOptions(screen.getByLabelText('Category'), 'smartphone');
  await user.type(screen.getByLabelText('Resale price (Taka)'), '25000');
  await user.type(screen.getByLabelText('Original price (Taka)'), '42000');
  await user.type(screen.getByLabelText('Years of use'), '1');
  await user.type(screen.getByLabelText('Contact number'), '01712345678');
  await user.type(screen.getByLabelText('Location'), 'Mirpur, Dhaka');
  await user.type(screen.getByLabelText('Description'), 'Works well');
  await user.upload(screen.getByLabelText('Photos'), new File(['png'], 'phone.png', { type: 'image/png' }));
  await user.click(screen.getByRole('radio', { name: 'Registered in NEIR' }));
}

describe('the IMEI field', () => {
  it('is labelled IMEI for phones, with the *#06# hint and a number keypad', () => {
    const { imei, message } = renderForm();
    expect(imei().getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByLabelText('IMEI')).toBe(imei());
    expect(message(imei())).toBe('Dial *#06# to see it');
    expect(screen.getByLabelText('Second IMEI (dual SIM)')).toBeTruthy();
  });

  it('says an IMEI is 15 digits once the field is left short', async () => {
    const { user, imei, message } = renderForm();
    await user.type(imei(), '4901542');
    expect(screen.queryByText(MSG.imeiLength)).toBeNull();
    await user.tab();
    expect(await screen.findByText(MSG.imeiLength)).toBeTruthy();
    expect(message(imei())).toBe('An IMEI is 15 digits: dial *#06# to see it');
    expect(imei().getAttribute('aria-invalid')).toBe('true');
  });

  it('checks the check digit as soon as the 15th digit is in, and clears the message once it is right', async () => {
    const { user, imei } = renderForm();
    await user.type(imei(), WRONG_CHECK_DIGIT);
    expect(await screen.findByText('This IMEI is not valid: check the digits (dial *#06# to see it)')).toBeTruthy();
    await user.clear(imei());
    await user.type(imei(), '49015420-3237518');
    await vi.waitFor(() => expect(screen.queryByText(MSG.imeiCheckDigit)).toBeNull());
    expect(screen.queryByText(MSG.imeiLength)).toBeNull();
    expect(imei().getAttribute('aria-invalid')).toBeNull();
  });

  it('is required for a phone, and optional for a tablet', async () => {
    const { user, imei, submit } = renderForm();
    await submit();
    expect(await screen.findByText('IMEI is required: dial *#06# to see it')).toBeTruthy();
    expect(screen.getByText(MSG.deviceNameRequired)).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Category'), 'tablet');
    expect(screen.getByLabelText('IMEI (optional for tablets)')).toBe(imei());
    await vi.waitFor(() => expect(screen.queryByText(MSG.imeiRequired)).toBeNull());
  });

  it('wants a second IMEI that differs from the first', async () => {
    const { user, imei, submit } = renderForm();
    await user.type(imei(), VALID_IMEI);
    await user.type(screen.getByLabelText('Second IMEI (dual SIM)'), VALID_IMEI);
    await submit();
    expect(await screen.findByText('The second IMEI must differ from the first')).toBeTruthy();
  });

  it('sends both IMEIs as digits with the listing', async () => {
    const { user, imei, submit } = renderForm();
    await fillTheRest(user);
    await user.type(imei(), '49 0154 2032 3751 8');
    await user.type(screen.getByLabelText('Second IMEI (dual SIM)'), SECOND_IMEI);
    await submit();
    await vi.waitFor(() => expect(sent().map((s) => s.url)).toEqual(['/images', '/products']));
    expect(sent()[1]?.body).toMatchObject({ imei: VALID_IMEI, imei2: SECOND_IMEI, category: 'smartphone' });
  });

  it("shows the API's 409 for an IMEI on another seller's listing under the field", async () => {
    answer = (call) =>
      call.path === '/images'
        ? { status: 201, body: { success: true, data: { url: '/images/65f0a1b2c3d4e5f601234567' } } }
        : { status: 409, body: { message: DUPLICATE } };
    const { user, imei, message, submit } = renderForm();
    await fillTheRest(user);
    await user.type(imei(), VALID_IMEI);
    await submit();
    await vi.waitFor(() => expect(message(imei())).toBe(DUPLICATE));
    expect(imei().getAttribute('aria-invalid')).toBe('true');
  });

  it("shows a refusal that belongs to no field (a blocked seller's 403) above the button", async () => {
    const BLOCKED = 'Your account is blocked from listing: Listed a stolen phone';
    answer = (call) =>
      call.path === '/images'
        ? { status: 201, body: { success: true, data: { url: '/images/65f0a1b2c3d4e5f601234567' } } }
        : { status: 403, body: { message: BLOCKED } };
    const { user, imei, submit } = renderForm();
    await fillTheRest(user);
    await user.type(imei(), VALID_IMEI);
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(BLOCKED);
  });

  it('reads in Bangla: labels, options, the posted date in Bangla digits and the messages', async () => {
    await setLanguage('bn');
    const { user, imei, message } = renderForm();
    expect(screen.getByLabelText('ডিভাইসের নাম')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'স্মার্টফোন' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'চমৎকার' })).toBeTruthy();
    expect(screen.getByLabelText('IMEI')).toBe(imei());
    expect(message(imei())).toBe('দেখতে *#06# ডায়াল করুন');
    expect((screen.getByLabelText('পোস্টের তারিখ') as HTMLInputElement).value).toMatch(/^[০-৯]+ \S+ [০-৯]{4}$/);
    await user.click(screen.getByRole('button', { name: 'পণ্য যোগ করুন' }));
    expect(await screen.findByText('IMEI দিতে হবে: দেখতে *#06# ডায়াল করুন')).toBeTruthy();
    expect(screen.getByText('ডিভাইসের নাম দিতে হবে')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('ক্যাটাগরি'), 'tablet');
    expect(screen.getByLabelText('IMEI (ট্যাবলেটের জন্য ঐচ্ছিক)')).toBe(imei());
  });
});
