import { approvals } from './approvals';
import { diasporas } from './diasporas';
import { groupMember } from './group-member';
import { groupRegistration } from './group-registration';
import { groups } from './groups';
import { individualRegistration } from './individual-registration';
import { individuals } from './individuals';
import { paymentAccounts } from './payment-accounts';
import { premiums } from './premiums';
import { shell } from './shell';
import { uiOverview } from './ui-overview';
import { uiStaff } from './ui-staff';

/** The back office's words: loaded once a signed-in staff member opens the dashboard. */
export const staff = {
  ui: uiStaff,
  shell,
  diasporas,
  individuals,
  groups,
  groupRegistration,
  groupMember,
  approvals,
  individualRegistration,
  premiums,
  paymentAccounts,
  overview: uiOverview,
} as const;
