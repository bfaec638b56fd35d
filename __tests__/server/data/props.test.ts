import { fullTeamName, NICKNAME_TO_FULL_NAME, TEAMS } from '../../../src/domain/teams';
import { createDataset } from '../../../server/data/dataset';
import type { PlayerPropRecord } from '../../../server/data/types';

const ds = createDataset();
const WEEKS = Array.from({ length: 18 }, (_, i) => i + 1);
const stats2025 = ds.playerStats(ds.seasons[0]?.id ?? '') ?? [];
const teamOfPlayer = new Map(stats2025.filter((r) => r.name).map((r) => [r.name, r.team_name]));
const nickname = new Map(TEAMS.map((t) => [t.team_alias, t.team_name]));
const FULL_TO_NICKNAME = new Map(TEAMS.map((t) => [fullTeamName(t), t.team_name]));
const teamOfId = (id: string): string | undefined =>
  FULL_TO_NICKNAME.get(stats2025.find((r) => r.player_id === id)?.team_name ?? '');

const OVER_UNDER = ['Passing Yards', 'Rushing Yards', 'Receiving Yards', 'Receptions'];
const YES_NO = ['Anytime Touchdown Scorer', 'First Touchdown Scorer'];

describe('player props', () => {
  it('has 300–600 records each week', () => {
    for (const week of WEEKS) {
      const n = ds.propsForWeek(week).length;
      expect(n).toBeGreaterThanOrEqual(300);
      expect(n).toBeLessThanOrEqual(600);
    }
  });

  it('has exactly the contract shape', () => {
    const problems = WEEKS.flatMap((week) => ds.propsForWeek(week)).filter(
      (r) =>
        Object.keys(r).sort().join() !== 'player,props' ||
        Object.keys(r.props).sort().join() !== 'market,player,price,selection' ||
        typeof r.player !== 'string' ||
        r.player === '' ||
        !Number.isInteger(r.props.price) ||
        Math.abs(r.props.price) < 100,
    );
    expect(problems).toEqual([]);
  });

  it('offers Over and Under on x.5 lines, Yes on 0.5 for anytime, and Yes without a line for first scorer', () => {
    const records = WEEKS.flatMap((w) => ds.propsForWeek(w));
    for (const { props } of records) {
      const { market, selection } = props;
      expect([...OVER_UNDER, ...YES_NO]).toContain(market);
      if (OVER_UNDER.includes(market)) {
        if (selection.name !== undefined) expect(['Over', 'Under']).toContain(selection.name);
        expect((selection.line ?? 0) % 1).toBe(0.5);
      } else if (market === 'Anytime Touchdown Scorer') {
        expect(selection).toEqual(selection.name === undefined ? { line: 0.5 } : { name: 'Yes', line: 0.5 });
      } else {
        expect('line' in selection).toBe(false);
      }
    }
    for (const market of [...OVER_UNDER, ...YES_NO]) expect(records.some((r) => r.props.market === market)).toBe(true);
  });

  it('pairs every Over with an Under on the same line', () => {
    const records = ds.propsForWeek(3).filter((r) => OVER_UNDER.includes(r.props.market));
    const key = (r: PlayerPropRecord): string => `${r.player}|${r.props.market}|${r.props.selection.line}`;
    const counts = new Map<string, number>();
    for (const r of records) counts.set(key(r), (counts.get(key(r)) ?? 0) + 1);
    for (const n of counts.values()) expect(n).toBe(2);
  });

  it('names the team by nickname, with a few records missing it', () => {
    for (const week of WEEKS) {
      const records = ds.propsForWeek(week);
      const missing = records.filter((r) => r.props.player.team === undefined);
      expect(missing.length).toBeGreaterThanOrEqual(2);
      expect(missing.length).toBeLessThanOrEqual(3);
      for (const r of records) {
        const team = r.props.player.team?.name;
        if (team === undefined) continue;
        expect(NICKNAME_TO_FULL_NAME[team]).toBe(teamOfPlayer.get(r.player));
      }
    }
  });

  it('leaves the selection name off one or two records', () => {
    for (const week of WEEKS) {
      const missing = ds.propsForWeek(week).filter((r) => r.props.selection.name === undefined);
      expect(missing.length).toBeGreaterThanOrEqual(1);
      expect(missing.length).toBeLessThanOrEqual(2);
    }
  });

  it('covers every team playing that week and a few players whose team is on a bye', () => {
    for (const week of WEEKS) {
      const records = ds.propsForWeek(week);
      const teams = new Set(records.flatMap((r) => (r.props.player.team ? [r.props.player.team.name] : [])));
      const playing = (ds.schedule.weeks[week - 1] ?? []).flatMap((g) => [g.home, g.away]).map((a) => nickname.get(a));
      for (const t of playing) expect(teams).toContain(t);
      const resting = (ds.schedule.byes[week - 1] ?? []).map((a) => nickname.get(a));
      const onBye = [...teams].filter((t) => resting.includes(t));
      expect(onBye.length > 0).toBe(resting.length > 0);
      expect(teams.size).toBe(playing.length + onBye.length);
    }
  });

  it('uses 2025 players who exist in the player data', () => {
    for (const r of ds.propsForWeek(1)) expect(teamOfPlayer.has(r.player)).toBe(true);
  });

  it('carries each player’s /playerData id, with his name and team as that row gives them', () => {
    const byId = new Map(stats2025.map((r) => [r.player_id, r]));
    for (const week of WEEKS) {
      for (const r of ds.propsForWeek(week)) {
        const row = byId.get(r.props.player.id ?? '');
        expect(row?.name).toBe(r.player);
        if (r.props.player.team) expect(NICKNAME_TO_FULL_NAME[r.props.player.team.name]).toBe(row?.team_name);
      }
    }
  });

  it('offers props only to players who play that week’s game (an injured starter’s stand-in takes his place)', () => {
    const seasonId = ds.seasons[0]?.id ?? '';
    for (const week of WEEKS) {
      const resting = new Set((ds.schedule.byes[week - 1] ?? []).map((alias) => nickname.get(alias)));
      const ids = [
        ...new Set(
          ds
            .propsForWeek(week)
            .filter((r) => !resting.has(r.props.player.team?.name))
            .map((r) => r.props.player.id ?? ''),
        ),
      ];
      const played = new Set((ds.gameLogsOfWeek(seasonId, week) ?? []).map((row) => row.player_id));
      expect(ids.filter((id) => !played.has(id) && !resting.has(teamOfId(id)))).toEqual([]);
    }
  });

  it('returns nothing for weeks outside 1–18', () => {
    expect(ds.propsForWeek(0)).toEqual([]);
    expect(ds.propsForWeek(19)).toEqual([]);
  });
});
