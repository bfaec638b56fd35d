import fc from 'fast-check';
import { TEAMS, type TeamRecord } from '../../../../src/domain/teams';
import {
  capitalizeFirst,
  COMPASS_POINTS,
  compassPoint,
  formatCapacity,
  stadiumImageUrl,
  stadiumTeams,
  weatherView,
  windArrowRotation,
} from '../../../../src/features/stadiums/stadiumRules';

const chiefs = TEAMS.find((t) => t.team_alias === 'KC') as TeamRecord;

describe('stadiumTeams', () => {
  it('lists all 32 teams alphabetically by team name', () => {
    const names = stadiumTeams().map((t) => t.team_name);
    expect(names).toHaveLength(32);
    expect(names.slice(0, 4)).toEqual(['49ers', 'Bears', 'Bengals', 'Bills']);
    expect(names.at(-1)).toBe('Vikings');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('leaves the shared TEAMS list in its own order', () => {
    const before = TEAMS.map((t) => t.team_id);
    stadiumTeams();
    expect(TEAMS.map((t) => t.team_id)).toEqual(before);
  });
});

describe('stadiumImageUrl', () => {
  const withImage = (stadium_image: string): TeamRecord => ({ ...chiefs, stadium_image });

  it.each([['https://cdn.example.com/arrowhead.jpg'], ['http://cdn.example.com/arrowhead.jpg']])(
    'uses the record’s own URL %j',
    (url) => {
      expect(stadiumImageUrl(withImage(url), '/api/images/stadiums')).toBe(url);
    },
  );

  it.each([
    ['stadiums/arrowhead.jpg', '/api/images/stadiums', '/api/images/stadiums/geha-field-at-arrowhead-stadium.jpg'],
    ['', '/api/images/stadiums/', '/api/images/stadiums/geha-field-at-arrowhead-stadium.jpg'],
    ['ftp://x/y.jpg', 'https://img.example.com/', 'https://img.example.com/geha-field-at-arrowhead-stadium.jpg'],
    ['stadiums/a.jpg', 'https://img.example.com//', 'https://img.example.com/geha-field-at-arrowhead-stadium.jpg'],
  ])('builds the fallback from stadium_id for %j under base %j', (image, base, url) => {
    expect(stadiumImageUrl(withImage(image), base)).toBe(url);
  });
});

describe('capitalizeFirst', () => {
  it.each([
    ['turf', 'Turf'],
    ['artificial', 'Artificial'],
    ['outdoor', 'Outdoor'],
    ['dome', 'Dome'],
    ['retractable_dome', 'Retractable dome'],
    ['light rain', 'Light rain'],
    ['Clear sky', 'Clear sky'],
    ['', ''],
  ])('shows %j as %j', (text, shown) => {
    expect(capitalizeFirst(text)).toBe(shown);
  });
});

describe('formatCapacity', () => {
  it.each([
    [76416, '76,416'],
    [61500, '61,500'],
    [999, '999'],
    [1000, '1,000'],
    [100000, '100,000'],
  ])('shows %i as %j', (n, text) => {
    expect(formatCapacity(n)).toBe(text);
  });
});

describe('compassPoint', () => {
  it.each([
    [0, 'N'],
    [22.4, 'N'],
    [22.5, 'NE'],
    [45, 'NE'],
    [67.5, 'E'],
    [90, 'E'],
    [135, 'SE'],
    [180, 'S'],
    [202.4, 'S'],
    [202.5, 'SW'],
    [225, 'SW'],
    [270, 'W'],
    [292.5, 'NW'],
    [315, 'NW'],
    [337.4, 'NW'],
    [337.5, 'N'],
    [359.9, 'N'],
    [360, 'N'],
    [382.5, 'NE'],
    [720, 'N'],
    [-45, 'NW'],
    [-22.5, 'N'],
    [-22.6, 'NW'],
    [-90, 'W'],
    [-360, 'N'],
  ])('calls %d° %s', (deg, point) => {
    expect(compassPoint(deg)).toBe(point);
  });

  // Tenths of a degree keep sums exact enough that no case lands within rounding of a sector edge.
  const bearing = fc.integer({ min: -7200, max: 7200 }).map((tenths) => tenths / 10);

  it('always gives one of the 8 points', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (deg) => {
        expect(COMPASS_POINTS).toContain(compassPoint(deg));
      }),
    );
  });

  it('gives the same point for bearings a full turn apart', () => {
    fc.assert(
      fc.property(bearing, fc.integer({ min: -3, max: 3 }), (deg, turns) => {
        expect(compassPoint(deg + 360 * turns)).toBe(compassPoint(deg));
      }),
    );
  });

  it('gives the point whose centre is within 22.5° of the bearing', () => {
    fc.assert(
      fc.property(bearing, (deg) => {
        const centre = COMPASS_POINTS.indexOf(compassPoint(deg)) * 45;
        const gap = Math.abs(((((deg - centre) % 360) + 540) % 360) - 180);
        expect(gap).toBeLessThanOrEqual(22.5);
      }),
    );
  });
});

describe('windArrowRotation', () => {
  it.each([
    [0, 180],
    [90, 270],
    [180, 0],
    [270, 90],
    [315, 135],
    [360, 180],
    [-90, 90],
    [540, 0],
  ])('turns the upward arrow for wind from %d° by %d° so it points downwind', (deg, rotation) => {
    expect(windArrowRotation(deg)).toBe(rotation);
  });

  it('stays within one clockwise turn for any bearing', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (deg) => {
        const rotation = windArrowRotation(deg);
        expect(rotation).toBeGreaterThanOrEqual(0);
        expect(rotation).toBeLessThan(360);
      }),
    );
  });
});

describe('weatherView', () => {
  it('shows the description capitalised, rounded °F and mph, and the wind bearing', () => {
    expect(weatherView({ description: 'scattered clouds', temp: 71.6, windSpeed: 12.4, windDeg: 315 })).toEqual({
      description: 'Scattered clouds',
      temp: '72°F',
      wind: '12 mph',
      direction: 'NW',
      degrees: '315°',
      arrowRotation: 135,
    });
  });

  it.each([
    [-3.5, '-3°F'],
    [-0.4, '0°F'],
    [32.5, '33°F'],
  ])('rounds a temperature of %d to %j', (temp, text) => {
    expect(weatherView({ description: 'snow', temp, windSpeed: 0, windDeg: 0 }).temp).toBe(text);
  });

  it('shows calm air as 0 mph from the north', () => {
    expect(weatherView({ description: 'clear sky', temp: 50, windSpeed: 0.3, windDeg: 0 })).toMatchObject({
      wind: '0 mph',
      direction: 'N',
      degrees: '0°',
      arrowRotation: 180,
    });
  });
});
