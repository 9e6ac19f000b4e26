/** The bank's and the product's names, shown on every public page. */
export const brand = {
  bankName: 'BancAssurance',
  bankLogoAlt: 'BancAssurance',
  bankHome: 'BancAssurance home',
  productName: 'Diaspora Cover',
  productTagline: 'Repatriation insurance',
  productLogoAlt: 'Diaspora Cover',
} as const;
