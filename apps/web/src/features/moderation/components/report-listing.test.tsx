// Reporting a listing: the Report button only for signed-in users who are not its seller; the
// dialog's reasons in words, its messages, what it sends, the thanks, and the API's 409 in the dialog.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@mobile-planet/shared';
import { useAuth, useCurrentUser, type AuthContextValue } from '@/lib/auth';
import { setLanguage } from '@/lib/i18n';
import { fakeApi, type ApiCall } from '@/test/fake-api';
import { ReportListing } from './report-listing';

vi.mock('@/lib/auth', () => ({ useAuth: vi.fn(), useCurrentUser: vi.fn() }));
vi.mock('firebase/auth', () => ({ signOut: vi.fn(async () => undefined) }));
vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null, authStateReady: async () => undefined } }));
vi.mock('react-hot-toast', () => ({ default: { error: vi.fn(), success: vi.fn() } }));

const PRODUCT_ID = '65f0a1b2c3d4e5f601234567';
const SELLER_ID = '65f0a1b2c3d4e5f60000aaaa';
const BUYER_ID = '65f0a1b2c3d4e5f60000bbbb';
const ALREADY = 'You have already reported this listing; an admin will look at it.';

let calls: ApiCall[];
/** What the API received: each request's path and JSON body. */
const sent = () => calls.map((c) => ({ url: c.path, body: c.body }));
let status: number;
beforeEach(() => {
  status = 201;
  calls = fakeApi(() => ({ status, body: status === 201 ? { acknowledged: true, insertedId: 'r'.repeat(24) } : { message: ALREADY } }));
});

function signedInAs(id: string | null) {
  vi.mocked(useAuth).mockReturnValue({ user: id ? { email: 'someone@example.com' } : null } as unknown as AuthContextValue);
  vi.mocked(useCurrentUser).mockReturnValue({ data: id ? { _id: id, name: 'Someone', email: 'someone@example.com', role: 'Buyer' } : undefined } as ReturnType<
    typeof useCurrentUser
  >);
}

function renderReport() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ReportListing productId={PRODUCT_ID} sellerId={SELLER_ID} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Report' }));
  const dialog = screen.getByRole('dialog', { name: 'Report this listing' });
  await within(dialog).findByLabelText('Reason'); // the form is its own chunk
  return dialog;
}

describe('the Report button', () => {
  it('is offered to a signed-in user who is not the seller', () => {
    signedInAs(BUYER_ID);
    renderReport();
    expect(screen.getByRole('button', { name: 'Report' })).toBeTruthy();
  });

  it('is not offered to the seller, nor to a visitor', () => {
    signedInAs(SELLER_ID);
    renderReport();
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
    signedInAs(null);
    renderReport();
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
  });
});

describe('the report dialog', () => {
  beforeEach(() => signedInAs(BUYER_ID));

  it('names every reason in words', async () => {
    const user = renderReport();
    const dialog = await openDialog(user);
    const options = within(within(dialog).getByLabelText('Reason')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Choose a reason', 'Stolen device', 'Fake or wrong photos', 'Wrong price', 'Scam', 'Other']);
  });

  it('asks for a reason and words before it sends anything', async () => {
    const user = renderReport();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(MSG.reportReasonInvalid)).toBeTruthy();
    expect(within(dialog).getByText('Tell us what is wrong with this listing')).toBeTruthy();
    expect(sent()).toHaveLength(0);
  });

  it('sends the reason and the words for this listing, thanks the reporter and closes', async () => {
    const user = renderReport();
    const dialog = await openDialog(user);
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'Stolen device');
    await user.type(within(dialog).getByLabelText('What is wrong?'), '  Same phone was stolen from my shop  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Thanks: an admin will look at this listing'));
    expect(sent()).toEqual([{ url: `/products/${PRODUCT_ID}/reports`, body: { reason: 'stolen', text: 'Same phone was stolen from my shop' } }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the API's 409 (a report still open) in the dialog", async () => {
    status = 409;
    const user = renderReport();
    const dialog = await openDialog(user);
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'scam');
    await user.type(within(dialog).getByLabelText('What is wrong?'), 'Asks for payment before meeting');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(ALREADY);
    expect(toast.success).not.toHaveBeenCalled();
  });
});

describe('the report dialog in Bangla', () => {
  beforeEach(() => signedInAs(BUYER_ID));

  it('speaks Bangla to a Bangla reader, the thanks included', async () => {
    await setLanguage('bn');
    const user = renderReport();
    await user.click(screen.getByRole('button', { name: 'রিপোর্ট' }));
    const dialog = screen.getByRole('dialog', { name: 'এই বিজ্ঞাপনটি রিপোর্ট করুন' });
    const options = within(await within(dialog).findByLabelText('কারণ')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['একটি কারণ বেছে নিন', 'চুরি করা ডিভাইস', 'ভুয়া বা ভুল ছবি', 'ভুল দাম', 'প্রতারণা', 'অন্যান্য']);
    await user.selectOptions(within(dialog).getByLabelText('কারণ'), 'stolen');
    await user.type(within(dialog).getByLabelText('কী সমস্যা?'), 'Same phone was stolen from my shop');
    await user.click(within(dialog).getByRole('button', { name: 'রিপোর্ট পাঠান' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('ধন্যবাদ: একজন অ্যাডমিন এই বিজ্ঞাপনটি দেখবেন'));
  });
});
