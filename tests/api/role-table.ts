/**
 * Who may call each operation, written down by hand from the README's role table ("Staff roles")
 * and SPEC §6/§7, not read from openapi.yaml or the seed: the authorisation tests check the live
 * server, the contract's `security` and the seeded role permissions against this table, so a
 * permission granted by mistake in any of them fails a test. A new operation must be added here.
 *
 * Columns: the operation, its method and path, the permission the contract names for staff
 * (`-`: any live staff token, or none for a public operation), then one mark per caller:
 * `x` may call it, `.` may not. `public` is a caller with no token at all (a public operation
 * admits every caller); `enrol` is a live enrolment-session token from a verified captcha.
 */
const TABLE = `
operation             | method | path                                            | permission        | admin | officer | viewer | public | enrol
getHealth             | GET    | /health                                         | -                 |   x   |    x    |    x   |    x   |   x
getLiveness           | GET    | /healthz                                        | -                 |   x   |    x    |    x   |    x   |   x
getReadiness          | GET    | /readyz                                         | -                 |   x   |    x    |    x   |    x   |   x
signIn                | POST   | /auth/sign-in                                   | -                 |   x   |    x    |    x   |    x   |   x
startEnrolmentSession | POST   | /enrolment-sessions                             | -                 |   x   |    x    |    x   |    x   |   x
getMe                 | GET    | /auth/me                                        | -                 |   x   |    x    |    x   |    .   |   .
setMyLanguage         | PUT    | /auth/me/language                               | -                 |   x   |    x    |    x   |    .   |   .
signOut               | POST   | /auth/sign-out                                  | -                 |   x   |    x    |    x   |    .   |   .
listApprovals         | GET    | /approvals                                      | -                 |   x   |    x    |    x   |    .   |   .
countApprovals        | GET    | /approvals/counts                               | -                 |   x   |    x    |    x   |    .   |   .
getPortfolioOverview  | GET    | /overview                                       | -                 |   x   |    x    |    x   |    .   |   .
uploadFile            | POST   | /files                                          | files.create      |   x   |    x    |    .   |    .   |   x
downloadFile          | GET    | /files/{fileId}                                 | files.read        |   x   |    x    |    x   |    .   |   .
listPolicies          | GET    | /policies                                       | policies.read     |   x   |    x    |    x   |    .   |   .
listCustomers         | GET    | /customers                                      | customers.read    |   x   |    x    |    x   |    .   |   .
getCustomer           | GET    | /customers/{customerId}                         | customers.read    |   x   |    x    |    x   |    .   |   .
getCustomerHistory    | GET    | /customers/{customerId}/history                 | customers.read    |   x   |    x    |    x   |    .   |   .
getCustomerCertificate| GET    | /customers/{customerId}/certificate             | customers.read    |   x   |    x    |    x   |    .   |   .
exportCustomers       | GET    | /customers/export                               | customers.read    |   x   |    x    |    x   |    .   |   .
checkCustomerIdNumber | GET    | /customers/id-number-check                      | customers.read    |   x   |    x    |    x   |    .   |   .
createCustomer        | POST   | /customers                                      | customers.create  |   x   |    x    |    .   |    .   |   .
updateCustomer        | PUT    | /customers/{customerId}                         | customers.update  |   x   |    x    |    .   |    .   |   .
changeCustomerStatus  | POST   | /customers/{customerId}/status                  | customers.status  |   x   |    x    |    .   |    .   |   .
decideCustomerChange  | POST   | /customers/{customerId}/pending-change/decision | customers.approve |   x   |    .    |    .   |    .   |   .
requestCustomerDeletion | POST | /customers/{customerId}/deletion                | customers.delete  |   x   |    .    |    .   |    .   |   .
decideCustomerDeletion | POST   | /customers/{customerId}/deletion/decision       | customers.approve |   x   |    .    |    .   |    .   |   .
listGroups            | GET    | /groups                                         | groups.read       |   x   |    x    |    x   |    .   |   .
getGroup              | GET    | /groups/{groupId}                               | groups.read       |   x   |    x    |    x   |    .   |   .
listGroupMembers      | GET    | /groups/{groupId}/members                       | groups.read       |   x   |    x    |    x   |    .   |   .
getGroupMember        | GET    | /groups/{groupId}/members/{memberId}            | groups.read       |   x   |    x    |    x   |    .   |   .
getGroupHistory       | GET    | /groups/{groupId}/history                       | groups.read       |   x   |    x    |    x   |    .   |   .
getGroupCertificate   | GET    | /groups/{groupId}/certificate                   | groups.read       |   x   |    x    |    x   |    .   |   .
exportGroups          | GET    | /groups/export                                  | groups.read       |   x   |    x    |    x   |    .   |   .
createGroup           | POST   | /groups                                         | groups.create     |   x   |    x    |    .   |    .   |   .
addGroupMember        | POST   | /groups/{groupId}/members                       | groups.update     |   x   |    x    |    .   |    .   |   .
setGroupPaymentAccount| PUT    | /groups/{groupId}/payment-account               | groups.update     |   x   |    x    |    .   |    .   |   .
changeGroupStatus     | POST   | /groups/{groupId}/status                        | groups.status     |   x   |    x    |    .   |    .   |   .
decideGroupChange     | POST   | /groups/{groupId}/pending-change/decision       | groups.approve    |   x   |    .    |    .   |    .   |   .
listDiasporas         | GET    | /diasporas                                      | diasporas.read    |   x   |    x    |    x   |    .   |   .
getDiaspora           | GET    | /diasporas/{diasporaId}                         | diasporas.read    |   x   |    x    |    x   |    .   |   .
getDiasporaHistory    | GET    | /diasporas/{diasporaId}/history                 | diasporas.read    |   x   |    x    |    x   |    .   |   .
getDiasporaCertificate| GET    | /diasporas/{diasporaId}/certificate             | diasporas.read    |   x   |    x    |    x   |    .   |   .
exportDiasporas       | GET    | /diasporas/export                               | diasporas.read    |   x   |    x    |    x   |    .   |   .
checkDiasporaIdNumber | GET    | /diasporas/id-number-check                      | diasporas.read    |   x   |    x    |    x   |    .   |   .
createDiaspora        | POST   | /diasporas                                      | diasporas.create  |   x   |    x    |    .   |    .   |   x
updateDiaspora        | PUT    | /diasporas/{diasporaId}                         | diasporas.update  |   x   |    x    |    .   |    .   |   .
changeDiasporaStatus  | POST   | /diasporas/{diasporaId}/status                  | diasporas.status  |   x   |    x    |    .   |    .   |   .
decideDiasporaChange  | POST   | /diasporas/{diasporaId}/pending-change/decision | diasporas.approve |   x   |    .    |    .   |    .   |   .
getCustomerPremiums   | GET    | /customers/{customerId}/premiums                | customers.read    |   x   |    x    |    x   |    .   |   .
getDiasporaPremiums   | GET    | /diasporas/{diasporaId}/premiums                | diasporas.read    |   x   |    x    |    x   |    .   |   .
getGroupPremiums      | GET    | /groups/{groupId}/premiums                      | groups.read       |   x   |    x    |    x   |    .   |   .
exportPremiumDebits   | GET    | /premiums/debits                                | premiums.manage   |   x   |    x    |    .   |    .   |   .
listMissingPaymentAccounts | GET | /premiums/missing-accounts                    | premiums.manage   |   x   |    x    |    .   |    .   |   .
listPremiumResultFiles | GET   | /premiums/results                               | premiums.manage   |   x   |    x    |    .   |    .   |   .
uploadPremiumResults  | POST   | /premiums/results                               | premiums.manage   |   x   |    x    |    .   |    .   |   .
getPremiumResultFile  | GET    | /premiums/results/{resultFileId}                | premiums.manage   |   x   |    x    |    .   |    .   |   .
listPremiumResultRows | GET    | /premiums/results/{resultFileId}/rows           | premiums.manage   |   x   |    x    |    .   |    .   |   .
decidePremiumResultFile | POST | /premiums/results/{resultFileId}/decision       | premiums.approve  |   x   |    .    |    .   |    .   |   .
downloadPremiumResultsReport | GET | /premiums/results/{resultFileId}/report     | premiums.manage   |   x   |    x    |    .   |    .   |   .
requestPremiumWaiver  | POST   | /premiums/{premiumId}/waiver                    | premiums.manage   |   x   |    x    |    .   |    .   |   .
decidePremiumWaiver   | POST   | /premiums/{premiumId}/waiver/decision           | premiums.approve  |   x   |    .    |    .   |    .   |   .
getClaim              | GET    | /claims/{claimId}                               | claims.read       |   x   |    x    |    x   |    .   |   .
createClaim           | POST   | /claims                                         | claims.create     |   x   |    x    |    .   |    .   |   .
addClaimDocument      | POST   | /claims/{claimId}/documents                     | claims.create     |   x   |    x    |    .   |    .   |   .
decideClaim           | POST   | /claims/{claimId}/decision                      | claims.approve    |   x   |    .    |    .   |    .   |   .
payClaim              | POST   | /claims/{claimId}/payment                       | claims.pay        |   x   |    .    |    .   |    .   |   .
`;

export const STAFF_ROLES = ['admin', 'officer', 'viewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export interface RoleTableRow {
  operationId: string;
  method: string;
  path: string;
  /** The permission a staff token needs; undefined when any live staff token (or none) will do. */
  permission: string | undefined;
  staff: Record<StaffRole, boolean>;
  /** Open to every caller, with or without a token. */
  public: boolean;
  /** Open to a live enrolment-session token. */
  enrolment: boolean;
}

function mark(cell: string, where: string): boolean {
  if (cell === 'x') return true;
  if (cell === '.') return false;
  throw new Error(`role table: "${cell}" in ${where} is neither x nor .`);
}

function parse(table: string): RoleTableRow[] {
  const [header, ...lines] = table
    .trim()
    .split('\n')
    .map((line) => line.split('|').map((cell) => cell.trim()));
  const expectedHeader = ['operation', 'method', 'path', 'permission', ...STAFF_ROLES, 'public', 'enrol'];
  if (header?.join(',') !== expectedHeader.join(','))
    throw new Error(`role table: header is ${header?.join(' | ')}`);
  return lines.map((cells) => {
    if (cells.length !== expectedHeader.length) throw new Error(`role table: bad row ${cells.join(' | ')}`);
    const [operationId, method, path, permission, admin, officer, viewer, open, enrol] = cells as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    return {
      operationId,
      method,
      path,
      permission: permission === '-' ? undefined : permission,
      staff: {
        admin: mark(admin, operationId),
        officer: mark(officer, operationId),
        viewer: mark(viewer, operationId),
      },
      public: mark(open, operationId),
      enrolment: mark(enrol, operationId),
    };
  });
}

export const ROLE_TABLE: readonly RoleTableRow[] = parse(TABLE);

export const roleTableRow = (operationId: string): RoleTableRow | undefined =>
  ROLE_TABLE.find((row) => row.operationId === operationId);
