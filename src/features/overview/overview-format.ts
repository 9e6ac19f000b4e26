import { DateTime } from 'luxon';
import { dateLocale } from '@/domain/dates';
import { groupedWhole } from '@/domain/money';
import type { Translate } from '@/i18n/index';

const swahili = () => dateLocale().startsWith('sw');

/** 'Nov 2026' for '2026-11' (the contract's month), in the language dates are written in. */
export function monthLabel(month: string): string {
  const at = DateTime.fromISO(`${month}-01`, { zone: 'utc' }).setLocale(dateLocale());
  return at.isValid ? at.toFormat('LLL yyyy') : month;
}

/** 'Nov 23' ('23 Nov' in Kiswahili) for a week's Monday. */
export function weekLabel(day: string): string {
  const at = DateTime.fromISO(day, { zone: 'utc' }).setLocale(dateLocale());
  return at.isValid ? at.toFormat(swahili() ? 'dd LLL' : 'LLL dd') : day;
}

/** A change with its sign: '+3', '−2' (a true minus sign, read as "minus"), '0'. */
export function signed(change: number): string {
  if (change > 0) return `+${groupedWhole(change)}`;
  if (change < 0) return `−${groupedWhole(-change)}`;
  return '0';
}

/** An axis tick for money: 'Tsh 1.2M', short enough for a phone's axis. */
export function compactTsh(amount: number): string {
  const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
  return `Tsh ${compact.format(amount)}`;
}

/** How long something has waited, in its largest whole unit: '3 days', '5 hours', '12 minutes'. */
export function waitedFor(since: string, now: number, t: Translate): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  if (minutes < 60) return t('overview.approvals.age.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('overview.approvals.age.hours', { count: hours });
  return t('overview.approvals.age.days', { count: Math.floor(hours / 24) });
}
