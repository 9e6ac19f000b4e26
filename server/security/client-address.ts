import { isIP } from 'node:net';

/**
 * The place a sign-in comes from, as the throttle counts it: an IPv4 address as it is, an IPv6
 * address by its /64 network. One IPv6 host may pick any address in its /64 (privacy addresses
 * rotate there on their own), so counting single IPv6 addresses would give an attacker billions
 * of fresh counters and forget an owner's known place every day.
 */
export function throttlePlace(address: string): string {
  const withoutZone = address.split('%')[0] ?? address;
  const mappedV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(withoutZone);
  if (mappedV4?.[1]) return mappedV4[1];
  if (isIP(withoutZone) !== 6) return withoutZone;
  return `${ipv6Groups(withoutZone).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, lower case and without leading zeros. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const groupsOf = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [group];
          // A trailing dotted IPv4 part stands for the last two groups.
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        });
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  const zeros = Array.from({ length: 8 - front.length - back.length }, () => '0');
  return [...front, ...zeros, ...back].map((group) => Number.parseInt(group, 16).toString(16));
}
