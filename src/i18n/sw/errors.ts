import type { errors as en } from '../en/errors';
import type { Shape } from '../shape';

/** SPEC §8 texts shown for failures. */
export const errors: Shape<typeof en> = {
  notFound: 'Ukurasa haupatikani',
  notFoundBody: 'Huenda anwani imeandikwa vibaya, au ukurasa umehamishwa.',
  forbiddenTitle: 'Huna ruhusa ya kufikia ukurasa huu',
  failedTitle: 'Hitilafu imetokea',
  backHome: 'Rudi ukurasa wa mwanzo',
  backToDashboard: 'Rudi kwenye dashibodi',
  withStatus: '{{status}} | {{data}}',
  unknown: 'Hitilafu isiyojulikana',
  network: 'Samahani, tunapata shida kuwasiliana na seva. Tafadhali angalia muunganisho wako wa intaneti.',
  unexpected: 'Samahani, hitilafu isiyotarajiwa imetokea',
  missingEnvironment: 'Kigeu cha mazingira kinachohitajika hakipo: {{name}}',
};
