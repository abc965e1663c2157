import { describe, expect, it } from 'vitest';
import { requestLanguage } from './language';

const url = (path: string) => new URL(path, 'http://web.invalid');

describe('requestLanguage: the language the server renders a page in', () => {
  it('takes ?lang= first, then the remembered choice (cookie), then Accept-Language', () => {
    expect(requestLanguage(url('/?lang=bn'), { cookie: 'language=en', acceptLanguage: 'en' })).toBe('bn');
    expect(requestLanguage(url('/?lang=en'), { cookie: 'language=bn' })).toBe('en');
    expect(requestLanguage(url('/'), { cookie: 'theme=dark; language=bn', acceptLanguage: 'en-US' })).toBe('bn');
    expect(requestLanguage(url('/'), { acceptLanguage: 'bn-BD,bn;q=0.9,en;q=0.8' })).toBe('bn');
  });

  it('weighs Accept-Language by q and skips languages it does not have', () => {
    expect(requestLanguage(url('/'), { acceptLanguage: 'fr-FR, en;q=0.5, bn;q=0.8' })).toBe('bn');
    expect(requestLanguage(url('/'), { acceptLanguage: 'bn;q=0, en;q=0.1' })).toBe('en');
    expect(requestLanguage(url('/'), { acceptLanguage: 'hi-IN, fr' })).toBe('en');
  });

  it('ignores what is not one of its languages, and defaults to English', () => {
    expect(requestLanguage(url('/?lang=fr'), { cookie: 'language=xx' })).toBe('en');
    expect(requestLanguage(url('/'), {})).toBe('en');
  });
});
