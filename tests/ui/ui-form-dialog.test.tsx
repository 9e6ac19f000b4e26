import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/app-providers';
import { FormDialog } from '@/ui/form/form-dialog';
import { cssAt } from './css-at-width';

const PHONE = 375;
const DESKTOP = 1280;

async function openDialog() {
  render(
    <AppProviders>
      <FormDialog open title="Lapse the cover" onClose={() => {}}>
        <label>
          Reason <textarea name="reason" />
        </label>
        <button type="button">Lapse</button>
      </FormDialog>
    </AppProviders>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Lapse the cover' });
  const body = dialog.querySelector('.chakra-dialog__body');
  if (!body) throw new Error('The dialog has no body');
  return { dialog, body };
}

describe('a form dialog', () => {
  it('is as tall as its form on a desktop, at most the screen less a margin, and scrolls inside beyond that', async () => {
    const { dialog, body } = await openDialog();
    // No minimum height: the box ends under the buttons instead of reaching the bottom of the screen.
    expect([undefined, 'auto', '0', '0px']).toContain(cssAt(dialog, 'min-height', DESKTOP));
    expect(cssAt(dialog, 'height', DESKTOP)).toBeUndefined();
    expect(cssAt(dialog, 'max-height', DESKTOP)).toBe('calc(100% - 7.5rem)');
    expect(cssAt(body, 'overflow', DESKTOP)).toBe('auto');
    expect(cssAt(dialog, 'max-width', DESKTOP)).toBe('var(--chakra-sizes-lg)');
  });

  it('fills the screen of a phone, its body scrolling inside', async () => {
    const { dialog, body } = await openDialog();
    expect(cssAt(dialog, 'min-height', PHONE)).toBe('100dvh');
    expect(cssAt(dialog, 'max-height', PHONE)).toBe('100dvh');
    expect(cssAt(dialog, 'max-width', PHONE)).toBe('100dvw');
    expect(cssAt(body, 'overflow', PHONE)).toBe('auto');
  });
});
