import { findTeam } from '../../domain/teams';
import { barTop } from '../../lib/chart/scale';
import { outcomeWord, type GameMark, type HitRates } from './hitRates';

/** Headroom above the taller of the highest game and the line, so neither touches the top. */
const HEADROOM = 1.2;

/**
 * The chart's top value: the highest game or the line, whichever is higher, with headroom; 1 when both are 0 or less.
 */
export const chartTop = (values: readonly number[], line: number): number => barTop([line, ...values], HEADROOM);

/** The opponent's short name ('KC'), or his full name when the team table does not know it. */
export const opponentShort = (opponent: string): string => findTeam(opponent)?.team_alias ?? opponent;

const gameText = (game: GameMark) =>
  `week ${game.week} vs ${opponentShort(game.opponent)} ${game.value}, ${outcomeWord(game.outcome).toLowerCase()}`;

/**
 * What the bars say, in words: 'Receiving Yards in the last 3 games against the line 61.5: 2 over,
 * 1 under. Week 1 vs WAS 77, over; …'.
 */
export function chartSummary(market: string, line: number, rates: HitRates): string {
  const games = rates.recent;
  const count = (outcome: GameMark['outcome']) => games.filter((game) => game.outcome === outcome).length;
  const pushes = count('push');
  const tally = `${count('over')} over, ${count('under')} under${pushes ? `, ${pushes} push${pushes > 1 ? 'es' : ''}` : ''}`;
  const noun = games.length === 1 ? 'game' : 'games';
  return `${market} in the last ${games.length} ${noun} against the line ${line}: ${tally}. ${games.map(gameText).join('; ')}.`;
}
