import fs from 'node:fs';

/** One line of nginx's `cluster` log format (deploy/nginx.conf.template). */
export interface Served {
  at: number;
  method: string;
  uri: string;
  status: number;
  /** The upstreams tried, in order ("127.0.0.1:4001, 127.0.0.1:4002"), and what each answered. */
  upstreams: string[];
  upstreamStatuses: string[];
}

const LINE = /^(\d+\.\d+) (\S+) (\S+) (\d+) "([^"]*)" "([^"]*)" /;
const list = (value: string) => (value === '-' ? [] : value.split(/\s*[,:]\s+|\s*,\s*/).filter(Boolean));

export function readAccessLog(file: string): Served[] {
  const served: Served[] = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    served.push({
      at: Number(match[1]) * 1000,
      method: match[2] ?? '',
      uri: match[3] ?? '',
      status: Number(match[4]),
      upstreams: list(match[5] ?? ''),
      upstreamStatuses: list(match[6] ?? ''),
    });
  }
  return served;
}

/** The upstream that gave the final answer (the last one tried). */
export const finalUpstream = (line: Served) => line.upstreams.at(-1) ?? '-';
