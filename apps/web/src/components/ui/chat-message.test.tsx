// A thread's message: its author and time above the bubble; the reader's own on the other side.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/dates';
import { ChatMessage } from './chat-message';

const AT = '2025-03-01T10:00:00.000Z';

describe('ChatMessage', () => {
  it('shows who wrote it, when, and what', () => {
    render(<ChatMessage mine={false} author="Rahim (seller)" createdAt={AT} text={'Hello,\nwhen can you meet?'} />);
    const item = screen.getByRole('listitem');
    expect(item.className).toContain('chat-start');
    expect(screen.getByText('Rahim (seller)')).toBeTruthy();
    expect(item.querySelector('time')?.getAttribute('dateTime')).toBe(AT);
    expect(item.querySelector('time')?.textContent).toBe(formatDateTime(AT));
    expect(item.querySelector('p')?.textContent).toBe('Hello,\nwhen can you meet?');
    expect(item.querySelector('p')?.className).not.toContain('chat-bubble-primary');
  });

  it('puts the reader’s own message on the other side, in the primary colour', () => {
    render(<ChatMessage mine author="You" createdAt={AT} text="Tomorrow at 5" />);
    expect(screen.getByRole('listitem').className).toContain('chat-end');
    expect(screen.getByText('Tomorrow at 5').className).toContain('chat-bubble-primary');
  });
});
