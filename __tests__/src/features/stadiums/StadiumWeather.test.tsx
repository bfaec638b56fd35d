import { screen, within } from '@testing-library/react';
import type { RoofType } from '../../../../src/domain/teams';
import { StadiumWeather } from '../../../../src/features/stadiums/StadiumWeather';
import type { Weather } from '../../../../src/features/stadiums/types';
import { renderWithProviders } from '../../../utils/renderWithProviders';

const reading = (windSpeed: number): Weather => ({ description: 'clear sky', temp: 61, windSpeed, windDeg: 270 });

interface Shown {
  roof: RoofType;
  weather?: Weather;
  isLoading?: boolean;
  error?: string;
}

function show({ roof, weather, isLoading = false, error }: Shown) {
  renderWithProviders(
    <StadiumWeather roof={roof} weather={weather} isLoading={isLoading} error={error} onRetry={() => undefined} />,
  );
  return screen.getByRole('region', { name: 'Current weather' });
}

const WIND_FLAG = 'Wind may affect passing and kicking';
const DOME = 'Fixed dome: weather does not affect play';
const RETRACTABLE = 'Retractable roof: the roof may be closed';

describe('StadiumWeather notes', () => {
  it('flags an outdoor stadium whose shown wind is 15 mph, with a marking icon beside the text', () => {
    const box = show({ roof: 'outdoor', weather: reading(14.6) });
    expect(within(box).getByText('15 mph')).toBeInTheDocument();
    const flag = within(box).getByText(WIND_FLAG);
    expect(flag.tagName).toBe('P');
    expect(flag.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(flag).toHaveTextContent(new RegExp(`^${WIND_FLAG}$`));
  });

  it('does not flag an outdoor stadium at 14 mph', () => {
    const box = show({ roof: 'outdoor', weather: reading(14.4) });
    expect(within(box).getByText('14 mph')).toBeInTheDocument();
    expect(within(box).queryByText(WIND_FLAG)).not.toBeInTheDocument();
  });

  it.each<[RoofType, string]>([
    ['dome', DOME],
    ['retractable_dome', RETRACTABLE],
  ])('gives a %s its roof note instead of the wind flag, even in a gale', (roof, text) => {
    const box = show({ roof, weather: reading(32) });
    expect(within(box).getByText(text)).toBeInTheDocument();
    expect(within(box).queryByText(WIND_FLAG)).not.toBeInTheDocument();
  });

  it('keeps the roof note when the weather failed: it does not depend on a reading', () => {
    const box = show({ roof: 'dome', error: 'Weather is unavailable right now.' });
    expect(within(box).getByRole('alert')).toHaveTextContent('Weather is unavailable right now.');
    expect(within(box).getByText(DOME)).toBeInTheDocument();
  });

  it('shows the roof note while loading', () => {
    const box = show({ roof: 'retractable_dome', isLoading: true });
    expect(within(box).getByText('Loading weather...')).toBeInTheDocument();
    expect(within(box).getByText(RETRACTABLE)).toBeInTheDocument();
  });

  it('never flags wind from an old reading while a new one loads', () => {
    const box = show({ roof: 'outdoor', weather: reading(25), isLoading: true });
    expect(within(box).queryByText(WIND_FLAG)).not.toBeInTheDocument();
  });

  it('says nothing of an outdoor stadium whose weather failed', () => {
    const box = show({ roof: 'outdoor', error: 'Weather is unavailable right now.' });
    expect(box.querySelectorAll('p')).toHaveLength(1);
    expect(within(box).queryByText(WIND_FLAG)).not.toBeInTheDocument();
  });
});
