import { selectorForArg } from '../../../src/api/selectorForArg';
import { makeStore } from '../../../src/app/store';
import { oddsApi } from '../../../src/features/odds/oddsApi';
import { weatherApi } from '../../../src/features/stadiums/weatherApi';
import { seedOdds } from '../../utils/seed';

describe('selectorForArg', () => {
  it('keeps one selector per argument, so an unchanged entry reads as the same object', () => {
    const oddsOf = selectorForArg(oddsApi.endpoints.getOdds);
    expect(oddsOf(3)).toBe(oddsOf(3));
    expect(oddsOf(3)).not.toBe(oddsOf(4));
    const store = makeStore();
    seedOdds(store, 3, [], 0);
    const entry = oddsOf(3)(store.getState());
    seedOdds(store, 4, [], 0);
    expect(oddsOf(3)(store.getState())).toBe(entry);
    // What it saves: a selector made afresh reads the same entry as a new object.
    expect(oddsApi.endpoints.getOdds.select(3)(store.getState())).not.toBe(entry);
  });

  it('names an object argument by its key, not by its identity', () => {
    const forecastOf = selectorForArg(weatherApi.endpoints.getForecast, (arg) => arg.stadiumId);
    const lambeau = { stadiumId: 'lambeau', lat: 44.5, lon: -88.1 };
    expect(forecastOf({ ...lambeau })).toBe(forecastOf({ ...lambeau }));
    expect(forecastOf(lambeau)).not.toBe(forecastOf({ ...lambeau, stadiumId: 'arrowhead' }));
  });
});
