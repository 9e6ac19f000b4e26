import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openListScreen } from './open-list';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

/** What the browser was asked to save: the object URL's blob and the link's file name. */
let saved: { blob: Blob; fileName: string }[] = [];

beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs and does not download: record what would be saved instead.
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const url = `blob:portal.test/${blobs.size + 1}`;
    blobs.set(url, blob as Blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void blobs.delete(url);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ blob, fileName: this.download });
  });
});

const CSV = 'Name,Status\nBaraka Kimaro,covered\n';

const csvResponse = () => new Response(CSV, { status: 200, headers: { 'content-type': 'text/csv' } });

describe('Export CSV above each list', () => {
  it.each([
    [
      'individuals',
      '/dashboard/customers/individuals/uncovered',
      '/customers/export',
      'individual-customers-uncovered.csv',
    ],
    [
      'diasporas',
      '/dashboard/customers/diasporas/covered',
      '/diasporas/export',
      'diaspora-customers-covered.csv',
    ],
    ['groups', '/dashboard/customers/groups/in-progress', '/groups/export', 'groups-in-progress.csv'],
  ])(
    'the %s list exports its tab and search with the staff token, then saves the file',
    async (area, path, exportPath, fileName) => {
      const app = await openListScreen(`${path}?search=kimaro`, { queryKey: area, listPath: exportPath });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Export CSV' }));

      const request = await app.api.next('GET', exportPath);
      expect(request.headers.get('Authorization')).toBe('Bearer stf_stored_token');
      const [url] = app.listRequests();
      expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
        status: path.split('/').at(-1),
        search: 'kimaro',
      });
      // A spinner while the file downloads.
      expect(await screen.findByRole('button', { name: /Exporting/ })).toBeDisabled();

      request.resolve(csvResponse());
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]?.fileName).toBe(fileName);
      expect(await saved[0]?.blob.text()).toBe(CSV);
      expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeEnabled();
      app.unmount();
    },
  );

  it('exports the whole tab when there is no search', async () => {
    const app = await openListScreen('/dashboard/customers/diasporas/in-progress', {
      queryKey: 'diasporas',
      listPath: '/diasporas/export',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    (await app.api.next('GET', '/diasporas/export')).resolve(csvResponse());
    expect(Object.fromEntries(app.listRequests()[0]?.searchParams ?? [])).toEqual({ status: 'in-progress' });
    await waitFor(() => expect(saved).toHaveLength(1));
    app.unmount();
  });

  it('shows a toast with the server message when the export fails, and saves nothing', async () => {
    const app = await openListScreen('/dashboard/customers/groups/covered?search=umoja', {
      queryKey: 'groups',
      listPath: '/groups/export',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await app.api.respond('GET', '/groups/export', 403, {
      respMsg: 'You do not have permission to export groups',
      messages: {},
      status: 403,
    });
    expect(await screen.findByText('The export could not be downloaded')).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to export groups')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeEnabled();
    app.unmount();
  });

  it('shows the network message when the server cannot be reached', async () => {
    const app = await openListScreen('/dashboard/customers/individuals/in-progress', {
      queryKey: 'individuals',
      listPath: '/customers/export',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await app.api.failNetwork('GET', '/customers/export');
    expect(await screen.findByText('The export could not be downloaded')).toBeInTheDocument();
    expect(screen.getByText(/trouble to connect with server/)).toBeInTheDocument();
    expect(saved).toHaveLength(0);
    app.unmount();
  });
});
