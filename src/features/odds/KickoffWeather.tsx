import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { useNow } from '../../lib/useNow';
import { selectKickoffWeather, type KickoffWeatherView } from '../stadiums/kickoffWeatherSelectors';
import type { Game } from './types';

const Weather = styled.div`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: 0.875rem;
  line-height: 1.4;

  p {
    margin: 0;
  }
`;

/** One line tall while the forecast loads, so the card does not move when it arrives. */
const Pending = styled.p`
  min-height: 1.4em;
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Flag = styled.p`
  font-weight: 600;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

function Lines({ view }: { view: Exclude<KickoffWeatherView, { kind: 'none' | 'unavailable' }> }) {
  switch (view.kind) {
    case 'indoors':
      return (
        <p>
          <span className="visually-hidden">Kickoff weather: </span>Indoors
        </p>
      );
    case 'pending':
      return <Pending aria-busy="true" />;
    case 'later':
      return <Muted>Forecast from {view.from}</Muted>;
    case 'forecast':
      return (
        <>
          <p>
            <Label>Kickoff forecast:</Label> {view.temp} · wind {view.wind} · {view.precipitation} chance of
            precipitation
          </p>
          {view.windNote && (
            <Flag>
              <span aria-hidden="true">⚑ </span>
              {view.windNote}
            </Flag>
          )}
        </>
      );
  }
}

const roofNote = <Muted>Retractable roof: may be closed</Muted>;

/**
 * The weather at kickoff (issue #20) at the home team's stadium: 'Indoors' under a fixed dome; for
 * a game to come, the forecast entry nearest kickoff or the day a forecast first reaches it; nothing
 * once it has kicked off, or when the forecast fails. A retractable roof adds that it may be closed.
 */
export function KickoffWeather({ game }: { game: Game }) {
  const now = useNow();
  const view = useAppSelector((state) => selectKickoffWeather(state, game, now));
  if (view.kind === 'none') return null;
  // A forecast that fails says nothing (the card stays the spec's), beside the roof's note.
  if (view.kind === 'unavailable') return view.roofMayClose ? <Weather>{roofNote}</Weather> : null;
  return (
    <Weather>
      <Lines view={view} />
      {view.kind !== 'indoors' && view.roofMayClose && roofNote}
    </Weather>
  );
}
