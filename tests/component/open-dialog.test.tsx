// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDialog, openDialog } from '../../src/stores/dialogs';

afterEach(() => {
  act(() => closeDialog());
  cleanup();
});

describe('openDialog', () => {
  it('mounts the page dialog host on first use only, with the close label the page gives', async () => {
    document.body.dataset.dialogCloseLabel = 'Fermer';
    expect(document.getElementById('dialog-host-root')).toBeNull();
    await act(() => openDialog('content', { title: 'Livraison', body: 'Gratuite dès 50 €' }));
    const dialog = await screen.findByRole('dialog', { name: 'Livraison' });
    expect(dialog.textContent).toContain('Gratuite dès 50 €');
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy();
    expect(document.querySelectorAll('#dialog-host-root')).toHaveLength(1);
    await act(() => openDialog('content', { title: 'Retours' }));
    expect(await screen.findByRole('dialog', { name: 'Retours' })).toBeTruthy();
    expect(document.querySelectorAll('#dialog-host-root')).toHaveLength(1);
  });
});
