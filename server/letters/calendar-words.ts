import type { LetterLanguage } from './letter-content';

/**
 * Dates and amounts as a letter writes them. The month names are written here rather than taken
 * from Intl, so a letter reads the same whatever ICU data the server's Node carries.
 */
const MONTHS: Record<LetterLanguage, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  sw: [
    'Januari',
    'Februari',
    'Machi',
    'Aprili',
    'Mei',
    'Juni',
    'Julai',
    'Agosti',
    'Septemba',
    'Oktoba',
    'Novemba',
    'Desemba',
  ],
};

/** An ISO date (YYYY-MM-DD) as "1 March 2026" or "1 Machi 2026". */
export function letterDate(isoDate: string, language: LetterLanguage): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const name = MONTHS[language][(month ?? 1) - 1];
  if (!year || !name || !day) throw new Error(`not an ISO date: ${isoDate}`);
  return `${day} ${name} ${year}`;
}

/** Whole shillings as "TSh 12,000,000", as the portal shows money. */
export function letterMoney(amount: number): string {
  return `TSh ${Math.round(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}
