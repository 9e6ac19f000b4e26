/**
 * The mutants of the rules that matter: each one a small, precise change a careless edit could
 * make. `find` must occur exactly once in `file`; `tests` are the few files that should fail on it.
 * A scripted list rather than Stryker: Stryker 10 needs Node 22 (we support 20.19), and Stryker 9
 * mutates whole files, which on two cores runs for hours.
 */
export interface Mutant {
  id: string;
  rule: 'maker-checker' | 'family' | 'claims' | 'idempotency' | 'roles' | 'captcha';
  file: string;
  find: string;
  replace: string;
  tests: string[];
}

export const MACHINE = 'machines/cover-status.machine.ts';
export const MAKERS = 'server/cover/makers.ts';
export const CHANGE_CHECKER = 'machines/change-checker.ts';
export const PENDING = 'server/changes/decide.ts';
export const CROSS_FIELD_RULES = 'src/domain/cross-field-rules.ts';
export const CLAIM_RULES = 'src/domain/claim-rules.ts';
export const IDEMPOTENCY = 'server/idempotency.ts';
export const SEED = 'server/db/seed.ts';
export const GUARD = 'server/auth/guard.ts';
export const CAPTCHA = 'server/captcha/verify.ts';

export const machineTests = ['tests/machines/cover-status.machine.test.ts'];
export const checkerTests = ['tests/api/checker-rule.test.ts'];
export const pendingTests = ['tests/api/pending-changes.test.ts'];
export const killers = 'tests/api/mutation-killers.test.ts';
export const familyTests = ['tests/domain/diaspora-schemas.test.ts'];
export const claimTests = ['tests/domain/claim-rules.test.ts'];
export const idempotencyTests = ['tests/api/idempotency-required.test.ts', killers];
export const roleTests = ['tests/api/authz-matrix.test.ts'];
export const captchaTests = ['tests/api/captcha-verifier.test.ts'];
