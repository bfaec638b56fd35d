import type { DownloadProgress } from './download';

const MB = 1024 * 1024;

export const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** Where progress goes: a terminal redraws one line; anything else gets no progress, only the line per file. */
export interface ProgressOutput {
  isTTY?: boolean;
  write(text: string): unknown;
}

/**
 * On a terminal, one line redrawn at most every 100 ms: the file, the bytes so far, and the
 * percent when the size is known. `done()` clears it before the file's result is printed.
 */
export function terminalProgress(out: ProgressOutput, name: string): DownloadProgress & { done(): void } {
  let total: number | undefined;
  let last = 0;
  let shown = false;
  const draw = (onDisk: number) => {
    const share = total ? `  ${Math.floor((onDisk / total) * 100)}%` : '';
    out.write(`\r\x1b[K${name}  ${megabytes(onDisk)}${total ? ` / ${megabytes(total)}` : ''}${share}`);
    shown = true;
  };
  return {
    begin(onDisk, size) {
      total = size;
      if (out.isTTY) draw(onDisk);
    },
    advance(onDisk) {
      const now = Date.now();
      if (!out.isTTY || (now - last < 100 && onDisk !== total)) return;
      last = now;
      draw(onDisk);
    },
    done() {
      if (shown) out.write('\r\x1b[K');
    },
  };
}
