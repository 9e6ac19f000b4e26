import { randomBytes } from 'node:crypto';
import { DIASPORA_COVER } from '../../src/domain/cover';
import { DIASPORA_TERMS } from '../../src/domain/diaspora-terms';
import { hashPassword } from '../auth/passwords';
import type { Db } from './connect';

/** Every permission the server enforces, as declared in openapi.yaml. */
export const PERMISSIONS = [
  'customers.read',
  'customers.create',
  'customers.update',
  'customers.delete',
  'customers.status',
  'customers.approve',
  'groups.read',
  'groups.create',
  'groups.update',
  'groups.status',
  'groups.approve',
  'diasporas.read',
  'diasporas.create',
  'diasporas.update',
  'diasporas.status',
  'diasporas.approve',
  'claims.read',
  'claims.create',
  'claims.approve',
  'claims.pay',
  'premiums.manage',
  'premiums.approve',
  'policies.read',
  'files.read',
  'files.create',
] as const;

export const ROLE_PERMISSIONS: Record<'admin' | 'officer' | 'viewer', readonly string[]> = {
  admin: PERMISSIONS,
  // Officers make; approving a cover (the checker's part) is for admins.
  officer: PERMISSIONS.filter(
    (p) => p !== 'customers.delete' && !p.endsWith('.approve') && p !== 'claims.pay',
  ),
  viewer: PERMISSIONS.filter((p) => p.endsWith('.read')),
};

export type RoleName = keyof typeof ROLE_PERMISSIONS;

const SEED_POLICIES = [
  {
    name: DIASPORA_COVER.name,
    kind: 'diaspora' as const,
    premium: DIASPORA_COVER.monthlyPremium,
    annual_premium: DIASPORA_COVER.annualPremium,
    terms: DIASPORA_TERMS.join('\n'),
    member_benefit: DIASPORA_COVER.maximumBenefit,
    spouse_benefit: DIASPORA_COVER.maximumBenefit,
    child_benefit: DIASPORA_COVER.maximumBenefit,
    parent_benefit: 0,
    parent_in_law_benefit: 0,
    maximum_benefit: DIASPORA_COVER.maximumBenefit,
    funeral_lump_sum: DIASPORA_COVER.funeralLumpSum,
  },
  {
    name: 'Individual Life Cover Basic',
    kind: 'individual' as const,
    premium: 10_000,
    annual_premium: 120_000,
    terms: 'Life cover for the member, spouse, children and parents. Waiting period 3 months.',
    member_benefit: 5_000_000,
    spouse_benefit: 3_000_000,
    child_benefit: 1_500_000,
    parent_benefit: 1_000_000,
    parent_in_law_benefit: 1_000_000,
    maximum_benefit: 5_000_000,
    funeral_lump_sum: 1_000_000,
  },
  {
    name: 'Individual Life Cover Plus',
    kind: 'individual' as const,
    premium: 20_000,
    annual_premium: 240_000,
    terms:
      'Extended life cover for the member and family, including parents-in-law. Waiting period 3 months.',
    member_benefit: 10_000_000,
    spouse_benefit: 6_000_000,
    child_benefit: 3_000_000,
    parent_benefit: 2_000_000,
    parent_in_law_benefit: 2_000_000,
    maximum_benefit: 10_000_000,
    funeral_lump_sum: 2_000_000,
  },
  {
    name: 'Group Life Cover (VICOBA)',
    kind: 'group' as const,
    premium: 5_000,
    annual_premium: 60_000,
    terms: 'Per-member life cover for savings and community groups. Waiting period 3 months.',
    member_benefit: 2_000_000,
    spouse_benefit: 1_000_000,
    child_benefit: 500_000,
    parent_benefit: 500_000,
    parent_in_law_benefit: 500_000,
    maximum_benefit: 2_000_000,
    funeral_lump_sum: 500_000,
  },
];

export interface SeedOptions {
  adminEmail?: string | undefined;
  adminPassword?: string | undefined;
  /** Passwords for the officer and viewer; generated when absent (tests pass known ones). */
  staffPassword?: string | undefined;
}

export interface CreatedAccount {
  role: RoleName;
  email: string;
  password: string;
  /** The password came from the options (the operator's environment), not generated here. */
  chosen: boolean;
}

/**
 * One created account as the console shows it. A password the operator chose is never echoed:
 * output often ends up in shared logs.
 */
export function createdAccountLine(account: CreatedAccount): string {
  const shown = account.chosen
    ? `(${account.role === 'admin' ? 'ADMIN_PASSWORD' : 'STAFF_PASSWORD'})`
    : account.password;
  return `${account.role.padEnd(8)} ${account.email}  ${shown}`;
}

const generatedPassword = () => randomBytes(12).toString('base64url');

/**
 * Reference data: roles, permissions, policies and one staff user per role. Safe to run on
 * every start: existing rows are left as they are, and passwords are only set at creation.
 * A role that already has a user gets none: the admin chosen by ADMIN_EMAIL at the first start
 * stays the only admin, whatever email a later start or demo seed is given (or not given).
 * Returns the accounts it created, so their generated passwords can be shown once.
 */
export async function seedReferenceData(db: Db, options: SeedOptions = {}): Promise<CreatedAccount[]> {
  const created: CreatedAccount[] = [];
  await db.transaction().execute(async (trx) => {
    for (const [role, permissions] of Object.entries(ROLE_PERMISSIONS)) {
      await trx
        .insertInto('roles')
        .values({ name: role })
        .onConflict((c) => c.doNothing())
        .execute();
      await trx
        .insertInto('role_permissions')
        .values(permissions.map((permission) => ({ role_name: role, permission })))
        .onConflict((c) => c.doNothing())
        .execute();
    }
    await trx
      .insertInto('policies')
      .values(SEED_POLICIES)
      .onConflict((c) => c.column('name').doNothing())
      .execute();

    const accounts: {
      role: RoleName;
      email: string;
      first: string;
      last: string;
      password?: string | undefined;
    }[] = [
      {
        role: 'admin',
        email: (options.adminEmail ?? 'admin@bancassurance.local').toLowerCase(),
        first: 'Amina',
        last: 'Mwakyusa',
        password: options.adminPassword,
      },
      {
        role: 'officer',
        email: 'officer@bancassurance.local',
        first: 'Baraka',
        last: 'Mushi',
        password: options.staffPassword,
      },
      {
        role: 'viewer',
        email: 'viewer@bancassurance.local',
        first: 'Neema',
        last: 'Kimaro',
        password: options.staffPassword,
      },
    ];
    for (const account of accounts) {
      const exists = await trx
        .selectFrom('users')
        .select('id')
        .where((eb) => eb.or([eb('email', '=', account.email), eb('role_name', '=', account.role)]))
        .executeTakeFirst();
      if (exists) continue;
      const password = account.password ?? generatedPassword();
      await trx
        .insertInto('users')
        .values({
          email: account.email,
          first_name: account.first,
          last_name: account.last,
          role_name: account.role,
          password_hash: await hashPassword(password),
        })
        .execute();
      created.push({
        role: account.role,
        email: account.email,
        password,
        chosen: account.password !== undefined,
      });
    }
  });
  return created;
}
