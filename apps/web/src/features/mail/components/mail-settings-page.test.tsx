// The email settings page: the saved topics and language as loaded, a change sent whole to
// PUT /me/mail-settings, a refusal said; and the language the reader reads in sent once to the API.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MailSettings } from '@mobile-planet/shared';
import { useAuth, type AuthContextValue } from '@/lib/auth';
import { setLanguage } from '@/lib/i18n';
import { fakeApi, type ApiCall } from '@/test/fake-api';
import { MailLanguageSync } from './mail-language-sync';
import { MailSettingsPage } from './mail-settings-page';

vi.mock('@/lib/auth', () => ({ useAuth: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { error: vi.fn(), success: vi.fn() } }));

const EMAIL = 'seller@mobileplanet.test';
let saved: MailSettings;
let refuse: boolean;
let calls: ApiCall[];

beforeEach(async () => {
  await setLanguage('en');
  localStorage.clear();
  vi.mocked(useAuth).mockReturnValue({ user: { email: EMAIL }, loading: false } as unknown as AuthContextValue);
  saved = { language: 'en', topics: { deals: true, offers: true, favourites: false, saved_searches: true } };
  refuse = false;
  calls = fakeApi((call) => {
    if (call.path !== '/me/mail-settings') return { status: 404, body: {} };
    if (call.method === 'PUT') {
      if (refuse) return { status: 400, body: { code: 'validation_failed', message: 'Must be en or bn', errors: { language: 'Must be en or bn' } } };
      const input = call.body as Partial<MailSettings>;
      saved = { language: input.language ?? saved.language, topics: { ...saved.topics, ...input.topics } };
    }
    return { body: saved };
  });
});

function renderWith(ui: React.ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const rendered = render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return Object.assign(userEvent.setup(), { unmount: rendered.unmount });
}

describe('the email settings page', () => {
  it('shows what is saved, and saves a change of topics and language', async () => {
    const user = renderWith(<MailSettingsPage />);
    const offers = await screen.findByRole('checkbox', { name: /^Offers/ });
    expect((offers as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /^Favourites/ }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('radio', { name: 'English' }) as HTMLInputElement).checked).toBe(true);

    await user.click(offers);
    await user.click(screen.getByRole('radio', { name: 'বাংলা (Bangla)' }));
    await user.click(screen.getByRole('button', { name: 'Save email settings' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      language: 'bn',
      topics: { deals: true, offers: false, favourites: false, saved_searches: true },
    });
    expect(saved.topics.offers).toBe(false);
  });

  it('says when the save was refused', async () => {
    refuse = true;
    const user = renderWith(<MailSettingsPage />);
    await user.click(await screen.findByRole('button', { name: 'Save email settings' }));
    expect((await screen.findByText(/^Could not save your email settings/)).textContent).toMatch(/Must be en or bn/);
  });

  it('reads in Bangla', async () => {
    await setLanguage('bn');
    renderWith(<MailSettingsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'ইমেইল সেটিংস' })).toBeTruthy();
    expect(await screen.findByRole('checkbox', { name: /^অফার/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ইমেইল সেটিংস সংরক্ষণ করুন' })).toBeTruthy();
  });
});

describe('the mail language', () => {
  it('is sent once per person and language: again only after a switch', async () => {
    const puts = () => calls.filter((c) => c.method === 'PUT').map((c) => c.body);
    const first = renderWith(<MailLanguageSync />);
    await vi.waitFor(() => expect(puts()).toEqual([{ language: 'en' }]));
    // Remembered once the API took it: the next page load (a new mount) sends nothing.
    await vi.waitFor(() => expect(localStorage.getItem('mp-mail-language')).toBe(`${EMAIL} en`));
    first.unmount();
    renderWith(<MailLanguageSync />);
    await new Promise((r) => setTimeout(r, 50));
    expect(puts()).toEqual([{ language: 'en' }]);
    await setLanguage('bn');
    await vi.waitFor(() => expect(puts()).toEqual([{ language: 'en' }, { language: 'bn' }]));
  });
});
