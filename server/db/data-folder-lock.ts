import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * One opener per embedded data folder. Two processes on one PGlite folder each write its files as
 * if alone and leave a database no server can start on again, so whoever opens a folder holds
 * `portal.lock` in it, naming its process, for as long as the database is open. A lock whose
 * process has died (SIGKILL, a crash, a power cut) is taken over by the next opener: a lock never
 * outlives its holder. Locking is by process id on this machine; the folder is not meant to be
 * shared between machines or containers.
 */

export const LOCK_FILE = 'portal.lock';

/** Who holds a folder, as its lock file says. */
export interface FolderHolder {
  pid: number;
  /** The process's start as the kernel counts it (Linux), so a reused process id is told apart. */
  started: string | null;
  /** The script it runs, for the operator: main.ts, jobs-command.ts, seed-demo.ts… */
  command: string;
  since: string;
  /** Unique to one taking of the lock. */
  token: string;
}

export class DataFolderInUse extends Error {
  constructor(
    readonly folder: string,
    readonly holder: FolderHolder,
  ) {
    const who = holder.pid === process.pid ? 'this process' : `process ${holder.pid}`;
    super(
      `The embedded database in ${folder} is in use by ${who} (${holder.command}, since ${holder.since}). ` +
        'Only one process may open it at a time: a second one would damage it. Nothing was changed.\n' +
        'Stop the server first (Ctrl-C or SIGTERM lets it finish cleanly), then run this again. The cover ' +
        'jobs need no stop: the running server runs them itself at start and every ' +
        'COVER_JOBS_INTERVAL_MINUTES.',
    );
    this.name = 'DataFolderInUse';
  }
}

export interface DataFolderLock {
  /** Lets the folder go; only the lock this opener took is removed. Safe to call twice. */
  release(): void;
}

/** The lock files this process holds, released on exit however it ends normally. */
const heldHere = new Map<string, () => void>();
let exitHookAdded = false;

/**
 * From /proc/<pid>/stat (Linux): the process's state (field 3) and its start in clock ticks since
 * boot (field 22); undefined where there is no such file.
 */
function procStat(pid: number): { state: string; started: string } | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count from after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '', started: fields[19] ?? '' };
  } catch {
    return undefined;
  }
}

function readHolder(text: string): FolderHolder | undefined {
  try {
    const holder = JSON.parse(text) as Partial<FolderHolder>;
    if (!Number.isSafeInteger(holder.pid) || (holder.pid as number) <= 0) return undefined;
    if (typeof holder.token !== 'string') return undefined;
    return {
      pid: holder.pid as number,
      started: typeof holder.started === 'string' ? holder.started : null,
      command: String(holder.command ?? 'unknown'),
      since: String(holder.since ?? 'unknown'),
      token: holder.token,
    };
  } catch {
    return undefined;
  }
}

function isAlive(holder: FolderHolder, lockPath: string): boolean {
  // The same id as this process: either this process holds it, or one before it that had our id.
  if (holder.pid === process.pid) return heldHere.has(lockPath);
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const stat = procStat(holder.pid);
  if (stat === undefined) return true;
  // A zombie has ended and only waits for its parent; a different start is another process.
  if (stat.state === 'Z') return false;
  return holder.started === null || stat.started === holder.started;
}

const readText = (file: string): string | undefined => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
};

/** Creates the lock with its whole content at once: a reader never sees it half written. */
function tryCreate(lockPath: string, content: string): boolean {
  const draft = `${lockPath}.${process.pid}.${randomUUID()}.tmp`;
  fs.writeFileSync(draft, content, { flag: 'wx' });
  try {
    fs.linkSync(draft, lockPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

/**
 * Moves a dead holder's lock out of the way. Two openers may both find it dead: the move is
 * atomic, and one that finds it moved a fresh lock instead (the other opener's) puts it back.
 */
function removeStale(lockPath: string, staleText: string): void {
  const aside = `${lockPath}.${process.pid}.${randomUUID()}.stale`;
  try {
    fs.renameSync(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    if (readText(aside) !== staleText) fs.linkSync(aside, lockPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(aside, { force: true });
  }
}

/**
 * Takes the folder for this process, or throws DataFolderInUse at once, having changed nothing
 * in it. The folder must exist.
 */
export function lockDataFolder(folder: string): DataFolderLock {
  const lockPath = path.join(fs.realpathSync(folder), LOCK_FILE);
  const holder: FolderHolder = {
    pid: process.pid,
    started: procStat(process.pid)?.started ?? null,
    command: path.basename(process.argv[1] ?? process.argv0),
    since: new Date().toISOString(),
    token: randomUUID(),
  };
  const content = `${JSON.stringify(holder, null, 2)}\n`;
  // Each turn either takes the lock, meets a live holder, or clears a dead one: a few are plenty.
  for (let turn = 0; turn < 5; turn += 1) {
    if (tryCreate(lockPath, content)) {
      let held = true;
      const release = () => {
        if (!held) return;
        held = false;
        heldHere.delete(lockPath);
        if (readText(lockPath) === content) fs.rmSync(lockPath, { force: true });
      };
      heldHere.set(lockPath, release);
      if (!exitHookAdded) {
        exitHookAdded = true;
        process.on('exit', () => {
          for (const letGo of [...heldHere.values()]) letGo();
        });
      }
      return { release };
    }
    const text = readText(lockPath);
    if (text === undefined) continue;
    const current = readHolder(text);
    if (current && isAlive(current, lockPath)) throw new DataFolderInUse(folder, current);
    removeStale(lockPath, text);
  }
  throw new Error(`Could not lock ${folder}: its lock changed hands again and again`);
}
