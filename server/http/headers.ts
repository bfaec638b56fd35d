import type { FastifyInstance, FastifyReply } from 'fastify';
import defaults from '../../src/config/defaults.json';

const setting = (name: keyof typeof defaults) => process.env[name] ?? defaults[name];

/** The origin of an absolute URL, or nothing for a same-origin path. */
function originOf(url: string): string[] {
  try {
    return /^https?:\/\//.test(url) ? [new URL(url).origin] : [];
  } catch {
    return [];
  }
}

/**
 * A Content-Security-Policy that allows only what the app needs: no eval, and no inline script but those
 * the built pages carry, by their hashes (`scriptHashes`: the early-click holder, server/pages.ts).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  const authEmulator = originOf(setting('FIREBASE_AUTH_EMULATOR_URL'));
  const firestoreHost = setting('FIRESTORE_EMULATOR_HOST');
  const firestore = firestoreHost ? [`http://${firestoreHost}`] : ['https://firestore.googleapis.com'];
  const authDomain = `https://${setting('FIREBASE_AUTH_DOMAIN')}`;
  const connect = [
    "'self'",
    ...originOf(setting('API_BASE_URL')),
    ...originOf(setting('WEATHER_API_URL')),
    ...originOf(setting('WEATHER_FORECAST_URL')),
    ...authEmulator,
    ...firestore,
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
  ];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes, 'https://apis.google.com'],
    // styled-components injects <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'"],
    'connect-src': [...new Set(connect)],
    'frame-src': ["'self'", authDomain, ...authEmulator, 'https://*.firebaseapp.com', 'https://apis.google.com'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

const CORS_PATHS = /^\/(api|v1)\//;

/** Security headers on every answer, the CSP on pages, and CORS for any origin on the API. */
export function registerHeaders(app: FastifyInstance, scriptHashes: readonly string[] = []): void {
  const csp = contentSecurityPolicy(scriptHashes);

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (CORS_PATHS.test(request.url)) {
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('Access-Control-Expose-Headers', 'ETag');
    } else {
      reply.header('Content-Security-Policy', csp);
      reply.header('X-Frame-Options', 'DENY');
      reply.header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    }
    return payload;
  });

  // Preflight for the API and the Firestore REST route (its client sends custom headers).
  app.options('/api/*', (request, reply) => preflight(request.headers['access-control-request-headers'], reply));
  app.options('/v1/*', (request, reply) => preflight(request.headers['access-control-request-headers'], reply));
}

function preflight(requested: string | string[] | undefined, reply: FastifyReply) {
  return reply
    .code(204)
    .header('Access-Control-Allow-Origin', '*')
    .header('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
    .header('Access-Control-Allow-Headers', Array.isArray(requested) ? requested.join(', ') : (requested ?? '*'))
    .header('Access-Control-Max-Age', '86400')
    .send();
}
