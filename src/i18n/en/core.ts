import { auth } from './auth';
import { brand } from './brand';
import { errors } from './errors';
import { landing } from './landing';
import { ui } from './ui';

/** What every page can show: it comes with the first download. */
export const core = { brand, landing, errors, auth, ui } as const;
