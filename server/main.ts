import { buildServer } from './app';

/** Starts the embedded server on PORT (default 8080); used by `npm start` and the browser suite. */
export async function startServer(port = Number(process.env.PORT ?? 8080), host = process.env.HOST ?? 'localhost') {
  const app = await buildServer({
    logRequests: process.env.GRIDLINE_QUIET !== '1',
    faults: process.env.GRIDLINE_FAULTS,
    faultControl: process.env.GRIDLINE_FAULT_CONTROL === '1',
  });
  await app.listen({ port, host });
  return app;
}

if (require.main === module) {
  startServer().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
