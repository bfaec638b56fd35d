import { driveOdds, lateDrive, RETURN_TD, SAFETY, tryAfter } from '../../../server/data/season/drives';
import { createRng } from '../../../server/data/random';

const usual = driveOdds(22, 11);

describe('driveOdds', () => {
  it.each([
    [14, 10],
    [22, 11],
    [30, 12],
  ])('gives %d expected points over %d drives, with the odd return touchdown and safety', (expected, count) => {
    const odds = driveOdds(expected, count);
    // A touchdown is worth about 7 with its try; a return touchdown 7, a safety 2.
    const points = count * (7 * odds.touchdown + 3 * odds.fieldGoal) + 7 * RETURN_TD + 2 * SAFETY;
    expect(Math.abs(points - expected)).toBeLessThan(0.01);
    expect(odds.touchdown * 7 * count).toBeGreaterThan(odds.fieldGoal * 3 * count * 2);
  });
});

describe('lateDrive plays to the score', () => {
  it('leaves a side nine or more ahead as it was', () => {
    expect(lateDrive(usual, 9)).toEqual(usual);
    expect(lateDrive(usual, 21)).toEqual(usual);
  });

  it('runs the clock with a narrow lead: fewer touchdowns, the field goal on offer taken', () => {
    for (const lead of [1, 4, 8]) {
      expect(lateDrive(usual, lead).touchdown).toBeLessThan(usual.touchdown);
      expect(lateDrive(usual, lead).fieldGoal).toBeGreaterThan(usual.fieldGoal);
    }
  });

  it('plays for the kick that ties or wins when level or three or less behind', () => {
    for (const lead of [0, -1, -3]) {
      const late = lateDrive(usual, lead);
      expect(late.fieldGoal).toBeGreaterThan(2 * usual.fieldGoal);
      expect(late.touchdown).toBeLessThan(usual.touchdown);
    }
  });

  it('needs a touchdown four to eight behind, and hardly kicks', () => {
    for (const lead of [-4, -7, -8]) {
      expect(lateDrive(usual, lead).touchdown).toBeGreaterThan(usual.touchdown);
      expect(lateDrive(usual, lead).fieldGoal).toBeLessThan(0.05);
    }
  });

  it('kicks to make it one score nine to eleven behind, and chases touchdowns further behind', () => {
    expect(lateDrive(usual, -10).fieldGoal).toBeGreaterThan(2 * usual.fieldGoal);
    expect(lateDrive(usual, -14).touchdown).toBeGreaterThan(usual.touchdown);
    expect(lateDrive(usual, -14).fieldGoal).toBeLessThan(usual.fieldGoal);
  });

  it('never gives a chance above 0.65 nor a touchdown and a field goal above 1 together', () => {
    const strong = driveOdds(40, 10);
    for (let lead = -30; lead <= 30; lead++) {
      const late = lateDrive(strong, lead);
      expect(Math.max(late.touchdown, late.fieldGoal)).toBeLessThanOrEqual(0.65);
      expect(late.touchdown + late.fieldGoal).toBeLessThan(1);
    }
  });
});

describe('tryAfter', () => {
  const tries = (leadAfterSix: number, late: boolean) => {
    const rng = createRng(1);
    return Array.from({ length: 2000 }, () => tryAfter(rng, leadAfterSix, late));
  };

  it('goes for two late when two points tie the game', () => {
    const points = tries(-2, true);
    expect(points.every((p) => p === 0 || p === 2)).toBe(true);
    expect(points.filter((p) => p === 2).length / points.length).toBeGreaterThan(0.4);
  });

  it('kicks otherwise, and makes nearly every kick', () => {
    const late = tries(-1, true);
    expect(late.every((p) => p <= 1)).toBe(true);
    expect(late.filter((p) => p === 1).length / late.length).toBeGreaterThan(0.93);
    const early = tries(-2, false);
    expect(early.filter((p) => p === 1).length / early.length).toBeGreaterThan(0.9);
    expect(early.some((p) => p === 2)).toBe(true);
  });
});
