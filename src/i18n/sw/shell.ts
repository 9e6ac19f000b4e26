import type { shell as en } from '../en/shell';
import type { Shape } from '../shape';

/** The dashboard shell: sidebar, top bar, user card and the customer areas' frames. */
export const shell: Shape<typeof en> = {
  title: 'BancAssurance',
  navigation: 'Menyu kuu',
  openMenu: 'Fungua menyu',
  closeMenu: 'Funga menyu',
  signOut: 'Toka',
  signingOut: 'Inatoka…',
  signedInAs: 'Umeingia kama',
  expand: 'Onyesha kurasa za {{name}}',
  collapse: 'Ficha kurasa za {{name}}',
  forbidden: 'Huna ruhusa ya kuona ukurasa huu',
  menu: {
    overview: 'Muhtasari',
    diasporas: 'Wateja wa diaspora',
    individuals: 'Watu binafsi',
    groups: 'Vikundi',
    approvals: 'Idhini',
    premiums: 'Ada za bima',
  },
  /** The approvals entry's submenu: one line per kind the user may approve, with the number waiting. */
  approvalKinds: {
    claim: 'Madai',
    diaspora: 'Bima za diaspora',
    customer: 'Bima za watu binafsi',
    group: 'Bima za vikundi',
    change: 'Mabadiliko',
    deletion: 'Ufutaji',
    'results-file': 'Mafaili ya matokeo',
  },
  status: {
    label: 'Hali ya bima',
    'in-progress': 'Inashughulikiwa',
    covered: 'Ina bima',
    uncovered: 'Haina bima',
  },
};
