import type { brand as en } from '../en/brand';
import type { Shape } from '../shape';

/** The bank's and the product's names, shown on every public page. */
export const brand: Shape<typeof en> = {
  bankName: 'BancAssurance',
  bankLogoAlt: 'BancAssurance',
  bankHome: 'Ukurasa wa mwanzo wa BancAssurance',
  productName: 'Diaspora Cover',
  productTagline: 'Bima ya kurejesha mwili nyumbani',
  productLogoAlt: 'Diaspora Cover',
};
