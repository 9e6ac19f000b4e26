import { describe, expect, it } from 'vitest';
import { credentialHeaders } from '@/api/client';
import {
  enrolmentTokenInUse,
  forgetEnrolmentToken,
  POLICY_DRAFT,
  rememberEnrolmentToken,
  updatePolicyDraft,
} from '@/features/onboarding/enrolment-session';
import { clearDrafts } from '@/ui/wizard/drafts';

describe('the enrolment session every request carries', () => {
  it('is the one in the drafts, else the one this tab traded its captcha for', () => {
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    rememberEnrolmentToken('enr_this_tab');
    updatePolicyDraft({ enrolmentToken: 'enr_in_drafts', enrolmentExpiresAt: inAnHour });
    expect(enrolmentTokenInUse()).toBe('enr_in_drafts');
    // Another tab finished the enrolment and cleared the drafts: this tab keeps its session.
    clearDrafts(POLICY_DRAFT);
    expect(enrolmentTokenInUse()).toBe('enr_this_tab');
    forgetEnrolmentToken();
    expect(enrolmentTokenInUse()).toBeNull();
  });

  it('goes out only where no staff member is signed in', () => {
    expect(credentialHeaders({ staffToken: () => null, enrolmentToken: () => 'enr_x' })).toEqual({
      'X-Enrolment-Token': 'enr_x',
    });
    expect(credentialHeaders({ staffToken: () => 'stf_y', enrolmentToken: () => 'enr_x' })).toEqual({
      Authorization: 'Bearer stf_y',
    });
    expect(credentialHeaders({ staffToken: () => null, enrolmentToken: () => null })).toEqual({});
  });
});
