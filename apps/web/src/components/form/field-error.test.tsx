// A field's error line: nothing while the field is right; the schema's message in the reader's
// language, under the id the control points at, following a switch of language.
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG } from '@mobile-planet/shared';
import { setLanguage } from '@/lib/i18n';
import { FieldError } from './field-error';

describe('FieldError', () => {
  it('shows nothing without a message', () => {
    const { container } = render(<FieldError id="email-error" message={undefined} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows the message under its id, in the reader’s language', async () => {
    render(<FieldError id="email-error" message={MSG.emailRequired} />);
    expect(document.getElementById('email-error')?.textContent).toBe('Email Address is required');
    await act(() => setLanguage('bn'));
    expect(screen.getByText('ইমেইল ঠিকানা দিতে হবে').id).toBe('email-error');
  });
});
