const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The date on this device's calendar, YYYY-MM-DD: the latest a date input should offer. */
export function localIsoDate(now: Date = new Date()): string {
  return `${String(now.getFullYear()).padStart(4, '0')}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
}
