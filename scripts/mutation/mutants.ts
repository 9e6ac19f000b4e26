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

const MACHINE = 'machines/cover-status.machine.ts';
const MAKERS = 'server/cover/makers.ts';
const CHANGE_CHECKER = 'machines/change-checker.ts';
const PENDING = 'server/changes/decide.ts';
const CROSS_FIELD_RULES = 'src/domain/cross-field-rules.ts';
const CLAIM_RULES = 'src/domain/claim-rules.ts';
const IDEMPOTENCY = 'server/idempotency.ts';
const SEED = 'server/db/seed.ts';
const GUARD = 'server/auth/guard.ts';
const CAPTCHA = 'server/captcha/verify.ts';

const machineTests = ['tests/machines/cover-status.machine.test.ts'];
const checkerTests = ['tests/api/checker-rule.test.ts'];
const pendingTests = ['tests/api/pending-changes.test.ts'];
const killers = 'tests/api/mutation-killers.test.ts';
const familyTests = ['tests/domain/diaspora-schemas.test.ts'];
const claimTests = ['tests/domain/claim-rules.test.ts'];
const idempotencyTests = ['tests/api/idempotency-required.test.ts', killers];
const roleTests = ['tests/api/authz-matrix.test.ts'];
const captchaTests = ['tests/api/captcha-verifier.test.ts'];

export const MUTANTS: Mutant[] = [
  // The four-eyes rule: who may check.
  {
    id: 'checker-without-approve-permission',
    rule: 'maker-checker',
    file: MACHINE,
    find: "if (!by.canApprove || by.userId.length === 0) return 'no-permission';",
    replace: "if (by.userId.length === 0) return 'no-permission';",
    tests: machineTests,
  },
  {
    id: 'maker-may-check',
    rule: 'maker-checker',
    file: MACHINE,
    find: "if (makerIds.includes(by.userId)) return 'same-user';",
    replace: "if (makerIds.length < 0) return 'same-user';",
    tests: machineTests,
  },
  {
    id: 'updater-is-no-maker',
    rule: 'maker-checker',
    file: MAKERS,
    find: "  'create',\n  'update',\n",
    replace: "  'create',\n",
    tests: checkerTests,
  },
  {
    id: 'proposer-is-no-maker',
    rule: 'maker-checker',
    file: MAKERS,
    find: "  'member.add',\n  'change.propose',\n] as const;",
    replace: "  'member.add',\n] as const;",
    tests: pendingTests,
  },
  {
    id: 'approved-change-keeps-makers',
    rule: 'maker-checker',
    file: MAKERS,
    find: "['status.approve', 'status.reinstate', 'change.approve']",
    replace: "['status.approve', 'status.reinstate']",
    tests: [...checkerTests, killers],
  },
  {
    id: 'claim-recorder-is-no-maker',
    rule: 'maker-checker',
    file: MAKERS,
    find: "['claim.submit', 'claim.document']",
    replace: "['claim.document']",
    tests: checkerTests,
  },
  {
    id: 'panel-lets-proposer-decide',
    rule: 'maker-checker',
    file: CHANGE_CHECKER,
    find: "if (user.userId === proposerId) return 'proposer';",
    replace: '',
    tests: ['tests/ui/pending-change-screens.test.tsx'],
  },
  {
    id: 'panel-forgets-approve-permission',
    rule: 'maker-checker',
    file: CHANGE_CHECKER,
    find: 'canApprove: user.permissions.includes(`${area}.approve`)',
    replace: 'canApprove: true',
    tests: ['tests/ui/pending-change-screens.test.tsx'],
  },
  {
    id: 'pending-change-any-role-approves',
    rule: 'maker-checker',
    file: PENDING,
    find: "if (refused) throw forbidden('Your role may not approve changes to this record');",
    replace: '',
    tests: pendingTests,
  },
  {
    id: 'pending-change-maker-approves',
    rule: 'maker-checker',
    file: PENDING,
    find: "if (refused === 'same-user') {",
    replace: "if (refused === 'no-permission' && refused !== 'no-permission') {",
    tests: [...pendingTests, killers],
  },
  // The family rules (SPEC §9).
  {
    id: 'holder-younger-than-18',
    rule: 'family',
    file: CROSS_FIELD_RULES,
    find: '!errors.dob && (age < DIASPORA_COVER.holderMinAge',
    replace: '!errors.dob && (age < DIASPORA_COVER.holderMinAge - 1',
    tests: familyTests,
  },
  {
    id: 'holder-older-than-80',
    rule: 'family',
    file: CROSS_FIELD_RULES,
    find: 'age > DIASPORA_COVER.holderMaxAge)) {\n    errors.dob = MESSAGES.holderAge;',
    replace: 'age > DIASPORA_COVER.holderMaxAge + 1)) {\n    errors.dob = MESSAGES.holderAge;',
    tests: familyTests,
  },
  {
    id: 'two-spouses',
    rule: 'family',
    file: CROSS_FIELD_RULES,
    find: 'else if (spouses > DIASPORA_COVER.maxSpouses)',
    replace: 'else if (spouses > DIASPORA_COVER.maxSpouses + 1)',
    tests: familyTests,
  },
  {
    id: 'single-holder-spouse',
    rule: 'family',
    file: CROSS_FIELD_RULES,
    find: "if (holder.maritalStatus === 'single') errors",
    replace: "if (holder.maritalStatus === 'none') errors",
    tests: familyTests,
  },
  {
    id: 'five-children',
    rule: 'family',
    file: CROSS_FIELD_RULES,
    find: 'if (children > DIASPORA_COVER.maxChildren)',
    replace: 'if (children > DIASPORA_COVER.maxChildren + 1)',
    tests: familyTests,
  },
  {
    id: 'child-of-21-refused',
    rule: 'family',
    file: CROSS_FIELD_RULES,
    find: 'if (age > DIASPORA_COVER.childMaxAge) errors',
    replace: 'if (age >= DIASPORA_COVER.childMaxAge) errors',
    tests: familyTests,
  },
  {
    id: 'spouse-age-unchecked',
    rule: 'family',
    file: CROSS_FIELD_RULES,
    find: '        errors[`${path}.dob`] = MESSAGES.spouseAge;',
    replace: '',
    tests: familyTests,
  },
  // The claim rules and waiting periods (SPEC §9).
  {
    id: 'waiting-period-ignored',
    rule: 'claims',
    file: CLAIM_RULES,
    find: 'else if (own.waitingPeriodEnd && event < DateTime',
    replace: 'else if (own.waitingPeriodEnd && event < DateTime.fromISO("1900-01-01")&& event < DateTime',
    tests: claimTests,
  },
  {
    id: 'waiting-period-end-day-refused',
    rule: 'claims',
    file: CLAIM_RULES,
    find: 'else if (own.waitingPeriodEnd && event < DateTime',
    replace: 'else if (own.waitingPeriodEnd && event <= DateTime',
    tests: claimTests,
  },
  {
    id: 'late-joiner-waits-from-cover-start',
    rule: 'claims',
    file: CLAIM_RULES,
    find: 'waitingPeriodEnd: joined.plus(',
    replace: 'waitingPeriodEnd: start.plus(',
    tests: claimTests,
  },
  {
    id: 'thirtieth-day-refused',
    rule: 'claims',
    file: CLAIM_RULES,
    find: "day.diff(event, 'days').days > DIASPORA_COVER.claimNotificationDays",
    replace: "day.diff(event, 'days').days >= DIASPORA_COVER.claimNotificationDays",
    tests: claimTests,
  },
  {
    id: 'in-progress-record-claims',
    rule: 'claims',
    file: CLAIM_RULES,
    find: "if (cover.status !== 'covered') errors.holder",
    replace: "if (cover.status === 'uncovered') errors.holder",
    tests: claimTests,
  },
  {
    id: 'schooling-proof-from-17',
    rule: 'claims',
    file: CLAIM_RULES,
    find: 'return age > CHILD_COVERED_WITHOUT_SCHOOLING_UP_TO &&',
    replace: 'return age >= CHILD_COVERED_WITHOUT_SCHOOLING_UP_TO &&',
    tests: claimTests,
  },
  {
    id: 'funeral-over-lump-sum',
    rule: 'claims',
    file: CLAIM_RULES,
    find: "claim.type === 'funeral' && claim.amount > cover.funeralLumpSum",
    replace: "claim.type === 'funeral' && claim.amount > cover.funeralLumpSum * 2",
    tests: claimTests,
  },
  {
    id: 'over-remaining-benefit',
    rule: 'claims',
    file: CLAIM_RULES,
    find: 'else if (claim.amount > remaining)',
    replace: 'else if (claim.amount > remaining + cover.claimedSoFar)',
    tests: claimTests,
  },
  // Idempotency of creates.
  {
    id: 'create-without-key',
    rule: 'idempotency',
    file: IDEMPOTENCY,
    find: 'if (!key) throw missingIdempotencyKey();',
    replace: "if (key === 'never') throw missingIdempotencyKey();",
    tests: idempotencyTests,
  },
  {
    id: 'key-reused-with-other-body',
    rule: 'idempotency',
    file: IDEMPOTENCY,
    find: 'if (row.operation !== operation || row.request_hash !== requestHash) {',
    replace: 'if (row.operation !== operation) {',
    tests: idempotencyTests,
  },
  {
    id: 'key-shared-between-staff',
    rule: 'idempotency',
    file: IDEMPOTENCY,
    find: "if (caller.kind === 'staff') return `user:${caller.user.userId}`;",
    replace: "if (caller.kind === 'staff') return 'staff';",
    tests: idempotencyTests,
  },
  {
    id: 'repeat-not-answered-from-store',
    rule: 'idempotency',
    file: IDEMPOTENCY,
    find: 'if (previous) return previous;',
    replace: '',
    tests: idempotencyTests,
  },
  // The role permissions.
  {
    id: 'viewer-may-delete-customers',
    rule: 'roles',
    file: SEED,
    find: "viewer: PERMISSIONS.filter((p) => p.endsWith('.read')),",
    replace: "viewer: PERMISSIONS.filter((p) => p.endsWith('.read') || p === 'customers.delete'),",
    tests: roleTests,
  },
  {
    id: 'officer-may-approve',
    rule: 'roles',
    file: SEED,
    find: "p !== 'customers.delete' && !p.endsWith('.approve') && p !== 'claims.pay'",
    replace: "p !== 'customers.delete' && p !== 'claims.pay'",
    tests: roleTests,
  },
  {
    id: 'officer-may-pay-claims',
    rule: 'roles',
    file: SEED,
    find: "!p.endsWith('.approve') && p !== 'claims.pay'",
    replace: "!p.endsWith('.approve')",
    tests: roleTests,
  },
  {
    id: 'guard-one-permission-enough',
    rule: 'roles',
    file: GUARD,
    find: '(s.staffToken ?? []).every((permission)',
    replace: '(s.staffToken ?? []).some((permission)',
    tests: roleTests,
  },
  {
    id: 'guard-never-forbids',
    rule: 'roles',
    file: GUARD,
    find: 'if (!allowed) throw forbidden();',
    replace: '',
    tests: roleTests,
  },
  // The captcha verifier.
  {
    id: 'development-token-with-secret',
    rule: 'captcha',
    file: CAPTCHA,
    find: 'const body = new URLSearchParams(',
    replace: 'if (token === DEVELOPMENT_CAPTCHA_TOKEN) return true;\n    const body = new URLSearchParams(',
    tests: captchaTests,
  },
  {
    id: 'failed-verify-passes',
    rule: 'captcha',
    file: CAPTCHA,
    find: 'return outcome?.success === true;',
    replace: 'return outcome?.success !== undefined;',
    tests: captchaTests,
  },
  {
    id: 'error-status-passes',
    rule: 'captcha',
    file: CAPTCHA,
    find: 'if (!response.ok) return false;',
    replace: '',
    tests: captchaTests,
  },
  {
    id: 'unreachable-verify-passes',
    rule: 'captcha',
    file: CAPTCHA,
    find: '} catch {\n      return false;',
    replace: '} catch {\n      return true;',
    tests: captchaTests,
  },
  {
    id: 'no-verify-timeout',
    rule: 'captcha',
    file: CAPTCHA,
    find: 'signal: AbortSignal.timeout(config.captchaVerifyTimeoutMs),',
    replace: '',
    tests: captchaTests,
  },
  {
    id: 'secret-not-sent',
    rule: 'captcha',
    file: CAPTCHA,
    find: '{ secret, response: token',
    replace: "{ secret: 'unset', response: token",
    tests: captchaTests,
  },
  {
    id: 'any-token-without-secret',
    rule: 'captcha',
    file: CAPTCHA,
    find: 'return async (token) => token === DEVELOPMENT_CAPTCHA_TOKEN;',
    replace: 'return async (token) => token.length > 0;',
    tests: ['tests/api/captcha-verifier.test.ts', 'tests/api/enrolment-and-files.test.ts'],
  },
];
