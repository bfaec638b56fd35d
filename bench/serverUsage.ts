import { readFileSync, readdirSync, readlinkSync } from 'node:fs';

/** The embedded server's memory and CPU time, read from /proc (Linux only), for bench:api and bench:load. */

function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

function listeningInode(port: number): string | undefined {
  const portHex = port.toString(16).toUpperCase().padStart(4, '0');
  for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/);
    // local_address is fields[1] ("0100007F:1F90"), st is fields[3] (0A = LISTEN), inode is fields[9].
    if (fields[1]?.endsWith(`:${portHex}`) && fields[3] === '0A') return fields[9];
  }
  return undefined;
}

function holdsSocket(pid: number, inode: string): boolean {
  try {
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`;
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}

/** The process that listens on the server's port: `startAppServer` runs tsx, which runs node. */
export function serverProcessId(groupLeader: number, port: number): number {
  const inode = listeningInode(port);
  const tree = [groupLeader];
  for (let i = 0; i < tree.length; i++) tree.push(...childrenOf(tree[i] ?? 0));
  const listener = inode ? tree.find((pid) => holdsSocket(pid, inode)) : undefined;
  if (listener === undefined) throw new Error(`No process under ${groupLeader} listens on port ${port}`);
  return listener;
}

export function rssMb(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match?.[1]) throw new Error(`No VmRSS for process ${pid}`);
  return Number(match[1]) / 1024;
}

/** CPU time (user + system) the process has used, in ms. */
export function cpuMs(pid: number): number {
  // Fields after the command name: utime and stime are the 12th and 13th, in clock ticks (100 a second).
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
