/**
 * Keys held by the server never leave it (CONTRACT §10): every detail, log line and error message
 * an upstream produces goes through scrubSecrets first.
 */

const MASK = '[redacted]';

/** Query parameters that carry a key at the providers the server calls, whatever the key's value. */
const KEY_PARAMS = /([?&;](?:apikey|api_key|appid|key)=)[^&\s"'<>#]*/gi;

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The text with every key removed: each secret as written, URL-encoded or JSON-escaped, and any value
 * of a key-carrying query parameter (a provider's error body may echo the URL it was asked).
 */
export function scrubSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (secret.length === 0) continue;
    const forms = new Set([secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1)]);
    for (const form of forms) out = out.replace(new RegExp(escape(form), 'gi'), MASK);
  }
  return out.replace(KEY_PARAMS, `$1${MASK}`);
}
