import { download, DownloadError, type DownloadResult } from './download';
import { planDownload, type Target, USAGE } from './plan';
import { megabytes, type ProgressOutput, terminalProgress } from './progress';

export interface CliIo {
  stdout: ProgressOutput;
  stderr: { write(text: string): unknown };
  /** The repository's root: a relative NFLVERSE_DIR is taken from it. */
  root: string;
  now?: Date;
  idleTimeoutMs?: number;
}

const said: Record<DownloadResult['outcome'], string> = {
  downloaded: 'downloaded',
  resumed: 'resumed and completed',
  unchanged: 'up to date',
};

/**
 * A failure the person running the command can act on (a status, the network, a folder that cannot be written): no
 * stack.
 */
function expectedFailure(error: unknown, target: Target): string | undefined {
  if (error instanceof DownloadError) return `Could not download ${error.message}`;
  const { code, message } = (error ?? {}) as Partial<NodeJS.ErrnoException>;
  if (typeof code === 'string' && typeof message === 'string') return `Could not write ${target.file}: ${message}`;
  return undefined;
}

/**
 * `npm run data:nflverse`: games.csv, then each season's weekly stats, one after the other; a
 * failed file does not stop the others. Returns the exit code: 0, 1 when any file failed, 2 for a
 * usage error.
 */
export async function runDataNflverse(argv: readonly string[], env: NodeJS.ProcessEnv, io: CliIo): Promise<number> {
  const plan = planDownload(argv, env, io.now ?? new Date(), io.root);
  if (plan.kind === 'help') {
    io.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (plan.kind === 'usage') {
    io.stderr.write(`${plan.error}\n\n${USAGE}\n`);
    return 2;
  }
  io.stdout.write(`nflverse data into ${plan.dir}: games.csv and the weekly stats of ${plan.seasons.join(', ')}\n`);
  const failures: string[] = [];
  for (const target of plan.targets) {
    const progress = terminalProgress(io.stdout, target.name);
    try {
      const result = await download(target.url, target.file, {
        progress,
        ...(io.idleTimeoutMs && { idleTimeoutMs: io.idleTimeoutMs }),
      });
      progress.done();
      io.stdout.write(`${target.name}  ${said[result.outcome]} (${megabytes(result.size)})\n`);
    } catch (error) {
      progress.done();
      const message = expectedFailure(error, target);
      if (message === undefined) throw error;
      io.stderr.write(`${message}\n`);
      failures.push(target.name);
    }
  }
  if (failures.length === 0) return 0;
  io.stderr.write(
    `${failures.length} of ${plan.targets.length} files failed (${failures.join(', ')}); run the command again to retry (a partial download resumes).\n`,
  );
  return 1;
}
