// The login form as a visitor uses it (spec §4, §5): the spec's messages letter for letter under the
// fields, nothing sent while they show, the provider's refusal in red, then on to where they were going.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth, type AuthContextValue } from '@/lib/auth';
import { setLanguage } from '@/lib/i18n';
import { LoginForm } from './login-form';

vi.mock('@/lib/auth', () => ({ useAuth: vi.fn() }));
vi.mock('@/lib/firebase', () => ({ auth: {} }));

const signIn = vi.fn<AuthContextValue['signIn']>();
beforeEach(() => {
  vi.mocked(useAuth).mockReturnValue({ signIn, signInWithGoogle: vi.fn(), resetPassword: vi.fn() } as unknown as AuthContextValue);
  signIn.mockResolvedValue({} as Awaited<ReturnType<AuthContextValue['signIn']>>);
});

/** The login screen, reached from `from` (a guarded page that sent the visitor here). */
function renderLogin(from = '/dashboard/my-orders') {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/login', state: { from: { pathname: from } } }]}>
      <Routes>
        <Route path="/login" element={<LoginForm />} />
        <Route path={from} element={<p>the page they wanted</p>} />
      </Routes>
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  return {
    user,
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Password'),
    submit: () => user.click(screen.getByRole('button', { name: 'login' })),
  };
}

describe('the login form', () => {
  it('shows the spec’s required messages under empty fields, tied to them, and signs nobody in', async () => {
    const { email, password, submit } = renderLogin();
    await submit();
    expect(await screen.findByText('Email Address is required')).toBeTruthy();
    expect(screen.getByText('Password required')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Email Address is required');
    expect(document.getElementById(password.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Password required');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('takes blanks for an empty email', async () => {
    const { user, email, password, submit } = renderLogin();
    await user.type(email, '   ');
    await user.type(password, 'Buyer#2002!');
    await submit();
    expect(await screen.findByText('Email Address is required')).toBeTruthy();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('says a password shorter than 8 characters is too short, and an email must be valid', async () => {
    const { user, email, password, submit } = renderLogin();
    await user.type(email, 'buyer@');
    await user.type(password, 'Abc#12');
    await submit();
    expect(await screen.findByText('Password must be 8 characters or long')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('clears a message once the field is right and sent again', async () => {
    const { user, email, password, submit } = renderLogin();
    await submit();
    await screen.findByText('Email Address is required');
    await user.type(email, 'buyer@mobileplanet.test');
    await user.type(password, 'Buyer#2002!');
    await submit();
    expect(screen.queryByText('Email Address is required')).toBeNull();
    expect(screen.queryByText('Password required')).toBeNull();
  });

  it('signs in with the typed email (trimmed, lower case) and goes on to the page the visitor wanted', async () => {
    const { user, email, password, submit } = renderLogin('/dashboard/my-orders');
    await user.type(email, '  Buyer@MobilePlanet.test ');
    await user.type(password, 'Buyer#2002!');
    await submit();
    expect(await screen.findByText('the page they wanted')).toBeTruthy();
    expect(signIn).toHaveBeenCalledWith('buyer@mobileplanet.test', 'Buyer#2002!');
  });

  it('says a wrong password in words, not the provider’s code, in red, and stays on the form', async () => {
    signIn.mockRejectedValue(Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), { code: 'auth/invalid-credential' }));
    const { user, email, password, submit } = renderLogin();
    await user.type(email, 'buyer@mobileplanet.test');
    await user.type(password, 'Wrong#2002!');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That email and password do not match. Check them and try again, or press Forget Password? to set a new password.',
    );
    expect(screen.queryByText(/Firebase|auth\//)).toBeNull();
    expect(screen.queryByText('the page they wanted')).toBeNull();
    expect(screen.getByRole('button', { name: 'login' }).hasAttribute('disabled')).toBe(false);
  });

  it('offers to create an account when there is none for the email', async () => {
    signIn.mockRejectedValue(new Error('Firebase: Error (auth/user-not-found).'));
    const { user, email, password, submit } = renderLogin();
    await user.type(email, 'nobody@mobileplanet.test');
    await user.type(password, 'Buyer#2002!');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('There is no account with this email yet. Create one, or check the email for a typo.');
    expect(screen.getAllByRole('link', { name: 'Create new account' })).toHaveLength(2);
  });

  it('keeps a refusal it does not know as it was said', async () => {
    signIn.mockRejectedValue(new Error('Firebase: Error (auth/something-new).'));
    const { user, email, password, submit } = renderLogin();
    await user.type(email, 'buyer@mobileplanet.test');
    await user.type(password, 'Buyer#2002!');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Firebase: Error (auth/something-new).');
  });

  it('speaks Bangla to a Bangla reader: labels, buttons and the spec’s messages', async () => {
    await setLanguage('bn');
    render(
      <MemoryRouter>
        <LoginForm />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    expect(screen.getByLabelText('ইমেইল')).toBeTruthy();
    expect(screen.getByLabelText('পাসওয়ার্ড')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'পাসওয়ার্ড ভুলে গেছেন?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'গুগল দিয়ে চালিয়ে যান' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'নতুন অ্যাকাউন্ট খুলুন' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'লগইন' }));
    expect(await screen.findByText('ইমেইল ঠিকানা দিতে হবে')).toBeTruthy();
    expect(screen.getByText('পাসওয়ার্ড দিতে হবে')).toBeTruthy();
    expect(signIn).not.toHaveBeenCalled();

    signIn.mockRejectedValue(new Error('Firebase: Error (auth/wrong-password).'));
    await user.type(screen.getByLabelText('ইমেইল'), 'buyer@mobileplanet.test');
    await user.type(screen.getByLabelText('পাসওয়ার্ড'), 'Wrong#2002!');
    await user.click(screen.getByRole('button', { name: 'লগইন' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'এই ইমেইল ও পাসওয়ার্ড মেলেনি। দেখে নিয়ে আবার চেষ্টা করুন, অথবা নতুন পাসওয়ার্ড দিতে পাসওয়ার্ড ভুলে গেছেন? চাপুন।',
    );
  });
});
