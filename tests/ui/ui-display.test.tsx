import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/app-providers';
import { DateText } from '@/ui/primitives/date-text';
import { Money } from '@/ui/primitives/money';
import { StepList, stepStates } from '@/ui/wizard/step-list';

describe('money and dates', () => {
  it("writes amounts as 'Tsh 50,000,000'", () => {
    render(
      <AppProviders>
        <Money amount={50_000_000} />
      </AppProviders>,
    );
    expect(screen.getByText('Tsh 50,000,000')).toBeInTheDocument();
  });

  it('writes dates in the product formats inside a machine-readable <time>', () => {
    const { container } = render(
      <AppProviders>
        <DateText value="1990-03-05" />
        <DateText value="2024-11-21T08:30:00Z" format="long" />
        <DateText value="2024-11-01" format="longNoPad" />
        <DateText value="not a date" />
        <DateText value={null} />
      </AppProviders>,
    );
    const times = container.querySelectorAll('time');
    expect(times).toHaveLength(3);
    expect(times[0]).toHaveTextContent('Mar 05, 1990');
    expect(times[0]).toHaveAttribute('datetime', '1990-03-05');
    expect(times[1]).toHaveTextContent('November 21, 2024');
    expect(times[1]).toHaveAttribute('datetime', '2024-11-21T08:30:00.000Z');
    expect(times[2]).toHaveTextContent('November 1, 2024');
  });
});

describe('wizard step list', () => {
  const steps = stepStates(
    [
      { id: 'policy', title: 'Policy' },
      { id: 'details', title: 'Basic details', description: 'Identity, account and contact' },
      { id: 'declaration', title: 'Declaration' },
    ],
    1,
  );

  it('lists the steps in order, marking the current one for assistive technology', () => {
    render(
      <AppProviders>
        <StepList steps={steps} label="Enrolment steps" />
      </AppProviders>,
    );
    const nav = screen.getByRole('navigation', { name: 'Enrolment steps' });
    const items = within(nav).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items.map((item) => item.getAttribute('data-state'))).toEqual(['done', 'current', 'upcoming']);
    expect(items[0]).toHaveTextContent('Policy (completed)');
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[1]).toHaveTextContent('Basic details');
    expect(items[1]).toHaveTextContent('(current step)');
    expect(items[2]).not.toHaveAttribute('aria-current');
    expect(items[2]).toHaveTextContent('Declaration (not started)');
  });
});
