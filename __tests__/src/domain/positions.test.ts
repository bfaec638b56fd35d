import {
  DEFAULT_POSITION_GROUP,
  matchesGroup,
  POSITION_GROUP_OPTIONS,
  positionsOf,
} from '../../../src/domain/positions';
import type { PositionGroup } from '../../../src/domain/playerStats';

describe('POSITION_GROUP_OPTIONS', () => {
  it('lists the ten groups with the spec labels, in order', () => {
    expect(POSITION_GROUP_OPTIONS.map((o) => o.label)).toEqual([
      'Offense',
      'Defense',
      'Quarterback (QB)',
      'Running Back (RB)',
      'Wide Receiver (WR)',
      'Tight End (TE)',
      'Defensive Lineman (DL)',
      'Linebacker (LB)',
      'Cornerback (CB)',
      'Safety (S)',
    ]);
    expect(POSITION_GROUP_OPTIONS.map((o) => o.value)).toEqual([
      'Offense',
      'Defense',
      'QB',
      'RB',
      'WR',
      'TE',
      'DL',
      'LB',
      'CB',
      'S',
    ]);
  });

  it('defaults to Offense', () => {
    expect(DEFAULT_POSITION_GROUP).toBe('Offense');
  });
});

describe('positionsOf', () => {
  it.each<[PositionGroup, string[]]>([
    ['Offense', ['QB', 'WR', 'RB', 'TE']],
    ['Defense', ['LB', 'CB', 'S', 'DL', 'DE', 'SAF', 'OLB', 'MLB']],
    ['QB', ['QB']],
    ['RB', ['RB']],
    ['WR', ['WR']],
    ['TE', ['TE']],
    ['DL', ['DE', 'DT', 'DL']],
    ['LB', ['LB', 'OLB', 'MLB']],
    ['CB', ['CB']],
    ['S', ['FS', 'SS', 'SAF', 'S']],
  ])('%s means exactly %j', (group, positions) => {
    expect([...positionsOf(group)].sort()).toEqual([...positions].sort());
  });
});

describe('matchesGroup', () => {
  it.each<[string, PositionGroup, boolean]>([
    ['QB', 'Offense', true],
    ['TE', 'Offense', true],
    ['FB', 'Offense', false],
    ['K', 'Offense', false],
    ['DE', 'Defense', true],
    ['SAF', 'Defense', true],
    ['OLB', 'Defense', true],
    ['MLB', 'Defense', true],
    // Spec §5 lists Defense without DT, FS and SS; the DL and S groups reach them.
    ['DT', 'Defense', false],
    ['FS', 'Defense', false],
    ['SS', 'Defense', false],
    ['DE', 'DL', true],
    ['DT', 'DL', true],
    ['DL', 'DL', true],
    ['LB', 'DL', false],
    ['FS', 'S', true],
    ['SS', 'S', true],
    ['SAF', 'S', true],
    ['S', 'S', true],
    ['CB', 'S', false],
    ['LB', 'LB', true],
    ['OLB', 'LB', true],
    ['MLB', 'LB', true],
    ['ILB', 'LB', false],
    ['CB', 'CB', true],
    ['WR', 'RB', false],
    ['qb', 'QB', true],
    ['  Wr ', 'WR', true],
    ['olb', 'LB', true],
    ['', 'Offense', false],
    ['Q B', 'QB', false],
  ])('%j in %s is %s', (position, group, expected) => {
    expect(matchesGroup(position, group)).toBe(expected);
  });
});
