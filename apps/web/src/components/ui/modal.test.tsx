// The modal and the confirm dialog by keyboard: the focus goes in, Tab and Shift+Tab go round the
// dialog's own controls and never behind it, and closing gives the focus back to the opener.
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { Modal } from './modal';
import { ConfirmDialog } from './confirm-dialog';

function BookingLike() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Book Now
      </button>
      <button type="button">After</button>
      <Modal open={open} onClose={() => setOpen(false)} title="Book Galaxy A54">
        <label>
          Contact number <input />
        </label>
        <button type="button" disabled>
          Not now
        </button>
        <button type="button" onClick={() => setOpen(false)}>
          Submit
        </button>
      </Modal>
    </>
  );
}

function DeleteLike() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      <ConfirmDialog
        open={open}
        title="Delete Galaxy A54?"
        message="It leaves the market."
        confirmLabel="Delete"
        onConfirm={() => setOpen(false)}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

describe('Modal', () => {
  it('takes the focus in, keeps Tab and Shift+Tab inside, and gives it back on Close', async () => {
    const user = userEvent.setup();
    render(<BookingLike />);
    const opener = screen.getByRole('button', { name: 'Book Now' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Book Galaxy A54' });
    const close = screen.getByRole('button', { name: 'Close' });
    const contact = screen.getByRole('textbox', { name: 'Contact number' });
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(document.activeElement).toBe(close);

    // Forward: Close, the field, Submit (the disabled button is skipped), and round to Close.
    const forward = [contact, submit, close, contact];
    for (const expected of forward) {
      await user.tab();
      expect(document.activeElement).toBe(expected);
    }
    // Backward from the field: Close, then round to Submit, never the page behind.
    for (const expected of [close, submit, contact]) {
      await user.tab({ shift: true });
      expect(document.activeElement).toBe(expected);
    }
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('gives the focus back after its own action closes it', async () => {
    const user = userEvent.setup();
    render(<BookingLike />);
    const opener = screen.getByRole('button', { name: 'Book Now' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe('ConfirmDialog', () => {
  it('goes round Close, Cancel and the action, and Cancel gives the focus back', async () => {
    const user = userEvent.setup();
    render(<DeleteLike />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Delete Galaxy A54?' });
    const [close, cancel, confirm] = ['Close', 'Cancel', 'Delete'].map((name) => within(dialog).getByRole('button', { name })) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
        expect(document.activeElement).toBe(close);

    for (const expected of [cancel, confirm, close]) {
      await user.tab();
      expect(document.activeElement).toBe(expected);
    }
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(confirm);

    await user.click(cancel);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe('in Bangla', () => {
  it('names Close and Cancel in Bangla', async () => {
    await setLanguage('bn');
    const user = userEvent.setup();
    render(<DeleteLike />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Galaxy A54?' });
    expect(within(dialog).getByRole('button', { name: 'বন্ধ করুন' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'বাতিল' })).toBeTruthy();
  });
});
