import { fullTeamName, NICKNAME_TO_FULL_NAME, TEAMS, type TeamRecord } from '../../../src/domain/teams';

function team(alias: string): TeamRecord {
  const t = TEAMS.find((x) => x.team_alias === alias);
  if (!t) throw new Error(`missing ${alias}`);
  return t;
}

describe('the 32 teams and their stadiums', () => {
  it('lists 32 teams with unique ids, aliases and full names', () => {
    expect(TEAMS).toHaveLength(32);
    expect(new Set(TEAMS.map((t) => t.team_id)).size).toBe(32);
    expect(new Set(TEAMS.map((t) => t.team_alias)).size).toBe(32);
    expect(new Set(TEAMS.map(fullTeamName)).size).toBe(32);
  });

  it('has 8 divisions of 4 teams, 16 per conference', () => {
    const divisions = new Map<string, number>();
    for (const t of TEAMS) {
      expect(t.division.startsWith(t.conference)).toBe(true);
      divisions.set(t.division, (divisions.get(t.division) ?? 0) + 1);
    }
    expect([...divisions.keys()].sort()).toEqual([
      'AFC East',
      'AFC North',
      'AFC South',
      'AFC West',
      'NFC East',
      'NFC North',
      'NFC South',
      'NFC West',
    ]);
    expect([...divisions.values()]).toEqual(Array(8).fill(4));
    expect(TEAMS.filter((t) => t.conference === 'AFC')).toHaveLength(16);
  });

  it('has 30 distinct stadiums, MetLife and SoFi each shared by two teams', () => {
    expect(new Set(TEAMS.map((t) => t.stadium_id)).size).toBe(30);
    expect(team('NYG').stadium_id).toBe('metlife-stadium');
    expect(team('NYJ').stadium_id).toBe('metlife-stadium');
    expect(team('LAR').stadium_id).toBe('sofi-stadium');
    expect(team('LAC').stadium_id).toBe('sofi-stadium');
    expect([team('NYG'), team('NYJ')].map((t) => t.team_market)).toEqual(['New York', 'New York']);
    expect([team('LAR'), team('LAC')].map((t) => t.team_market)).toEqual(['Los Angeles', 'Los Angeles']);
  });

  it('gives teams sharing a stadium identical stadium facts', () => {
    const stadiumFacts = (t: TeamRecord): string[] =>
      Object.entries(t)
        .filter(([k]) => k.startsWith('stadium_'))
        .map(([k, v]) => `${k}=${v}`);
    expect(stadiumFacts(team('NYG'))).toEqual(stadiumFacts(team('NYJ')));
    expect(stadiumFacts(team('LAR'))).toEqual(stadiumFacts(team('LAC')));
    expect(stadiumFacts(team('NYG'))).not.toEqual(stadiumFacts(team('LAR')));
  });

  it('maps every nickname to its full team name', () => {
    expect(Object.keys(NICKNAME_TO_FULL_NAME)).toHaveLength(32);
    for (const t of TEAMS) expect(NICKNAME_TO_FULL_NAME[t.team_name]).toBe(fullTeamName(t));
    expect(NICKNAME_TO_FULL_NAME['Chiefs']).toBe('Kansas City Chiefs');
    expect(NICKNAME_TO_FULL_NAME['49ers']).toBe('San Francisco 49ers');
    expect(NICKNAME_TO_FULL_NAME['Commanders']).toBe('Washington Commanders');
  });

  it('uses real roof and surface facts', () => {
    const roofs = (type: string): string[] =>
      [...new Set(TEAMS.filter((t) => t.stadium_roof_type === type).map((t) => t.stadium_name))].sort();
    expect(roofs('retractable_dome')).toEqual([
      'AT&T Stadium',
      'Lucas Oil Stadium',
      'Mercedes-Benz Stadium',
      'NRG Stadium',
      'State Farm Stadium',
    ]);
    expect(roofs('dome')).toEqual([
      'Allegiant Stadium',
      'Caesars Superdome',
      'Ford Field',
      'SoFi Stadium',
      'U.S. Bank Stadium',
    ]);
    expect(team('GB').stadium_surface).toBe('turf');
    expect(team('GB').stadium_roof_type).toBe('outdoor');
    expect(team('SEA').stadium_surface).toBe('artificial');
    expect(team('KC').stadium_id).toBe('geha-field-at-arrowhead-stadium');
  });

  it('places every stadium in the continental US with a plausible capacity and zip', () => {
    for (const t of TEAMS) {
      expect(t.stadium_lat).toBeGreaterThan(24);
      expect(t.stadium_lat).toBeLessThan(49);
      expect(t.stadium_lng).toBeGreaterThan(-125);
      expect(t.stadium_lng).toBeLessThan(-66);
      expect(t.stadium_capacity).toBeGreaterThanOrEqual(60000);
      expect(t.stadium_capacity).toBeLessThanOrEqual(85000);
      expect(String(t.stadium_zip)).toMatch(/^\d{5}$/);
      expect(t.stadium_country).toBe('USA');
      expect(t.stadium_sr_id).toMatch(/^sr:venue:\d+$/);
      expect(t.colors.primary).toMatch(/^#[0-9A-F]{6}$/);
      expect(t.colors.secondary).toMatch(/^#[0-9A-F]{6}$/);
    }
    const zipTypes = new Set(TEAMS.map((t) => typeof t.stadium_zip));
    expect(zipTypes).toEqual(new Set(['number', 'string']));
    // A zip with a leading zero must stay a string.
    expect(team('NE').stadium_zip).toBe('02035');
  });

  it('gives a relative stadium image path, so the client builds the URL', () => {
    for (const t of TEAMS) {
      expect(t.stadium_image).toBe(`stadiums/${t.stadium_id}.jpg`);
      expect(t.stadium_image.startsWith('http')).toBe(false);
      expect(t.stadium_id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });
});
