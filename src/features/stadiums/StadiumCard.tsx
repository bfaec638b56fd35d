import { useId, useState } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button';
import { env } from '../../config/env';
import { fullTeamName, type TeamRecord } from '../../domain/teams';
import { FactList } from './FactList';
import { StadiumImage } from './StadiumImage';
import { StadiumWeather } from './StadiumWeather';
import { capitalizeFirst, formatCapacity, stadiumImageUrl } from './stadiumRules';
import { selectWeatherRequested, weatherArgOf } from './stadiumsSelectors';
import { WEATHER_ERROR, useGetWeatherQuery } from './weatherApi';

/** Photo beside the facts while the card spans the page (600–1199 px); stacked when narrow or in the side column. */
const Card = styled.article`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};

  ${({ theme }) => theme.media.sm} {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${({ theme }) => theme.space(5)};
    align-items: start;
  }

  ${({ theme }) => theme.media.lg} {
    display: block;
  }
`;

const Info = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};

  ${({ theme }) => theme.media.sm} {
    margin-top: 0;
  }

  ${({ theme }) => theme.media.lg} {
    margin-top: ${({ theme }) => theme.space(4)};
  }
`;

const WeatherSlot = styled.div`
  grid-column: 1 / -1;
`;

const Name = styled.h2`
  margin: 0;
  font-size: 1.375rem;
  line-height: 1.25;
`;

const Place = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Facts = styled(FactList)`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** The selected team's stadium, and its weather once asked for (kept per stadium). */
export function StadiumCard({ team }: { team: TeamRecord }) {
  const headingId = useId();
  // Shown once asked for: the weather query's cache entry (kept per stadium) is the record of that;
  // the click itself only has to start the query.
  const [askedFor, setAskedFor] = useState<string | null>(null);
  const inCache = useAppSelector((state) => selectWeatherRequested(state, team));
  const shown = inCache || askedFor === team.stadium_id;
  // Asked again on reconnect for the stadium shown only: an API-wide flag would drop the readings
  // of the others (RTK Query removes unused entries it would refetch), and they are kept for the session.
  const weather = useGetWeatherQuery(weatherArgOf(team), { skip: !shown, refetchOnReconnect: true });

  const showWeather = () => {
    if (!shown) setAskedFor(team.stadium_id);
    else if (weather.isError) void weather.refetch();
  };

  const teamName = fullTeamName(team);
  return (
    <Card aria-labelledby={headingId}>
      <StadiumImage
        src={stadiumImageUrl(team, env.stadiumImageBaseUrl)}
        alt={`${team.stadium_name}, home of the ${teamName}`}
        onClick={showWeather}
      />
      <Info>
        <Name id={headingId}>{team.stadium_name}</Name>
        <Place>
          {team.stadium_city}, {team.stadium_state}
          <br />
          Home of the {teamName}
        </Place>
        <Facts $minColumn={96}>
          <div>
            <dt>Capacity</dt>
            <dd>{formatCapacity(team.stadium_capacity)}</dd>
          </div>
          <div>
            <dt>Surface</dt>
            <dd>{capitalizeFirst(team.stadium_surface)}</dd>
          </div>
          <div>
            <dt>Roof</dt>
            <dd>{capitalizeFirst(team.stadium_roof_type)}</dd>
          </div>
        </Facts>
        <Button type="button" onClick={showWeather}>
          Show Weather
        </Button>
      </Info>
      {shown && (
        <WeatherSlot>
          <StadiumWeather
            roof={team.stadium_roof_type}
            weather={weather.data}
            isLoading={weather.isFetching}
            error={weather.isError ? (weather.error.message ?? WEATHER_ERROR) : undefined}
            onRetry={() => void weather.refetch()}
          />
        </WeatherSlot>
      )}
    </Card>
  );
}
