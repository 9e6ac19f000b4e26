import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { type DATE_FORMATS, formatDate } from '@/domain/dates';

export interface DateTextProps extends Omit<HTMLChakraProps<'time'>, 'children' | 'dateTime'> {
  value: string | Date | null | undefined;
  /** 'short' (Mar 05, 1990) by default; 'long' (March 05, 1990) or 'longNoPad' (March 5, 1990). */
  format?: keyof typeof DATE_FORMATS;
}

function machineDate(value: string | Date): string | undefined {
  const parsed =
    value instanceof Date
      ? DateTime.fromJSDate(value, { zone: 'utc' })
      : DateTime.fromISO(value, { zone: 'utc' });
  if (!parsed.isValid) return undefined;
  return typeof value === 'string' && value.length === 10 ? value : (parsed.toISO() ?? undefined);
}

/** A date as the product writes it, in a `<time>` element machines can read; nothing if missing or invalid. */
export function DateText({ value, format = 'short', ...rest }: DateTextProps) {
  const text = formatDate(value, format);
  if (!value || !text) return null;
  return (
    <chakra.time dateTime={machineDate(value)} {...rest}>
      {text}
    </chakra.time>
  );
}
