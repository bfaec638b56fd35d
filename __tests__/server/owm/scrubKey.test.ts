import { scrubKey } from '../../../server/sources/owm/scrubKey';

const KEY = 'k3y+with/odd=chars';

describe('scrubKey', () => {
  it.each([
    ['the key as written', `Invalid API key ${KEY}.`, 'Invalid API key ***.'],
    [
      'the key URL-encoded',
      `GET /data/2.5/weather?lat=1&key=${encodeURIComponent(KEY)}&units=imperial`,
      'GET /data/2.5/weather?lat=1&key=***&units=imperial',
    ],
    [
      'any appid value in a URL',
      'https://api.openweathermap.org/data/2.5/weather?appid=abc123&lat=1',
      'https://api.openweathermap.org/data/2.5/weather?appid=***&lat=1',
    ],
    ['an appid in JSON text', '{"url":"/weather?APPID=abc123"}', '{"url":"/weather?APPID=***"}'],
    ['every occurrence', `${KEY} and ${KEY}`, '*** and ***'],
    ['nothing when the key is absent', 'Internal error', 'Internal error'],
  ])('takes out %s', (_name, text, scrubbed) => {
    expect(scrubKey(text, KEY)).toBe(scrubbed);
  });

  it('leaves text alone for an empty key', () => {
    expect(scrubKey('Internal error', '')).toBe('Internal error');
  });
});
