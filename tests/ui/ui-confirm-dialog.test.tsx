import { CONFIRM_DEFAULTS, type ConfirmEvent } from '@machines/confirm.machine';
import { render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/app-providers';
import { confirm } from '@/app/confirm-provider';
import { useConfirm } from '@/ui/primitives/confirm-dialog';
import { confirmScreenPaths } from '../machines/screen-paths';

const paths = confirmScreenPaths();

interface Deferred {
  resolve: () => void;
  reject: (error: Error) => void;
}

function renderHost() {
  return render(
    <AppProviders>
      <p>The customer list</p>
    </AppProviders>,
  );
}

const dialog = () => screen.getByRole('alertdialog');

describe('confirmation dialog, replaying the statechart paths', () => {
  it.each(paths.map((path, index) => [path.description, path, index] as const))(
    'follows %s',
    async (_, path, index) => {
      const user = userEvent.setup();
      renderHost();
      let answer: Promise<boolean> | undefined;
      let action: Deferred | undefined;
      // Half the paths close with Escape, the other half with the close button.
      const closeWithEscape = index % 2 === 0;

      await path.test({
        states: {
          idle: () => {
            expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
          },
          open: async (snapshot) => {
            const box = await screen.findByRole('alertdialog');
            const { error } = snapshot.context;
            const expectedTitle =
              snapshot.context.options.title === CONFIRM_DEFAULTS.title
                ? 'Are you sure?'
                : snapshot.context.options.title;
            expect(within(box).getByRole('heading', { name: expectedTitle })).toBeInTheDocument();
            expect(box).toHaveAccessibleName(expectedTitle);
            expect(within(box).getByText("Action can't be undone")).toBeInTheDocument();
            expect(within(box).getByRole('button', { name: 'No, Cancel' })).toBeEnabled();
            expect(within(box).getByRole('button', { name: 'Yes, Continue' })).toBeEnabled();
            expect(within(box).getByRole('button', { name: 'Close' })).toBeInTheDocument();
            if (error) expect(within(box).getByRole('alert')).toHaveTextContent(error);
            else expect(within(box).queryByRole('alert')).not.toBeInTheDocument();
          },
          processing: async () => {
            const box = dialog();
            await waitFor(() => expect(within(box).getByText('Processing...')).toBeInTheDocument());
            expect(within(box).getByRole('button', { name: /Processing/ })).toBeDisabled();
            expect(within(box).getByRole('button', { name: 'No, Cancel' })).toBeDisabled();
          },
          resolved: async (snapshot) => {
            await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
            expect(answer).toBeDefined();
            await expect(answer).resolves.toBe(snapshot.context.result);
          },
        },
        events: {
          open: async (step) => {
            const { options } = step.event as Extract<ConfirmEvent, { type: 'open' }>;
            const { hasAction, ...shown } = options;
            answer = confirm({
              ...shown,
              ...(hasAction
                ? {
                    action: () =>
                      new Promise<void>((resolve, reject) => {
                        action = { resolve, reject };
                      }),
                  }
                : {}),
            });
            await screen.findByRole('alertdialog');
          },
          confirm: async () => {
            await user.click(within(dialog()).getByRole('button', { name: 'Yes, Continue' }));
          },
          cancel: async () => {
            await user.click(within(dialog()).getByRole('button', { name: 'No, Cancel' }));
          },
          close: async () => {
            if (closeWithEscape) await user.keyboard('{Escape}');
            else await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
          },
          'action.done': async () => {
            await waitFor(() => expect(action).toBeDefined());
            action?.resolve();
          },
          'action.failed': async (step) => {
            const { message } = step.event as Extract<ConfirmEvent, { type: 'action.failed' }>;
            await waitFor(() => expect(action).toBeDefined());
            const pending = action;
            action = undefined;
            pending?.reject(new Error(message));
          },
        },
      });
    },
  );
});

describe('confirmation dialog options', () => {
  it('shows the caller texts, hides the close button on request and moves focus into the dialog', async () => {
    const user = userEvent.setup();
    renderHost();
    const answer = confirm({
      title: 'Delete customer',
      message: 'Please make sure you want to delete this customer?',
      cancelText: 'Keep',
      okayText: 'Delete',
      type: 'danger',
      hideCloseButton: true,
      size: 'lg',
    });
    const box = await screen.findByRole('alertdialog', { name: 'Delete customer' });
    expect(box).toHaveAccessibleDescription('Please make sure you want to delete this customer?');
    expect(box).toHaveAttribute('data-type', 'danger');
    expect(within(box).getByRole('img', { name: 'Danger' })).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await waitFor(() => expect(box).toContainElement(document.activeElement as HTMLElement));
    await user.click(within(box).getByRole('button', { name: 'Delete' }));
    await expect(answer).resolves.toBe(true);
  });

  it('keeps the focus inside the dialog', async () => {
    const user = userEvent.setup();
    renderHost();
    void confirm();
    const box = await screen.findByRole('alertdialog');
    for (let press = 0; press < 5; press += 1) {
      await user.tab();
      expect(box).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('shows the next request once the first is answered', async () => {
    const user = userEvent.setup();
    renderHost();
    const first = confirm({ title: 'First question' });
    const second = confirm({ title: 'Second question' });
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'First question' })).getByRole('button', {
        name: 'No, Cancel',
      }),
    );
    await expect(first).resolves.toBe(false);
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Second question' })).getByRole('button', {
        name: 'Yes, Continue',
      }),
    );
    await expect(second).resolves.toBe(true);
  });

  it('answers through useConfirm() inside the provider', async () => {
    const user = userEvent.setup();
    const { result } = renderHook(() => useConfirm(), { wrapper: AppProviders });
    const answer = result.current({ title: 'From the hook' });
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'From the hook' })).getByRole('button', {
        name: 'Yes, Continue',
      }),
    );
    await expect(answer).resolves.toBe(true);
  });

  it('throws an explicit error when useConfirm() has no provider', () => {
    expect(() => renderHook(() => useConfirm())).toThrow(
      /useConfirm\(\) must be used inside <ConfirmProvider>/,
    );
  });
});
