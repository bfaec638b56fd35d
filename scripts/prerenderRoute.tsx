import './keyNumbersGlobal';
import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { loadApp } from '../src/app/boot';

/**
 * One route's first paint, as a signed-out visitor's: no data yet, nothing that depends on the clock
 * or on storage. The app's modules are loaded as the page loads them (src/app/boot.ts, then the
 * route's screen), in a process or module registry of their own: styled-components names each
 * component's class by the order the components are made, so the page that hydrates this markup
 * makes the same names only if the two load the same modules in the same order.
 */
export async function render(route: string): Promise<{ markup: string; styles: string }> {
  await loadApp(async () => undefined);
  const { screenAt } = await import('../src/app/screens');
  // As the page does before it hydrates (src/app/startApp.tsx): the screen's code first.
  await screenAt(route)().catch(() => undefined);
  const [{ AppProviders }, { AppRoutes }, { makeStore }] = await Promise.all([
    import('../src/app/AppProviders'),
    import('../src/app/routes'),
    import('../src/app/store'),
  ]);
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <AppProviders store={makeStore()}>
          <StaticRouter location={route}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>,
      ),
    );
    return { markup: await text(prelude), styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  await new Promise<void>((resolve, reject) => stream.pipe(sink).on('finish', resolve).on('error', reject));
  return Buffer.concat(chunks).toString('utf8');
}

// `tsx scripts/prerenderRoute.tsx /nfl`: the route's markup and styles, as JSON on standard output.
if (require.main === module) {
  const route = process.argv[2];
  if (!route) throw new Error('Usage: tsx scripts/prerenderRoute.tsx <route>');
  render(route).then(
    (page) => process.stdout.write(JSON.stringify(page)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
