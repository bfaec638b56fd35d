import { TIER_LABELS, type DefenseMatchup } from '../gameLogs/defenseSelectors';
import { hitCountText, outcomeWord, streakText } from './hitRates';
import type { MarketResearch, PlayerResearch } from './propResearch';

/* Plain elements, styled from the props table (propsRowStyles): each is drawn on hundreds of rows. */

/** 'vs KC: 28th vs WR' with its reading in words (and colour), and 'provisional' before 4 games. */
export function MatchupLabel({ matchup }: { matchup: DefenseMatchup }) {
  return (
    <span className={`matchup ${matchup.tier}`}>
      {matchup.label} <strong>{TIER_LABELS[matchup.tier]}</strong>
      {matchup.provisional && ' provisional'}
    </span>
  );
}

/** A market's hit rates in words: 'last 5 3/5 · last 10 7/10 · season 9/14 · Over 3 · This game: Over 78.5, 91 yds', or why there are none. */
export function marketRatesText(entry: MarketResearch): string {
  if (entry.kind === 'notInBoxScores') return 'not in box scores';
  const { lastFive, lastTen, season, streak, smallSample, thisGame } = entry.rates;
  const own = thisGame && `This game: ${outcomeWord(thisGame.outcome)} ${entry.line}, ${thisGame.value} ${entry.unit}`;
  if (season.games === 0) return own ? `no earlier games with this figure · ${own}` : 'no games with this figure';
  const parts = [`last 5 ${hitCountText(lastFive)}`, `last 10 ${hitCountText(lastTen)}`, `season ${hitCountText(season)}`];
  if (streak) parts.push(streakText(streak));
  if (smallSample) parts.push('small sample');
  if (own) parts.push(own);
  return parts.join(' · ');
}

const hasThisGame = (research: PlayerResearch) => research.markets.some((entry) => entry.kind === 'rates' && entry.rates.thisGame);

interface PropResearchLineProps {
  research: PlayerResearch;
  defense?: DefenseMatchup;
  /** Laid out at once, on screen or not: a line of the first screen. */
  eager?: boolean;
}

/**
 * Under a props row (its cell names the row's header): the opponent's rank against the player's
 * position, and his hit rates per market. Few elements: every one costs layout and checks on 150 rows.
 */
export function PropResearchLine({ research, defense, eager = false }: PropResearchLineProps) {
  return (
    <div className="research-line" data-eager={eager || undefined}>
      {defense && <MatchupLabel matchup={defense} />}
      {research.games === 0 && !hasThisGame(research) ? (
        <span>No completed games this season</span>
      ) : (
        <ul>
          {research.markets.map((entry) => (
            <li key={`${entry.market}|${entry.line}`}>
              <strong>
                {entry.market} {entry.line}:
              </strong>{' '}
              {marketRatesText(entry)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
