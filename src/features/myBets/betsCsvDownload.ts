import { absoluteUrl, REQUEST_TIMEOUT_MS } from '../../api/appBaseQuery';
import { env } from '../../config/env';
import { downloadCsv } from '../../lib/csv';
import { loadFirebase } from '../../lib/loadFirebase';

export const BETS_CSV_FILENAME = 'gridline-bets.csv';

/**
 * Downloads `GET /api/me/bets.csv` (every bet, one row per leg, as the server writes it) with the signed-in user's
 * token. Throws an Error whose message the user reads when there is no user, no answer or a refusal.
 */
export async function downloadBetsCsv(): Promise<void> {
  const firebase = await loadFirebase();
  const token = await firebase.currentIdToken().catch(() => null);
  if (!token) throw new Error('Sign in to export your bets');
  let response: Response;
  try {
    response = await fetch(`${absoluteUrl(env.apiBaseUrl)}/me/bets.csv`, {
      headers: { Authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    throw new Error('The server did not answer');
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
    throw new Error(typeof error === 'string' ? error : `The server answered ${response.status}`);
  }
  downloadCsv(BETS_CSV_FILENAME, await response.text());
}
