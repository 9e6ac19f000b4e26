import { auth } from './auth';
import { brand } from './brand';
import { errors } from './errors';
import { landing } from './landing';
import { ui } from './ui';

/** What every page can show, in Kiswahili: downloaded once Kiswahili is chosen. */
export const core = { brand, landing, errors, auth, ui } as const;
