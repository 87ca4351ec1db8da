/**
 * A one-line progress bar on stderr (redrawn in place on a terminal, one line per step otherwise),
 * and plain step logs for everything else the bench does.
 */
const tty = process.stderr.isTTY;

export function log(message: string): void {
  process.stderr.write(`[bench] ${message}\n`);
}

export interface Progress {
  /** `done` of `total` units, with what is being done now. */
  update(done: number, what: string): void;
  finish(what?: string): void;
}

export function progress(label: string, total: number): Progress {
  const started = performance.now();
  let lastLine = '';
  const draw = (done: number, what: string, end = false) => {
    const share = total > 0 ? Math.min(1, done / total) : 1;
    const width = 30;
    const filled = Math.round(share * width);
    const secs = ((performance.now() - started) / 1000).toFixed(1);
    const line = `[bench] ${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${(share * 100).toFixed(0).padStart(3)}% ${secs}s ${what}`;
    if (tty) process.stderr.write(`\r\x1b[2K${line}${end ? '\n' : ''}`);
    else if (line !== lastLine) process.stderr.write(`${line}\n`);
    lastLine = line;
  };
  return {
    update: (done, what) => draw(done, what),
    finish: (what = 'done') => draw(total, what, true),
  };
}
