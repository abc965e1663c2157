// The routing error screen in both languages: the spec's English words, and Bangla.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { RouteErrorScreen } from './route-error';

vi.mock('@/lib/auth', () => ({ useAuth: () => ({ signOut: async () => undefined }) }));

function renderFailingRoute() {
  const router = createMemoryRouter([
    {
      path: '/',
      errorElement: <RouteErrorScreen />,
      Component: () => {
        throw new Error('Boom');
      },
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('RouteErrorScreen', () => {
  it('says the spec’s words in English', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailingRoute();
    expect(await screen.findByRole('heading', { name: 'Something went wrong!!' })).toBeTruthy();
    expect(screen.getByText('Unhandled Thrown Error!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('says them in Bangla', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await setLanguage('bn');
    renderFailingRoute();
    expect(await screen.findByRole('heading', { name: 'কিছু একটা ভুল হয়েছে!!' })).toBeTruthy();
    expect(screen.getByText('অপ্রত্যাশিত ত্রুটি!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'সাইন আউট' })).toBeTruthy();
  });
});
