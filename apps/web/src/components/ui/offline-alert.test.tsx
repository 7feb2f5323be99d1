import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { offlineAlert, showOfflineAlert } from '../../lib/offline-alert.ts';
import { OfflineAlert } from './offline-alert.tsx';

describe('offline alert', () => {
  // The dialog's code loads on demand; loading it once up front keeps a busy machine's import time
  // out of what is measured here.
  beforeAll(async () => {
    await import('./offline-alert-dialog.tsx');
  });
  beforeEach(async () => {
    await i18n.changeLanguage('el');
    offlineAlert.getState().close();
  });
  afterEach(cleanup);

  it('stays out of the page until a request is refused offline, then asks for a connection', async () => {
    render(<OfflineAlert />);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    act(() => showOfflineAlert());
    const alert = await screen.findByRole('alertdialog', { name: 'Σφάλμα' });
    expect(alert.textContent).toContain('Χρειάζεται σύνδεση στο διαδίκτυο.');
    expect(document.activeElement && alert.contains(document.activeElement)).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Εντάξει' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(offlineAlert.getState().open).toBe(false);
  });

  it('closes with Escape', async () => {
    render(<OfflineAlert />);
    act(() => showOfflineAlert());
    const alert = await screen.findByRole('alertdialog', { name: 'Σφάλμα' });
    fireEvent.keyDown(alert, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
