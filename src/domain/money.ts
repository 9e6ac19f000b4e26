/**
 * Whole numbers with comma thousands separators, rounded half away from zero, as
 * Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }) writes them. Done by hand because
 * creating that formatter loads locale data: a tenth of a second of a phone's first render.
 */
export function groupedWhole(amount: number): string {
  if (!Number.isFinite(amount) || Math.abs(amount) >= 1e21) {
    return new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(amount);
  }
  const whole = Math.round(Math.abs(amount));
  const digits = String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
  return amount < 0 && whole !== 0 ? `-${digits}` : digits;
}

/** Formats whole TZS the way the product shows money: 'Tsh 50,000,000'. */
export function formatTsh(amount: number): string {
  return `Tsh ${groupedWhole(amount)}`;
}
