// Progress for long steps: on a terminal one status line that counts the seconds of every step
// still running; in a log (CI, a pipe) a line when a step starts, every 30 s while it runs, and
// when it ends.

const SPINNER = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

/**
 * A running step: end it with a line (done, fail) or without one (drop).
 * @typedef {{ done: (text?: string) => void, fail: (text?: string) => void, drop: () => void }} Step
 */
/**
 * What the long-running commands need of a progress display: steps.
 * @typedef {{ step: (label: string) => Step }} Steps
 */
/** @typedef {ReturnType<typeof createProgress>} Progress */

/** @param {number} ms */
export function formatDuration(ms) {
  if (ms < 10_000) return `${(ms / 1000).toFixed(1)} s`;
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
}

/**
 * @param {{ out?: NodeJS.WriteStream, tty?: boolean, quiet?: boolean }} [options]
 */
export function createProgress(options = {}) {
  const out = options.out ?? process.stdout;
  const tty = options.tty ?? Boolean(out.isTTY && !process.env.CI);
  /** @type {Set<{ label: string, started: number, lastReport: number }>} */
  const running = new Set();
  let frame = 0;
  let drawn = false;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;

  const clear = () => {
    if (tty && drawn) out.write('\r\x1b[2K');
    drawn = false;
  };
  const draw = () => {
    if (!tty || running.size === 0) return;
    const now = Date.now();
    const parts = [...running].map((t) => `${t.label} ${formatDuration(now - t.started)}`);
    const text = `${SPINNER[frame++ % SPINNER.length]} ${parts.join(' · ')}`;
    const width = Math.max(20, (out.columns || 100) - 1);
    out.write(`\r\x1b[2K${text.length > width ? `${text.slice(0, width - 1)}…` : text}`);
    drawn = true;
  };
  const tick = () => {
    if (tty) return draw();
    const now = Date.now();
    for (const t of running) {
      if (now - t.lastReport >= 30_000) {
        t.lastReport = now;
        out.write(`  … ${t.label}: still working (${formatDuration(now - t.started)})\n`);
      }
    }
  };
  const ensureTimer = () => {
    if (!timer && running.size > 0) {
      timer = setInterval(tick, tty ? 120 : 1000);
      timer.unref();
    }
    if (timer && running.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  /**
   * A line of its own, above the status line.
   * @param {string} text
   */
  function line(text) {
    clear();
    out.write(`${text}\n`);
    draw();
  }

  /**
   * Starts a step; answers how to end it.
   * @param {string} label
   * @returns {Step}
   */
  function step(label) {
    const task = { label, started: Date.now(), lastReport: Date.now() };
    running.add(task);
    if (!tty) out.write(`→ ${label} …\n`);
    ensureTimer();
    draw();
    /** @type {(mark: string, text?: string) => void} */
    const end = (mark, text) => {
      if (!running.delete(task)) return;
      ensureTimer();
      line(`${mark} ${text ?? label} (${formatDuration(Date.now() - task.started)})`);
    };
    return {
      done: (text) => end('✓', text),
      fail: (text) => end('✗', text),
      /** Ends the step without a line (nothing worth saying, e.g. it was skipped). */
      drop: () => {
        running.delete(task);
        ensureTimer();
        clear();
        draw();
      },
    };
  }

  return { line, step, tty };
}
