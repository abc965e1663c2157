// The seller's handover code entry as they use it: six digits or a message, the API's words on a
// wrong code (with the tries left), and a locked form after too many.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@mobile-planet/shared';
import { fakeApi, type ApiCall, type Reply } from '@/test/fake-api';
import { HandoverForm } from './handover-form';

vi.mock('firebase/auth', () => ({ signOut: vi.fn(async () => undefined) }));
vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null, authStateReady: async () => undefined } }));
vi.mock('react-hot-toast', () => ({ default: { error: vi.fn(), success: vi.fn() } }));

const BOOKING = { _id: '65f0a1b2c3d4e5f601234567', device: 'Samsung Galaxy A54', handover: { triesLeft: 5 } };

let calls: ApiCall[];
/** What the API received: each request's path and JSON body. */
const sent = () => calls.map((c) => ({ url: c.path, body: c.body }));
let reply: (call: ApiCall) => Reply;
beforeEach(() => {
  calls = fakeApi((call) => reply(call));
});

function renderForm(booking: Parameters<typeof HandoverForm>[0]['booking'] = BOOKING) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <HandoverForm booking={booking} />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  return {
    user,
    code: screen.getByLabelText('Handover code'),
    confirm: () => user.click(screen.getByRole('button', { name: 'Confirm handover' })),
  };
}

describe('the handover form', () => {
  it('says the code is 6 digits and sends nothing for fewer', async () => {
    const { user, code, confirm } = renderForm();
    await user.type(code, '12345');
    await confirm();
    expect(await screen.findByText(MSG.handoverCodeInvalid)).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(sent()).toHaveLength(0);
  });

  it('sends the six digits, forgiving a space, and shows the tries left', async () => {
    reply = () => ({ status: 200, body: { ...BOOKING, status: 'handed_over', history: [] } });
    const { user, code, confirm } = renderForm();
    expect(screen.getByText(/5 tries left/)).toBeTruthy();
    await user.type(code, '123 456');
    await confirm();
    await vi.waitFor(() => expect(sent()[0]).toEqual({ url: `/bookings/${BOOKING._id}/handover`, body: { code: '123456' } }));
  });

  it('shows the API’s words for a wrong code', async () => {
    reply = () => ({ status: 400, body: { message: 'That is not the buyer’s code: 4 tries left' } });
    const { user, code, confirm } = renderForm();
    await user.type(code, '000000');
    await confirm();
    expect((await screen.findByRole('alert')).textContent).toBe('That is not the buyer’s code: 4 tries left');
  });

  it('locks after too many wrong codes, until the time the API gave', async () => {
    reply = () => ({ status: 429, body: { message: 'Too many wrong codes. Try again in an hour.' }, headers: { 'Retry-After': '3600' } });
    const { user, code, confirm } = renderForm();
    await user.type(code, '000000');
    await confirm();
    expect((await screen.findByRole('alert')).textContent).toBe('Too many wrong codes. Try again in an hour.');
    expect(screen.getByText(/Too many wrong codes: you can try again after/)).toBeTruthy();
    expect(code.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Confirm handover' }).hasAttribute('disabled')).toBe(true);
  });

  it('starts locked when the deal says a lock is running', () => {
    const lockedUntil = new Date(Date.now() + 30 * 60_000).toISOString();
    const { code } = renderForm({ ...BOOKING, handover: { triesLeft: 0, lockedUntil } });
    expect(code.hasAttribute('disabled')).toBe(true);
  });
});
