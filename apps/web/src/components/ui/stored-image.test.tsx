// A stored photo shows from the API's address with the widths it serves; another host's picture
// keeps its one size; the rest of what the image is told (alt, sizes, loading) it keeps.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { imageSrcSet } from '@/lib/image-url';
import { StoredImage } from './stored-image';

const ID = '6b039a136cfd2e70aa48d7e5';

describe('StoredImage', () => {
  it('shows a stored photo from the API, offering its widths for the size it shows at', () => {
    render(<StoredImage src={`/images/${ID}`} sizes="5rem" alt="Galaxy A54" loading="lazy" className="h-20 w-20" />);
    const img = screen.getByRole('img', { name: 'Galaxy A54' });
    expect(img.getAttribute('src')).toBe(`/api/images/${ID}`);
    expect(img.getAttribute('srcset')).toBe(imageSrcSet(`/images/${ID}`));
    expect(img.getAttribute('sizes')).toBe('5rem');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('class')).toBe('h-20 w-20');
  });

  it('keeps another host’s picture as it is, in its one size', () => {
    render(<StoredImage src="https://i.ibb.co/x/phone.jpg" sizes="4rem" alt="" />);
    const img = document.querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://i.ibb.co/x/phone.jpg');
    expect(img?.hasAttribute('srcset')).toBe(false);
  });
});
