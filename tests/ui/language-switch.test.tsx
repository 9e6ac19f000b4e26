import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_KEY } from '@/domain/language';
import { switchLanguage } from '@/i18n/index';
import { auth } from '@/i18n/sw/auth';
import { landing } from '@/i18n/sw/landing';
import { renderApp } from './render-app';

const plain = (text: string) => text.replace(/<\/?\w+>/g, '');

const cookieLanguage = () => /(?:^|; )language=(\w+)/.exec(document.cookie)?.[1] ?? null;

afterEach(async () => {
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: the test's own clean-up of the one cookie.
  document.cookie = 'language=; Max-Age=0; Path=/';
  await switchLanguage('en');
});

describe('the language switch', () => {
  it('shows the landing page in Kiswahili, marks the page as Kiswahili and keeps the choice', async () => {
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Kiswahili' }));

    const heading = await screen.findByRole('heading', { level: 1, name: plain(landing.heading) });
    expect(heading).toBeInTheDocument();
    expect(screen.getByRole('link', { name: landing.registerNow })).toHaveAttribute(
      'href',
      '/diaspora/policy',
    );
    expect(document.documentElement.lang).toBe('sw');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('sw');
    // The server reads the choice too, to send the public pages in it.
    expect(cookieLanguage()).toBe('sw');
    // The switch now offers English, named in English for whoever needs it. The button shows a
    // spinner until the switch settles, a moment after the heading changes, so wait for its name.
    expect(await screen.findByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
    expect(screen.queryByRole('button', { name: 'Kiswahili' })).toBeNull();
  });

  it('writes money the same way and dates in the chosen language', async () => {
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Kiswahili' }));
    await screen.findByRole('heading', { level: 1, name: plain(landing.heading) });
    expect(screen.getAllByText('Tsh 50,000,000').length).toBeGreaterThan(0);
    const { formatDate } = await import('@/domain/dates');
    expect(formatDate('2026-03-05')).toBe('05 Mac 2026');
    await switchLanguage('en');
    expect(formatDate('2026-03-05')).toBe('Mar 05, 2026');
  });

  it('keeps what a staff member typed when the sign-in page changes language', async () => {
    renderApp('/login');
    const email = await screen.findByRole('textbox', { name: /email/i });
    fireEvent.change(email, { target: { value: 'asha@bank.co.tz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kiswahili' }));

    expect(await screen.findByRole('heading', { level: 1, name: auth.heading })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: new RegExp(auth.email, 'i') })).toHaveValue('asha@bank.co.tz');
  });

  it('comes back to English, and a new visit opens in the language chosen before', async () => {
    const first = renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Kiswahili' }));
    await screen.findByRole('heading', { level: 1, name: plain(landing.heading) });
    fireEvent.click(await screen.findByRole('button', { name: 'English' }));
    await screen.findByRole('heading', { level: 1, name: 'Wherever life takes you, we bring you home.' });
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
    expect(cookieLanguage()).toBe('en');
    first.unmount();

    // A choice stored before the server read a cookie: the next visit tells the server as well.
    // biome-ignore lint/suspicious/noDocumentCookie: the visit before the cookie existed.
    document.cookie = 'language=; Max-Age=0; Path=/';
    localStorage.setItem(LANGUAGE_KEY, 'sw');
    const { startLanguage } = await import('@/i18n/index');
    await startLanguage();
    expect(cookieLanguage()).toBe('sw');
    renderApp('/');
    await waitFor(() => expect(document.documentElement.lang).toBe('sw'));
    expect(
      await screen.findByRole('heading', { level: 1, name: plain(landing.heading) }),
    ).toBeInTheDocument();
  });
});
