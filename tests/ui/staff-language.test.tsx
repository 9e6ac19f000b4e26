import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_KEY } from '@/domain/language';
import { switchLanguage } from '@/i18n/index';
import { shell } from '@/i18n/sw/shell';
import { FakeApi, STAFF, storeSession } from './fake-api';
import { renderApp } from './render-app';

afterEach(async () => {
  localStorage.clear();
  await switchLanguage('en');
});

async function signedIn(user: typeof STAFF & { language?: 'en' | 'sw' }) {
  const api = new FakeApi();
  storeSession(user);
  const app = renderApp('/dashboard/customers/diasporas/in-progress', { fetch: api.fetch });
  await api.respond('GET', '/auth/me', 200, { data: user });
  return { ...app, api };
}

describe("a staff member's language", () => {
  it('is kept on their account when they switch in the user card', async () => {
    const { api } = await signedIn(STAFF);
    // The desktop sidebar's card (jsdom applies no media query, so it counts as hidden).
    const card = await screen.findByRole('group', { name: 'Signed in as', hidden: true });
    fireEvent.click(within(card).getByRole('button', { name: 'Kiswahili', hidden: true }));

    const kept = await api.respond('PUT', '/auth/me/language', 200, { data: { ...STAFF, language: 'sw' } });
    expect(kept.body).toEqual({ language: 'sw' });
    expect(
      await screen.findAllByRole('button', { name: new RegExp(shell.signOut), hidden: true }),
    ).not.toHaveLength(0);
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('sw');
  });

  it('opens the portal in the language kept on the account, on any machine', async () => {
    await signedIn({ ...STAFF, language: 'sw' });
    await waitFor(() => expect(document.documentElement.lang).toBe('sw'));
    expect(
      await screen.findAllByRole('button', { name: new RegExp(shell.signOut), hidden: true }),
    ).not.toHaveLength(0);
  });

  it('leaves the language the browser shows when the account has none', async () => {
    await signedIn(STAFF);
    expect(await screen.findAllByRole('button', { name: /Sign out/, hidden: true })).not.toHaveLength(0);
    expect(document.documentElement.lang).toBe('en');
  });
});
