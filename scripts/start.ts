import { loadDataSource, DataSourceError } from '../server/dataSource';
import { clockFrom, startServer } from '../server/main';
import { authEmulatorUrl, startAuthEmulator, type RunningEmulator } from './authEmulator';
import { ensureBuild } from './build';

const ACCOUNTS = 'admin@gridline.test / gridline-admin, fan@gridline.test / gridline-fan';

/** Starts the Auth emulator alongside the server; a failure is reported, and the app runs on without sign-in. */
function startEmulator(): Promise<RunningEmulator | undefined> {
  const url = authEmulatorUrl();
  if (!url) return Promise.resolve(undefined);
  console.log('Starting the Auth emulator for sign-in (about 10 s)…');
  return startAuthEmulator(url).then(
    (running) => {
      console.log(`Sign-in is ready: Auth emulator at ${running.url} (${ACCOUNTS})`);
      return running;
    },
    (error: unknown) => {
      console.error(`Sign-in will not work: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    },
  );
}

/** `npm start`: build when needed, then serve the app, its embedded API and the Auth emulator; Ctrl-C stops it all. */
async function main() {
  // The data first: a missing file stops here. The build is the same for every source and season: each page the
  // server sends names its season's opener (server/pages.ts).
  const source = loadDataSource(process.env, (clockFrom(process.env.GRIDLINE_NOW)?.() ?? new Date()).getTime());
  ensureBuild();
  const port = Number(process.env.PORT ?? 8080);
  const emulatorUrl = authEmulatorUrl();
  // The server accepts the emulator's unsigned tokens on /api/me only because it runs it (CONTRACT §11); a
  // production server never has this set.
  if (emulatorUrl) process.env.FIREBASE_AUTH_EMULATOR_HOST ??= new URL(emulatorUrl).host;
  const emulator = startEmulator();
  const stopEmulator = async () => (await emulator)?.stop();
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer(port, undefined, source);
  } catch (error) {
    await stopEmulator();
    throw error;
  }
  console.log(`\nGridline is running at http://localhost:${port}  (Ctrl-C to stop)\n`);

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping Gridline…`);
    await stopEmulator();
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  const inUse = (error as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE';
  const port = process.env.PORT ?? 8080;
  if (error instanceof DataSourceError) console.error(error.message);
  else console.error(inUse ? `Port ${port} is already in use: stop what runs there or set PORT.` : error);
  process.exit(1);
});
