import { startServer } from '../server/main';
import { ensureBuild } from './build';

/** `npm start`: build when needed, then serve the app and its embedded API; Ctrl-C stops it all. */
async function main() {
  ensureBuild();
  const port = Number(process.env.PORT ?? 8080);
  const server = await startServer(port);
  console.log(`\nGridline is running at http://localhost:${port}  (Ctrl-C to stop)\n`);

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping Gridline…`);
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  const inUse = (error as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE';
  const port = process.env.PORT ?? 8080;
  console.error(inUse ? `Port ${port} is already in use: stop what runs there or set PORT.` : error);
  process.exit(1);
});
