import jpeg from 'jpeg-js';
import { TEAMS } from '../../../src/domain/teams';
import { createDataset } from '../../../server/data/dataset';

const ds = createDataset();
const stadiumIds = [...new Set(TEAMS.map((t) => t.stadium_id))];

describe('stadium images', () => {
  it('renders a 640×360 JPEG for every stadium', () => {
    for (const id of stadiumIds) {
      const image = ds.stadiumImage(id);
      expect(image).toBeInstanceOf(Buffer);
      if (!image) continue;
      expect([...image.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      expect([...image.subarray(-2)]).toEqual([0xff, 0xd9]);
      expect(image.length).toBeGreaterThan(10_000);
      expect(image.length).toBeLessThan(150_000);
      const decoded = jpeg.decode(image, { useTArray: true });
      expect([decoded.width, decoded.height]).toEqual([640, 360]);
    }
  });

  it('draws each stadium differently', () => {
    const digests = stadiumIds.map((id) => ds.stadiumImage(id)?.toString('base64'));
    expect(new Set(digests).size).toBe(stadiumIds.length);
  });

  it('caches each image after the first request', () => {
    expect(ds.stadiumImage('lambeau-field')).toBe(ds.stadiumImage('lambeau-field'));
  });

  it('renders the same bytes in another dataset with the same seed', () => {
    expect(
      createDataset()
        .stadiumImage('soldier-field')
        ?.equals(ds.stadiumImage('soldier-field') ?? Buffer.alloc(0)),
    ).toBe(true);
  });

  it('returns undefined for an unknown stadium', () => {
    expect(ds.stadiumImage('wrigley-field')).toBeUndefined();
    expect(ds.stadiumImage('')).toBeUndefined();
    expect(ds.stadiumImage('../etc/passwd')).toBeUndefined();
  });

  it('paints the home team’s colours into the bowl', () => {
    const decoded = jpeg.decode(ds.stadiumImage('lambeau-field') ?? Buffer.alloc(0), { useTArray: true });
    // Packers gold (#FFB612) is a strongly yellow pixel: high red and green, low blue.
    let gold = 0;
    for (let i = 0; i < decoded.data.length; i += 4) {
      const [r, g, b] = [decoded.data[i] ?? 0, decoded.data[i + 1] ?? 0, decoded.data[i + 2] ?? 0];
      if (r > 200 && g > 140 && b < 80) gold++;
    }
    expect(gold).toBeGreaterThan(5000);
  });
});
