import { chakra } from '@chakra-ui/react';
import type { DateTime } from 'luxon';
import { useTranslation } from '@/i18n/use-translation';
import { dueClock, dueDistance } from './due-time';

/**
 * When a claim's payment falls due (SPEC §9: 48 hours after its last document), relative and on
 * the clock: "Due in 5 h, 24 Nov 14:00"; red once it has passed.
 */
export function PaymentDue({ dueAt, now }: { dueAt: string; now: DateTime }) {
  const { t } = useTranslation();
  const { unit, count, overdue } = dueDistance(dueAt, now);
  const clock = dueClock(dueAt, now);
  const text = overdue
    ? unit === 'minutes'
      ? t('approvals.due.overdueMinutes', { count, clock })
      : unit === 'hours'
        ? t('approvals.due.overdueHours', { count, clock })
        : t('approvals.due.overdueDays', { count, clock })
    : unit === 'minutes'
      ? t('approvals.due.minutes', { count, clock })
      : unit === 'hours'
        ? t('approvals.due.hours', { count, clock })
        : t('approvals.due.days', { count, clock });
  return (
    <chakra.time
      dateTime={dueAt}
      color={overdue ? 'fg.error' : 'navy.900'}
      fontWeight="semibold"
      data-overdue={overdue || undefined}
    >
      {text}
    </chakra.time>
  );
}
