import fs from 'node:fs';

/**
 * Standard output for the server's log, written in batches: lines logged during one turn of the
 * event loop go out in one write when the turn ends (or at 64 KB), instead of one synchronous write
 * each. Anything still held is written synchronously at exit, so a crash's last lines are kept.
 */
export function createBatchedStdout(fd = 1): { write(line: string): boolean; flush(): void } {
  let held: string[] = [];
  let size = 0;
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (held.length === 0) return;
    const text = held.join('');
    held = [];
    size = 0;
    try {
      fs.writeSync(fd, text);
    } catch {
      // stdout closed (EPIPE): nothing left to log to
    }
  };
  process.once('exit', flush);
  return {
    write(line: string) {
      held.push(line);
      size += line.length;
      if (size >= 65_536) flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
      return true;
    },
    flush,
  };
}
