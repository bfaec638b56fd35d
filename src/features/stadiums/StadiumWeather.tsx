import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { ErrorText } from '../../components/ErrorText';
import { Loading } from '../../components/Loading';
import type { RoofType } from '../../domain/teams';
import { FactList } from './FactList';
import { shownWindMph, weatherImpact, weatherView } from './stadiumRules';
import type { Weather } from './types';
import { WeatherImpactNote } from './WeatherImpactNote';

const Box = styled.section`
  margin-top: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: 1rem;
`;

const Description = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(3)};
  font-size: 1.125rem;
  font-weight: 600;
`;

const Arrow = styled.span`
  display: inline-block;
  margin-right: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.accent};
`;

const Retry = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};

  p {
    margin: 0;
  }
`;

interface StadiumWeatherProps {
  roof: RoofType;
  weather: Weather | undefined;
  isLoading: boolean;
  error: string | undefined;
  onRetry: () => void;
}

/**
 * The current weather at a stadium, once asked for: loading, a failure with a retry, or the reading;
 * then what it means for play. A roof note holds without a reading; the wind flag needs one.
 */
export function StadiumWeather({ roof, weather, isLoading, error, onRetry }: StadiumWeatherProps) {
  const headingId = useId();
  let body: ReactNode = null;
  if (isLoading) {
    body = <Loading label="Loading weather..." />;
  } else if (error !== undefined) {
    body = (
      <Retry>
        <ErrorText>{error}</ErrorText>
        <Button type="button" $variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      </Retry>
    );
  } else if (weather) {
    const view = weatherView(weather);
    body = (
      <>
        <Description>{view.description}</Description>
        <FactList $minColumn={110}>
          <div>
            <dt>Temp</dt>
            <dd>{view.temp}</dd>
          </div>
          <div>
            <dt>Wind</dt>
            <dd>{view.wind}</dd>
          </div>
          <div>
            <dt>Wind Direction</dt>
            <dd>
              <Arrow aria-hidden="true" style={{ transform: `rotate(${view.arrowRotation}deg)` }}>
                ↑
              </Arrow>
              {view.direction} ({view.degrees})
            </dd>
          </div>
        </FactList>
      </>
    );
  }
  if (body === null) return null;
  const reading = !isLoading && error === undefined ? weather : undefined;
  const note = weatherImpact(roof, reading && shownWindMph(reading.windSpeed));
  return (
    <Box aria-labelledby={headingId}>
      <Heading id={headingId}>Current weather</Heading>
      {body}
      {note && <WeatherImpactNote note={note} />}
    </Box>
  );
}
