import { readKickoffProblem } from '../../domain/bets/betRules';
import { kickoffText } from '../../lib/clockTime';
import type { OutboxEntry } from '../myBets/betOutboxSlice';
import type { SlipBet } from './slipBet';

/* Log bet's words (pure): what is logged, and a refusal of a field the dialog has no control for. */

const LEG_FIELDS: Record<string, string> = {
  game_id: 'game',
  market: 'market',
  side: 'side',
  point: 'number',
  price: 'price',
};
const BET_FIELDS: Record<string, string> = { placed_at: 'Placed', legs: 'Legs', teaser_points: 'Teaser points' };

/** A refused field the form has no control for, in words: 'Leg 2 (Bills −2.5 -110 · FanDuel), number'. */
function refusedFieldLabel(field: string, legNames: readonly string[]): string {
  const leg = /^legs\[(\d+)\]\.(\w+)$/.exec(field);
  if (!leg) return BET_FIELDS[field] ?? field;
  const index = Number(leg[1]);
  const name = legNames[index];
  return `Leg ${index + 1}${name ? ` (${name})` : ''}, ${LEG_FIELDS[leg[2] ?? ''] ?? leg[2]}`;
}

/** A refused field the form has no control for, in a sentence; a leg whose game has kicked off says so plainly. */
export function refusalText({ field, reason }: OutboxEntry['fields'][number], bet: SlipBet): string {
  const late = field === 'placed_at' ? readKickoffProblem(reason) : undefined;
  if (!late) return `${refusedFieldLabel(field, bet.legNames)}: ${reason}`;
  const index = bet.legs.findIndex((leg) => leg.game_id === late.gameId);
  const name = bet.legNames[index];
  const leg = name === undefined ? 'A leg' : bet.legs.length === 1 ? name : `Leg ${index + 1} (${name})`;
  return `${leg}: its game kicked off ${kickoffText(late.kickoff)}, and a bet is logged before kickoff`;
}

export function kindText(bet: SlipBet): string {
  if (bet.kind === 'single') return 'Single';
  const legs = `${bet.legs.length} legs`;
  return bet.kind === 'parlay' ? `Parlay of ${legs}` : `${bet.teaser_points}-point teaser of ${legs}`;
}
