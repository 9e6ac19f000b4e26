import { cleanDisplayName } from '@/domain/display-name';

/**
 * A document's name as a visitor or staff member typed it: cleaned of direction controls (a name
 * stored before the server cleaned them) and isolated, so right-to-left text in it never
 * reorders what is around it.
 */
export function FileName({ name }: { name: string }) {
  return <bdi>{cleanDisplayName(name)}</bdi>;
}
