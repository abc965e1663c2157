// An email already registered: the register form's refusal says so in words and offers to sign in
// instead, keeping where the visitor was going.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { identityRefusal } from '../utils/identity-refusal';
import { RefusalLine } from './refusal-line';

const emailTaken = Object.assign(new Error('Firebase: Error (auth/email-already-in-use).'), { code: 'auth/email-already-in-use' });

describe('a sign-up refusal', () => {
  it('says an email already registered in words, with a link to sign in instead', async () => {
    await setLanguage('en');
    render(
      <MemoryRouter initialEntries={[{ pathname: '/register', state: { from: { pathname: '/dashboard' } } }]}>
        <RefusalLine refusal={identityRefusal(emailTaken)} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert').textContent).toBe('An account with this email already exists.');
    expect(screen.getByRole('link', { name: 'Sign in instead' }).getAttribute('href')).toBe('/login');
  });

  it('in Bangla too', async () => {
    await setLanguage('bn');
    render(
      <MemoryRouter>
        <RefusalLine refusal={identityRefusal(emailTaken)} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert').textContent).toBe('এই ইমেইলে আগে থেকেই একটি অ্যাকাউন্ট আছে।');
    expect(screen.getByRole('link', { name: 'বরং সাইন ইন করুন' })).toBeTruthy();
    await setLanguage('en');
  });

  it('is nothing for an error the provider did not make', () => {
    expect(identityRefusal(new Error('The database is not answering.'))).toBeNull();
    expect(identityRefusal(null)).toBeNull();
  });
});
