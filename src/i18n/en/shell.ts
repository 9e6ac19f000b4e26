/** The dashboard shell: sidebar, top bar, user card and the customer areas' frames. */
export const shell = {
  title: 'BancAssurance',
  navigation: 'Main menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  signedInAs: 'Signed in as',
  expand: 'Show {{name}} pages',
  collapse: 'Hide {{name}} pages',
  forbidden: 'You do not have permission to see this page',
  menu: {
    overview: 'Overview',
    diasporas: 'Diasporas',
    individuals: 'Individuals',
    groups: 'Groups',
    approvals: 'Approvals',
    premiums: 'Premiums',
  },
  /** The approvals entry's submenu: one line per kind the user may approve, with the number waiting. */
  approvalKinds: {
    claim: 'Claims',
    diaspora: 'Diaspora covers',
    customer: 'Individual covers',
    group: 'Group covers',
    change: 'Changes',
    deletion: 'Deletions',
    'results-file': 'Results files',
  },
  status: {
    label: 'Cover status',
    'in-progress': 'In-progress',
    covered: 'Covered',
    uncovered: 'Uncovered',
  },
} as const;
