import type { Schemas } from '../contract-types';
import type { TalliedList } from '../db/overview-tally-sql';

export type OverviewArea = Schemas['OverviewArea'];

/** Each area of the overview: its list, the kind its premiums name, and the permission to read it. */
export const AREAS = [
  { area: 'diasporas', list: 'diasporas', kind: 'diaspora', permission: 'diasporas.read' },
  { area: 'individuals', list: 'customers', kind: 'customer', permission: 'customers.read' },
  { area: 'groups', list: 'groups', kind: 'group', permission: 'groups.read' },
] as const satisfies readonly {
  area: OverviewArea;
  list: TalliedList;
  kind: 'customer' | 'group' | 'diaspora';
  permission: string;
}[];

export type AreaDefinition = (typeof AREAS)[number];

/** The areas the user may read, in the menu's order. */
export const readableAreas = (permissions: readonly string[]): AreaDefinition[] =>
  AREAS.filter((a) => permissions.includes(a.permission));
