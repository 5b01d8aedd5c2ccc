import { existsSync, readdirSync, readFileSync } from 'node:fs'

/*
 * What Linux's /proc says of a process: whether it still runs, when it started, its children. The
 * backend's lock, the database server it starts, and the tests and figures that watch them read
 * processes through this one place.
 */

export interface ProcessStat {
  pid: number
  /** The command name (may hold spaces). */
  command: string
  /** R, S, D, Z (exited, not yet reaped), … */
  state: string
  parent: number
  /** Clock ticks since boot: with the pid, it names one process even after its pid is reused. */
  startTime: string
}

/** /proc/<pid>/stat, or null when there is no such process (or no /proc). */
export function processStat(pid: number): ProcessStat | null {
  let stat: string
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  } catch {
    return null
  }
  // pid (comm) state ppid …: the command may hold spaces and brackets, so read from its last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return {
    pid,
    command: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
    state: fields[0] ?? '',
    parent: Number(fields[1]),
    startTime: fields[19] ?? '',
  }
}

/** Whether the process runs; one that has exited but is not yet reaped (a zombie) does not. */
export function isAlive(pid: number): boolean {
  const stat = processStat(pid)
  if (stat) return stat.state !== 'Z'
  // On Linux, no entry is no process; elsewhere ask the kernel.
  if (existsSync('/proc')) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** A process's command line (Linux), or null when unknown. */
export function commandLineOf(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
  } catch {
    return null
  }
}

/** Every process now running, as /proc lists them. */
function allProcesses(): ProcessStat[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      const stat = processStat(Number(entry))
      return stat ? [stat] : [] // It ended while we looked.
    })
}

/** The processes whose parent is `pid`. */
export function childrenOf(pid: number): ProcessStat[] {
  return allProcesses().filter((stat) => stat.parent === pid)
}

/** Every process below `pid`: its children, theirs, and so on. */
export function descendantsOf(pid: number): ProcessStat[] {
  const byParent = new Map<number, ProcessStat[]>()
  for (const stat of allProcesses()) byParent.set(stat.parent, [...(byParent.get(stat.parent) ?? []), stat])
  const found: ProcessStat[] = []
  const visit = (parent: number) => {
    for (const child of byParent.get(parent) ?? []) {
      found.push(child)
      visit(child.pid)
    }
  }
  visit(pid)
  return found
}
