import { env } from '../../config/env';
import { useGetSourcesQuery } from './sourcesApi';

export const NFLVERSE_URL = 'https://github.com/nflverse';
export const CC_BY_URL = 'https://creativecommons.org/licenses/by/4.0/';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * The footer's line on where the data comes from (CONTRACT §10), from /sources: nflverse with its
 * licence when the real seasons are served, the live providers that serve beside it (The Odds API,
 * OpenWeatherMap) and what is still simulated; the demo notice otherwise;
 * nothing until /sources answers, and, when it cannot, the demo notice on the embedded API only.
 */
export default function SourcesLine() {
  const { data, isError } = useGetSourcesQuery();
  if (data?.mode === 'nflverse') {
    const simulated = Object.entries(data.resources)
      .filter(([, resource]) => resource.source === 'demo')
      .map(([name]) => name);
    const { odds, weather } = data.resources;
    const live = [
      ...(odds?.source === 'the-odds-api' ? ['Lines, live scores and props: The Odds API.'] : []),
      ...(weather?.source === 'openweathermap' ? ['Weather: OpenWeatherMap.'] : []),
    ];
    return (
      <p>
        Stats, scores and closing lines:{' '}
        <a href={NFLVERSE_URL} {...external}>
          nflverse
        </a>{' '}
        (
        <a href={CC_BY_URL} {...external}>
          CC-BY 4.0
        </a>
        ).{live.length > 0 && ` ${live.join(' ')}`}
        {simulated.length > 0 && ` Simulated here: ${simulated.join(', ')}.`}
      </p>
    );
  }
  if (data?.mode === 'demo' || (isError && env.usesDemoData)) {
    return <p>Demo data: the odds, rankings, players and weather shown here are generated, not real.</p>;
  }
  return null;
}
