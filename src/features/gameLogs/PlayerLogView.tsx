import { useLayoutEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { EmptyText } from '../../components/EmptyText';
import { ErrorText } from '../../components/ErrorText';
import { Loading } from '../../components/Loading';
import { PageHeader } from '../../components/PageHeader';
import { useValueAfterPaint } from '../../lib/useValueAfterPaint';
import { lastWeekOf } from '../../lib/weeklySeries';
import { playerName } from '../../domain/statColumns';
import type { PlayerStat } from '../../domain/playerStats';
import { mainStats } from '../../domain/mainStats';
import { GameLogSection, type DefenseFigures } from './GameLogSection';
import { selectSeasonId, selectSeasonLabel } from '../playerData/playerDataSelectors';
import { selectChosenLogSeasonId } from './gameLogsSlice';
import { SeasonLinks } from './SeasonLinks';
import { TrendCharts } from './TrendCharts';
import type { GameLogRow } from './types';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  padding-bottom: ${({ theme }) => theme.space(8)};

  /* Grid items may shrink below their content, so a wide table scrolls in its own box. */
  > * {
    min-width: 0;
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.25rem;
  }

  > header > div {
    margin-bottom: ${({ theme }) => theme.space(3)};
  }
`;

const BackLink = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
`;

/** What the view has to show: his games, or why not. */
export type PlayerLogContent =
  | { state: 'loading' }
  | { state: 'failed'; failure: string }
  | { state: 'unknown' }
  | {
      state: 'ready';
      player: PlayerStat | undefined;
      games: readonly GameLogRow[];
      defense: DefenseFigures;
      /**
       * His row of the Player Data table when the page holds it: the log's total agrees with it, or says how far it
       * goes.
       */
      seasonRow?: PlayerStat;
    };

const noGames: readonly GameLogRow[] = [];

const subtitle = (player: PlayerStat, season: string) =>
  [player.team_name.trim() || 'N/A', player.position.trim() || 'N/A', season && `${season} season`]
    .filter(Boolean)
    .join(' · ');

/** The body once the games have arrived: none that season, or the log and the trends. */
interface GamesProps {
  player: PlayerStat;
  games: readonly GameLogRow[];
  defense: DefenseFigures;
  seasonLabel: string;
  seasonRow: PlayerStat | undefined;
}

function Games({ player, games, defense, seasonLabel, seasonRow }: GamesProps) {
  // The log paints first; the charts follow once it is on screen, so they never hold it back.
  const trendGames = useValueAfterPaint(games, noGames);
  if (games.length === 0) return <EmptyText>No games played in {seasonLabel}</EmptyText>;
  const stats = mainStats(player.position);
  const name = playerName(player);
  return (
    <>
      <section aria-labelledby="game-log-heading">
        <h2 id="game-log-heading">Game log</h2>
        <GameLogSection
          player={player}
          seasonLabel={seasonLabel}
          games={games}
          defense={defense}
          seasonRow={seasonRow}
        />
      </section>
      {stats.length > 0 && (
        <section aria-labelledby="trends-heading">
          <h2 id="trends-heading">Trends</h2>
          {trendGames.length > 0 && (
            <TrendCharts name={name} games={trendGames} stats={stats} lastWeek={lastWeekOf(trendGames)} />
          )}
        </section>
      )}
    </>
  );
}

/**
 * A player's view (/player-data/{player_id}?season=…): who he is, his seasons one click away, and
 * that season's games with their trends; or loading, none played, not found, unavailable.
 */
export function PlayerLogView({ content }: { content: PlayerLogContent }) {
  const seasonId = useAppSelector((state) => selectSeasonId(state, selectChosenLogSeasonId(state)));
  const seasonLabel = useAppSelector((state) => selectSeasonLabel(state, selectChosenLogSeasonId(state)));
  // Opened from a row far down the table: the view starts at its top.
  useLayoutEffect(() => {
    if (window.scrollY > 0) window.scrollTo(0, 0);
  }, []);
  const player = content.state === 'ready' ? (content.player ?? content.games[0]) : undefined;
  const title = player ? playerName(player) : content.state === 'unknown' ? 'Player not found' : 'Game log';

  return (
    <Page>
      <header>
        <BackLink to="/player-data">← Back to Player Data</BackLink>
        <PageHeader title={title} subtitle={player ? subtitle(player, seasonLabel) : undefined} />
        {content.state !== 'unknown' && <SeasonLinks seasonId={seasonId} />}
      </header>
      {content.state === 'loading' && <Loading />}
      {content.state === 'failed' && <ErrorText>{content.failure}</ErrorText>}
      {content.state === 'unknown' && <EmptyText>No player has this id. Find him in the Player Data table.</EmptyText>}
      {content.state === 'ready' &&
        (player ? (
          <Games
            player={player}
            games={content.games}
            defense={content.defense}
            seasonLabel={seasonLabel}
            seasonRow={content.seasonRow}
          />
        ) : (
          <EmptyText>No games played in {seasonLabel}</EmptyText>
        ))}
    </Page>
  );
}
