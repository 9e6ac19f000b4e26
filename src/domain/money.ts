/** Formats whole TZS the way the product shows money: 'Tsh 50,000,000'. */
export function formatTsh(amount: number): string {
  return `Tsh ${new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(amount)}`;
}
