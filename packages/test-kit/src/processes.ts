// What a test reads of processes it did not start itself (a CLI's children, a process group): Linux's /proc,
// since such processes send no event when they end.

import { readdirSync, readFileSync } from 'node:fs';

/** Whether a process (or, with a negative id, a process group) still exists. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The fields of /proc/<pid>/stat after the command's closing parenthesis: state, ppid, pgrp, … */
function statFields(pid: string): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

function processesWhere(test: (fields: string[]) => boolean): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      const fields = statFields(pid);
      return fields !== undefined && test(fields);
    })
    .map(Number);
}

/** The processes of a process group (empty when the group is gone). */
export function groupMembers(group: number): number[] {
  return processesWhere((fields) => Number(fields[2]) === group);
}

/** The peak resident memory of a process so far (VmHWM), in MB. */
export function peakRssMb(pid: number): number {
  const kb = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}
