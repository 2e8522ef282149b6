// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DialogHost from '../../islands/dialogs/DialogHost';
import type { DialogView } from '../../islands/dialogs/dialog-view';
import { $dialogs, closeDialog, openDialog } from '../../src/stores/dialogs';
import { DIALOG_TRANSITION_MS } from '../../schemas/constants';

// These tests render their own host with their own views: the page's host (mounted by openDialog) stays away.
vi.mock('../../islands/dialogs/mount-dialog-host', () => ({ mountDialogHost: () => undefined }));

const views: Record<string, DialogView> = {
  content: {
    title: (props) => String(props.title),
    Body: () => (
      <form>
        <label>Email <input name="email" /></label>
        <button type="submit">Send</button>
      </form>
    ),
  },
  'sign-in': {
    title: () => 'Quick shop',
    Body: function Renaming({ setTitle }) {
      useEffect(() => setTitle('Zephyr Road Runner'), [setTitle]);
      return <button type="button">Add to cart</button>;
    },
  },
};

function setup() {
  const opener = document.createElement('button');
  opener.textContent = 'Open';
  document.body.append(opener);
  opener.focus();
  render(<DialogHost views={views} />);
  act(() => void openDialog('content', { title: 'Size guide' }));
  return opener;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => closeDialog());
  act(() => vi.runAllTimers());
  vi.useRealTimers();
  cleanup();
  document.body.innerHTML = '';
});

describe('DialogHost', () => {
  it('opens the dialog named in $dialogs as a labelled modal and moves focus into it', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Size guide' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('traps Tab and Shift+Tab inside the dialog', () => {
    setup();
    const dialog = screen.getByRole('dialog');
    const close = screen.getByRole('button', { name: 'Close' });
    const send = screen.getByRole('button', { name: 'Send' });
    send.focus();
    fireEvent.keyDown(send, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(send);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape after the transition and returns focus to the opener', () => {
    const opener = setup();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect($dialogs.get()).toBeNull();
    expect(screen.getByRole('dialog')).toBeTruthy();
    act(() => vi.advanceTimersByTime(DIALOG_TRANSITION_MS));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on Escape when focus has left the dialog for the page behind it', () => {
    const opener = setup();
    opener.focus();
    fireEvent.keyDown(opener, { key: 'Escape' });
    expect($dialogs.get()).toBeNull();
  });

  it('leaves Escape to a control in the page that handled it', () => {
    const opener = setup();
    opener.addEventListener('keydown', (event) => event.preventDefault());
    fireEvent.keyDown(opener, { key: 'Escape' });
    expect($dialogs.get()).not.toBeNull();
  });

  it('closes from the close button and the backdrop', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect($dialogs.get()).toBeNull();
    act(() => vi.advanceTimersByTime(DIALOG_TRANSITION_MS));
    act(() => void openDialog('content', { title: 'Again' }));
    fireEvent.click(document.querySelector('.dialog-host__backdrop')!);
    expect($dialogs.get()).toBeNull();
  });


  it('gives focus back to the element the opener names, also after a dialog that replaced it', () => {
    setup();
    const tileButton = document.createElement('button');
    document.body.append(tileButton);
    act(() => closeDialog());
    act(() => vi.advanceTimersByTime(DIALOG_TRANSITION_MS));
    act(() => void openDialog('content', { title: 'Quick shop' }, { returnFocusTo: tileButton }));
    act(() => void openDialog('sign-in'));
    expect(screen.getByRole('dialog', { name: 'Zephyr Road Runner' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    act(() => vi.advanceTimersByTime(DIALOG_TRANSITION_MS));
    expect(document.activeElement).toBe(tileButton);
  });

  it('lets a view rename its dialog once it knows more, and only that dialog', () => {
    setup();
    act(() => void openDialog('sign-in'));
    const dialog = screen.getByRole('dialog', { name: 'Zephyr Road Runner' });
    expect(dialog.querySelector('h2')?.textContent).toBe('Zephyr Road Runner');
    act(() => void openDialog('content', { title: 'Size guide' }));
    expect(screen.getByRole('dialog', { name: 'Size guide' })).toBeTruthy();
  });
});
