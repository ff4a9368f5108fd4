import fs from 'node:fs';

/** CPU time (user and system, ms, in steps of 10 ms) the main thread of this process, which runs
 *  the server in route tests, has used so far (Linux: /proc/self/task/<pid>/stat, fields 14 and
 *  15 in clock ticks of 10 ms). Work done on worker threads is not counted. */
export function mainThreadCpuMs(): number {
  const fields = fs.readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
