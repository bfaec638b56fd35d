const HIDDEN = '***';

/**
 * The text with the key taken out: the key itself (as written and URL-encoded) and any `appid=…`
 * query value, so a provider error that echoes the request URL reveals nothing.
 */
export function scrubKey(text: string, key: string): string {
  let scrubbed = text.replace(/(appid=)[^&\s"'<>]+/gi, `$1${HIDDEN}`);
  for (const form of new Set([key, encodeURIComponent(key)])) {
    if (form !== '') scrubbed = scrubbed.split(form).join(HIDDEN);
  }
  return scrubbed;
}
