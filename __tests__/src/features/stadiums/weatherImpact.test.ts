import { WINDY_MPH } from '../../../../src/config/constants';
import type { RoofType } from '../../../../src/domain/teams';
import { shownWindMph, weatherImpact } from '../../../../src/features/stadiums/stadiumRules';

const WIND_FLAG = { kind: 'wind', text: 'Wind may affect passing and kicking' };
const DOME = { kind: 'dome', text: 'Fixed dome: weather does not affect play' };
const RETRACTABLE = { kind: 'retractable', text: 'Retractable roof: the roof may be closed' };

describe('weatherImpact', () => {
  it('flags outdoor wind from 15 mph', () => {
    expect(WINDY_MPH).toBe(15);
  });

  it.each([
    [0, undefined],
    [14.9, undefined],
    [15, WIND_FLAG],
    [15.1, WIND_FLAG],
    [40, WIND_FLAG],
  ])('outdoors, %d mph gives %j', (mph, note) => {
    expect(weatherImpact('outdoor', mph)).toEqual(note);
  });

  it('says nothing outdoors without a reading', () => {
    expect(weatherImpact('outdoor', undefined)).toBeUndefined();
  });

  it.each<[RoofType, object]>([
    ['dome', DOME],
    ['retractable_dome', RETRACTABLE],
  ])('gives a %s its roof note, whatever the wind and with no reading at all', (roof, note) => {
    for (const mph of [undefined, 0, 14.9, 15, 30]) expect(weatherImpact(roof, mph)).toEqual(note);
  });
});

describe('shownWindMph', () => {
  it.each([
    [14.4, 14],
    [14.5, 15],
    [14.9, 15],
    [15.1, 15],
  ])('shows %d mph as %d, the value the flag is judged on', (speed, shown) => {
    expect(shownWindMph(speed)).toBe(shown);
  });
});
