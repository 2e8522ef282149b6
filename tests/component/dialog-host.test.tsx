// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DialogHost from '../../islands/dialogs/DialogHost';
import type { DialogView } from '../../islands/dialogs/dialog-views';
import { $dialogs, closeDialog, openDialog } from '../../src/stores/dialogs';
import { DIALOG_TRANSITION_MS } from '../../schemas/constants';

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
};

function setup() {
  const opener = document.createElement('button');
  opener.textContent = 'Open';
  document.body.append(opener);
  opener.focus();
  render(<DialogHost views={views} />);
  act(() => openDialog('content', { title: 'Size guide' }));
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

  it('closes from the close button and the backdrop', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect($dialogs.get()).toBeNull();
    act(() => vi.advanceTimersByTime(DIALOG_TRANSITION_MS));
    act(() => openDialog('content', { title: 'Again' }));
    fireEvent.click(document.querySelector('.dialog-host__backdrop')!);
    expect($dialogs.get()).toBeNull();
  });
});

describe('showDialog', () => {
  it('mounts the page dialog host on first use, with the close label the page gives', async () => {
    vi.useRealTimers();
    document.body.dataset.dialogCloseLabel = 'Fermer';
    const { showDialog } = await import('../../islands/dialogs/show-dialog');
    await act(() => showDialog('content', { title: 'Livraison', body: 'Gratuite dès 50 €' }));
    const dialog = await screen.findByRole('dialog', { name: 'Livraison' });
    expect(dialog.textContent).toContain('Gratuite dès 50 €');
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy();
    expect(document.querySelectorAll('#dialog-host-root')).toHaveLength(1);
    await act(() => showDialog('content', { title: 'Retours' }));
    expect(await screen.findByRole('dialog', { name: 'Retours' })).toBeTruthy();
    expect(document.querySelectorAll('#dialog-host-root')).toHaveLength(1);
    vi.useFakeTimers();
  });
});
