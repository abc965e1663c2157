// The listing form's photos: chosen files in order, the first marked the cover, moved by buttons
// (the focus staying on the moved photo), removed, and no more than LISTING_PHOTOS_MAX taken.
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LISTING_PHOTOS_MAX } from '@mobile-planet/shared';
import { setLanguage } from '@/lib/i18n';
import type { PhotoItem } from '../utils/add-product-schema';
import { PhotosField, movePhoto } from './photos-field';

const url = (n: number): PhotoItem => ({ key: `u${n}`, url: `/images/65f0a1b2c3d4e5f60123456${n}` });

/** The field with its state, as the form holds it; `seen` gets every change. */
function Harness({ initial, seen }: { initial: PhotoItem[]; seen?: (photos: PhotoItem[]) => void }) {
  const [photos, setPhotos] = useState(initial);
  return (
    <PhotosField
      id="photos"
      photos={photos}
      onChange={(next) => {
        seen?.(next);
        setPhotos(next);
      }}
    />
  );
}

const shownOrder = () => within(screen.getByRole('list', { name: 'Chosen photos, in order' })).getAllByRole('img').map((img) => img.getAttribute('src'));

describe('PhotosField', () => {
  it('adds chosen files after the photos already there, the first marked as the cover', async () => {
    const seen: PhotoItem[][] = [];
    render(<Harness initial={[url(1)]} seen={(p) => seen.push(p)} />);
    const files = [new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.png', { type: 'image/png' })];
    await userEvent.upload(screen.getByLabelText('Photos'), files);
    expect(seen.at(-1)?.map((p) => ('file' in p ? p.file.name : p.key))).toEqual(['u1', 'a.png', 'b.png']);
    expect(screen.getAllByRole('img', { name: /^Photo \d of 3$/ })).toHaveLength(3);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(within(items[0]!).getByText('Cover')).toBeTruthy();
    expect(within(items[1]!).queryByText('Cover')).toBeNull();
  });

  it('moves a photo earlier and later, keeps the focus on it, and removes one', async () => {
    render(<Harness initial={[url(1), url(2), url(3)]} />);
    const first = shownOrder();
    await userEvent.click(screen.getByRole('button', { name: 'Move photo 3 earlier' }));
    expect(shownOrder()).toEqual([first[0], first[2], first[1]]);
    // The moved photo is now the 2nd: its own button has the focus, so Enter moves it on.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    await userEvent.keyboard('{Enter}');
    expect(shownOrder()).toEqual([first[2], first[0], first[1]]);
    // At the front its "earlier" is disabled: the focus moves to its "later".
    expect(screen.getByRole('button', { name: 'Move photo 1 earlier' })).toHaveProperty('disabled', true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move photo 1 later' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(shownOrder()).toEqual([first[2], first[1]]);
  });

  it(`takes no more than ${LISTING_PHOTOS_MAX} photos and then says so`, async () => {
    const seen: PhotoItem[][] = [];
    render(<Harness initial={[url(1), url(2), url(3), url(4)]} seen={(p) => seen.push(p)} />);
    const files = ['a', 'b', 'c'].map((n) => new File([n], `${n}.png`, { type: 'image/png' }));
    await userEvent.upload(screen.getByLabelText('Photos'), files);
    expect(seen.at(-1)).toHaveLength(LISTING_PHOTOS_MAX);
    expect(screen.getByLabelText('Photos')).toHaveProperty('disabled', true);
    expect(screen.getByText(`${LISTING_PHOTOS_MAX} photos, the most a listing has: remove one to add another`)).toBeTruthy();
  });

  it('speaks Bangla, each button named with its visible word', async () => {
    await setLanguage('bn');
    render(<Harness initial={[url(1), url(2)]} />);
    expect(screen.getByText('প্রচ্ছদ')).toBeTruthy();
    expect(screen.getByRole('button', { name: '২ নম্বর ছবি সরান' }).textContent).toBe('সরান');
    expect(screen.getByRole('button', { name: '২ নম্বর ছবি আগে নিন' })).toBeTruthy();
  });
});

describe('movePhoto', () => {
  it('moves within the list and leaves it alone past either end', () => {
    const photos = [url(1), url(2), url(3)];
    expect(movePhoto(photos, 0, 2).map((p) => p.key)).toEqual(['u2', 'u3', 'u1']);
    expect(movePhoto(photos, 0, -1)).toBe(photos);
    expect(movePhoto(photos, 2, 3)).toBe(photos);
  });
});
