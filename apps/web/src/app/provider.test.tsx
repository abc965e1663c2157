import { act, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast';
import { AppProvider } from './provider';

// vitest: own module graph (react-hot-toast must not have been loaded by an earlier file)

describe('the toaster', () => {
  // jsdom has no matchMedia; react-hot-toast asks it whether the reader prefers reduced motion.
  beforeAll(() => {
    window.matchMedia ??= (media: string) =>
      ({ matches: false, media, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
  });

  it('is not on the page until a toast is asked for, then shows it (react-hot-toast loads with the first toast)', async () => {
    const { container } = render(
      <AppProvider queryClient={new QueryClient()}>
        <main>page</main>
      </AppProvider>,
    );
    expect(container.querySelector('[data-rht-toaster]')).toBeNull();
    act(() => toast.success('Booking confirmed'));
    expect((await screen.findByText('Booking confirmed')).textContent).toBe('Booking confirmed');
    expect(container.ownerDocument.querySelector('[data-rht-toaster]')).not.toBeNull();
  });
});
