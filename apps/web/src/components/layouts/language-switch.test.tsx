// বাংলা / English: the switch names the other language in its own script, and pressing it turns
// the whole app (and <html lang>) to that language and remembers the choice.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_KEY } from '@/config/ui';
import { i18n } from '@/lib/i18n';
import { LanguageSwitch } from './language-switch';

describe('LanguageSwitch', () => {
  it('offers বাংলা in English', () => {
    render(<LanguageSwitch />);
    const button = screen.getByRole('button', { name: 'বাংলা' });
    expect(button.getAttribute('lang')).toBe('bn');
  });

  it('switches the app to Bangla, says English, and remembers it', async () => {
    const user = userEvent.setup();
    render(<LanguageSwitch />);
    await user.click(screen.getByRole('button', { name: 'বাংলা' }));

    const back = await screen.findByRole('button', { name: 'English' });
    expect(back.getAttribute('lang')).toBe('en');
    expect(i18n.resolvedLanguage).toBe('bn');
    expect(document.documentElement.lang).toBe('bn');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('bn');
  });
});
