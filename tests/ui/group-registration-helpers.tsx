import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { GroupDetails, Leader, LeaderSlot } from '@/domain/schemas/group';
import { GROUP_DETAILS, GROUP_POLICY } from '../machines/group-registration.events';
import { FakeApi, STAFF, storeSession } from './fake-api';
import { fillPerson } from './individual-registration-helpers';
import { renderApp } from './render-app';

export const ADD_GROUP = '/dashboard/customers/groups/add-group';

export const GROUP_REGISTRAR = {
  ...STAFF,
  role: {
    name: 'officer',
    permissions: [{ name: 'groups.read' }, { name: 'groups.create' }, { name: 'policies.read' }],
  },
  permissions: ['groups.read', 'groups.create', 'policies.read'],
};

export const GROUP_POLICY_PAGE = {
  policies: [
    {
      ...GROUP_POLICY,
      kind: 'group',
      annualPremium: 1_440_000,
      terms: 'Terms',
      maximumBenefit: 5_000_000,
      funeralLumpSum: 1_000_000,
    },
  ],
  pagination: { totalCount: 1, totalPages: 1, currentPage: 1, perPage: 10 },
};

export const POSITION: Record<LeaderSlot, { title: string; lower: string }> = {
  chairperson: { title: 'Chair person', lower: 'chair person' },
  secretary: { title: 'Secretary', lower: 'secretary' },
  treasurer: { title: 'Treasurer', lower: 'treasurer' },
};

/** Stands in for the browser's XMLHttpRequest of POST /files: every upload is stored at once. */
export class UploadXhr {
  static uploads: { url: string; headers: Record<string, string>; file: File }[] = [];
  /** The stored file's URL for a file name; a fresh one otherwise. */
  static storedAt: Record<string, string> = {};
  url = '';
  headers: Record<string, string> = {};
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    const file = body.get('file') as File;
    UploadXhr.uploads.push({ url: this.url, headers: this.headers, file });
    const url = UploadXhr.storedAt[file.name] ?? `/api/v1/files/${crypto.randomUUID()}`;
    setTimeout(() => {
      this.status = 201;
      this.responseText = JSON.stringify({ data: { fileId: url.split('/').pop(), url, name: file.name } });
      this.onload?.();
    }, 0);
  }
  abort() {
    this.onabort?.();
  }
}

/** The registration certificate of GROUP_DETAILS, as the upload stores it. */
export const CERTIFICATE = GROUP_DETAILS.documents.registrationCertificate as { url: string; name: string };
export const PHOTO = { url: '/api/v1/files/9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a', name: 'halima.png' };

/**
 * A fresh upload stand-in for a test: nothing uploaded yet, and the group's certificate and the
 * leader's photo stored at their known addresses (another file may have stored other files).
 */
export function freshUploads(): void {
  UploadXhr.uploads = [];
  UploadXhr.storedAt = { [CERTIFICATE.name]: CERTIFICATE.url, [PHOTO.name]: PHOTO.url };
}

export async function openAddGroup(path: string) {
  storeSession(GROUP_REGISTRAR);
  const api = new FakeApi();
  const urls: string[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    urls.push(input instanceof Request ? input.url : String(input));
    return api.fetch(input, init);
  };
  const app = renderApp(path, { fetch });
  await api.respond('GET', '/auth/me', 200, { data: GROUP_REGISTRAR });
  return { app, api, urls, pathname: () => app.router.state.location.pathname };
}

async function paste(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

/** Fills General Information; uploads the registration certificate unless it is already there. */
export async function fillGeneralInformation(user: UserEvent, details: GroupDetails = GROUP_DETAILS) {
  await paste(user, screen.getByLabelText(/^Group name/), details.name);
  await paste(user, screen.getByLabelText(/^Number of members/), String(details.membersCount));
  await paste(user, screen.getByLabelText(/^Address/), details.address);
  await paste(user, screen.getByLabelText(/^Account number/), details.accountNumber);
  if (!screen.queryByRole('link', { name: CERTIFICATE.name })) {
    await user.upload(
      screen.getByLabelText(/^Registration certificate/),
      new File(['%PDF-1.7'], CERTIFICATE.name, { type: 'application/pdf' }),
    );
    await screen.findByRole('link', { name: CERTIFICATE.name });
  }
}

export async function choosePolicy(user: UserEvent, api: FakeApi) {
  await user.click(screen.getByRole('button', { name: /Select policy|Change policy/ }));
  await api.respond('GET', '/policies', 200, GROUP_POLICY_PAGE);
  const dialog = await screen.findByRole('dialog', { name: 'Select policy' });
  await user.click(
    await within(dialog).findByRole('button', {
      name: new RegExp(`^Choose ${GROUP_POLICY.name}\\s*Premium`),
    }),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** Opens a position's dialog (Add or Edit), fills the person and saves; the chair person gets a photo. */
export async function addLeader(user: UserEvent, slot: LeaderSlot, leader: Leader) {
  await user.click(screen.getByRole('button', { name: `Add ${POSITION[slot].lower}` }));
  const dialog = await screen.findByRole('dialog', { name: `Add ${POSITION[slot].lower}` });
  // The id type starts as National ID.
  expect(within(dialog).getByLabelText(/^ID type/)).toHaveValue('1');
  await fillPerson(user, dialog, leader);
  if (slot === 'chairperson') {
    await user.upload(
      within(dialog).getByLabelText(/^Photo/),
      new File([new Uint8Array(64)], PHOTO.name, { type: 'image/png' }),
    );
    await within(dialog).findByRole('link', { name: PHOTO.name });
  }
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

export const slotCard = (slot: LeaderSlot) =>
  within(screen.getByRole('list', { name: 'Group leaders' })).getByRole('listitem', {
    name: POSITION[slot].title,
  });
