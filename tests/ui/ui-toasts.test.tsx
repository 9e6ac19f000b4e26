import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/app-providers';
import { notify, TOAST_LIMIT, toaster } from '@/ui/primitives/toaster';

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function renderToaster() {
  return render(
    <AppProviders>
      <main>screen</main>
    </AppProviders>,
  );
}

describe('toasts', () => {
  // The toast code downloads with the first toast: load it before the timings are checked.
  beforeAll(async () => {
    const id = notify('Loading');
    await vi.waitFor(() => expect(toaster.getVisibleToasts()).toHaveLength(1));
    toaster.remove(id);
  });

  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(async () => {
    act(() => toaster.remove());
    vi.useRealTimers();
  });

  it('keeps a success toast for 2 s', async () => {
    renderToaster();
    act(() => {
      notify.success('Customer added successfully.');
    });
    await advance(50);
    expect(screen.getByText('Customer added successfully.')).toBeInTheDocument();
    await advance(1800);
    expect(screen.getByText('Customer added successfully.')).toBeInTheDocument();
    await advance(600);
    expect(screen.queryByText('Customer added successfully.')).not.toBeInTheDocument();
  });

  it.each([
    ['error', () => notify.error('Failed to add the customer.'), 'Failed to add the customer.'],
    ['blank', () => notify('Saved as draft'), 'Saved as draft'],
    ['custom', () => notify.custom(<strong>Custom content</strong>), 'Custom content'],
  ] as const)('keeps a %s toast for 4 s', async (_, show, text) => {
    renderToaster();
    act(() => {
      show();
    });
    await advance(3800);
    expect(screen.getByText(text)).toBeInTheDocument();
    await advance(600);
    expect(screen.queryByText(text)).not.toBeInTheDocument();
  });

  it('keeps a loading toast until it is updated, then times the outcome', async () => {
    renderToaster();
    let id = '';
    act(() => {
      id = notify.loading('Adding Customer.');
    });
    await advance(10_000);
    expect(screen.getByText('Adding Customer.')).toBeInTheDocument();

    act(() => {
      notify.update(id, 'success', 'Customer added successfully.');
    });
    await advance(50);
    expect(screen.queryByText('Adding Customer.')).not.toBeInTheDocument();
    expect(screen.getByText('Customer added successfully.')).toBeInTheDocument();
    await advance(2500);
    expect(screen.queryByText('Customer added successfully.')).not.toBeInTheDocument();
  });

  it('turns a promise into loading, then success or error', async () => {
    renderToaster();
    let fail: (reason: Error) => void = () => {};
    const pending = notify.promise(
      new Promise<void>((_, reject) => {
        fail = reject;
      }),
      {
        loading: 'Adding Group.',
        success: 'Group registered successfully.',
        error: 'Failed to add the group.',
      },
    );
    await advance(50);
    expect(screen.getByText('Adding Group.')).toBeInTheDocument();
    fail(new Error('boom'));
    await expect(pending).rejects.toThrow('boom');
    await advance(50);
    expect(screen.getByText('Failed to add the group.')).toBeInTheDocument();
  });

  it(`shows at most ${TOAST_LIMIT} toasts and keeps the rest waiting`, async () => {
    renderToaster();
    act(() => {
      for (let index = 1; index <= 25; index += 1) notify.loading(`Toast ${index}`);
    });
    await advance(50);
    expect(screen.getAllByText(/^Toast \d+$/)).toHaveLength(TOAST_LIMIT);
    expect(screen.queryByText('Toast 21')).not.toBeInTheDocument();

    act(() => {
      toaster.remove(toaster.getVisibleToasts()[0]?.id);
    });
    await advance(50);
    expect(screen.getAllByText(/^Toast \d+$/)).toHaveLength(TOAST_LIMIT);
    expect(screen.getByText('Toast 21')).toBeInTheDocument();
  });
});
