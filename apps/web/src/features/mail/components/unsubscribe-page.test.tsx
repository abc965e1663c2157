// The unsubscribe page a mail's link opens: it says which mail stops, unsubscribes only on the
// click (a mail scanner opening the link changes nothing), and says a bad link plainly; in Bangla too.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { fakeApi } from '@/test/fake-api';
import { UnsubscribePage } from './unsubscribe-page';

vi.mock('react-hot-toast', () => ({ default: { error: vi.fn(), success: vi.fn() } }));

const TOKEN = 'aaa.bbb.ccc';
let posted: unknown[];
let subscribed: boolean;

beforeEach(async () => {
  await setLanguage('en');
  posted = [];
  subscribed = true;
  fakeApi((call) => {
    if (call.path === '/mail/unsubscribe' && call.params.token !== TOKEN && call.body === undefined) {
      return { status: 400, body: { code: 'unsubscribe_link_invalid', message: 'This unsubscribe link is not valid: change your email settings in your dashboard instead' } };
    }
    if (call.path === '/mail/unsubscribe' && call.method === 'GET') return { body: { topic: 'offers', subscribed } };
    if (call.path === '/mail/unsubscribe' && call.method === 'POST') {
      posted.push(call.body);
      subscribed = false;
      return { body: { topic: 'offers', subscribed: false } };
    }
    return { status: 404, body: {} };
  });
});

function open(token = TOKEN) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <UnsubscribePage token={token} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('the unsubscribe page', () => {
  it('asks first, and unsubscribes from that topic on the one click', async () => {
    const user = open();
    expect(await screen.findByText('Stop emails about offers?')).toBeTruthy();
    expect(posted).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('status')).textContent).toBe('Done: we no longer email you about offers.');
    expect(posted).toEqual([{ token: TOKEN }]);
    expect(screen.getByRole('link', { name: 'Change all your email settings' }).getAttribute('href')).toBe('/dashboard/email-settings');
  });

  it('says so when the topic is already off', async () => {
    subscribed = false;
    open();
    expect(await screen.findByText('You do not get emails about offers.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('says a bad link is not valid, with the way to the settings', async () => {
    open('forged.x.y');
    expect((await screen.findByRole('alert')).textContent).toMatch(/unsubscribe link is not valid/);
    expect(screen.getByRole('link', { name: 'Change all your email settings' })).toBeTruthy();
  });

  it('reads in Bangla', async () => {
    await setLanguage('bn');
    open();
    expect(await screen.findByText('অফার নিয়ে ইমেইল বন্ধ করবেন?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'আনসাবস্ক্রাইব করুন' })).toBeTruthy();
  });
});
