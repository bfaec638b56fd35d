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

/** A market's hit rates in words: 'last 5 3/5 · last 10 7/10 · season 9/14 · Over 3', or why there are none. */
export function marketRatesText(entry: MarketResearch): string {
  if (entry.kind === 'notInBoxScores') return 'not in box scores';
  const { lastFive, lastTen, season, streak, smallSample, thisGame } = entry.rates;
  if (season.games === 0) return thisGame ? 'no earlier games with this figure' : 'no games with this figure';
  const parts = [
    `last 5 ${hitCountText(lastFive)}`,
    `last 10 ${hitCountText(lastTen)}`,
    `season ${hitCountText(season)}`,
  ];
  if (streak) parts.push(streakText(streak));
  if (smallSample) parts.push('small sample');
  return parts.join(' · ');
}

/** The props' own game beside the rates, once final: 'This game: Over 78.5, 91 yds'; undefined before. */
export function thisGameText(entry: MarketResearch): string | undefined {
  const own = entry.kind === 'rates' ? entry.rates.thisGame : undefined;
  return own && entry.kind === 'rates'
    ? `This game: ${outcomeWord(own.outcome)} ${entry.line}, ${own.value} ${entry.unit}`
    : undefined;
}

const hasThisGame = (research: PlayerResearch) =>
  research.markets.some((entry) => entry.kind === 'rates' && entry.rates.thisGame);

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
          {research.markets.map((entry) => {
            const own = thisGameText(entry);
            return (
              <li key={`${entry.market}|${entry.line}`}>
                <strong>
                  {entry.market} {entry.line}:
                </strong>{' '}
                {marketRatesText(entry)}
                {/* A line of its own: beside the rates, not one of them. */}
                {own && <span className="this-game">{own}</span>}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
