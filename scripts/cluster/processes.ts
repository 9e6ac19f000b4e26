import fs from 'node:fs';

/** The ids of the processes whose parent is `parent`, read from Linux's /proc. */
export function childPids(parent: number): number[] {
  const children: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: the fields after its last ')' are plain.
      const parentId = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parentId === parent) children.push(Number(entry));
    } catch {
      // The process ended while the list was read.
    }
  }
  return children;
}
