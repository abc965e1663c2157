// The bell's badge: the unread count, capped, and an accessible name that contains what it shows.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BellButton, unreadBadgeText } from './bell-button';

function renderBell(unread: number) {
  render(<BellButton unread={unread} expanded={false} controls={undefined} onClick={vi.fn()} />);
  return screen.getByRole('button');
}

describe('unreadBadgeText', () => {
  it('shows nothing for none, the count, and 99+ beyond 99', () => {
    expect(unreadBadgeText(0)).toBe('');
    expect(unreadBadgeText(-1)).toBe('');
    expect(unreadBadgeText(3)).toBe('3');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
  });
});

describe('the bell button', () => {
  it('shows the unread count, and its name contains it', () => {
    const button = renderBell(3);
    expect(button.textContent).toBe('3');
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBe(button);
  });

  it('names a capped count the way it shows it', () => {
    const button = renderBell(250);
    expect(button.textContent).toBe('99+');
    expect(button.getAttribute('aria-label')).toContain(button.textContent);
  });

  it('has no badge and a plain name when all is read', () => {
    const button = renderBell(0);
    expect(button.textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Notifications' })).toBe(button);
  });

  it('says it opens a dialog, and whether it is open', () => {
    render(<BellButton unread={1} expanded controls="panel" onClick={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Notifications, 1 unread' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe('panel');
  });
});
