import { screen, within } from '@testing-library/react';
import { AppFooter } from '../../../../src/app/layout/AppFooter';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { API, HttpResponse, http, server, setupMswServer } from '../../../utils/msw';

setupMswServer();

const resource = (source: string | null, status = 'ok', detail?: string) => ({
  source,
  as_of: null,
  status,
  ...(detail ? { detail } : {}),
});
const demo = {
  mode: 'demo',
  resources: {
    odds: resource('demo'),
    scores: resource('demo'),
    props: resource('demo'),
    stats: resource('demo'),
    weather: resource('demo'),
  },
};
const nflverse = {
  mode: 'nflverse',
  resources: {
    odds: resource('nflverse'),
    scores: resource('nflverse'),
    stats: resource('nflverse'),
    props: resource(null, 'unconfigured', 'Props need a live odds source (see README)'),
    weather: resource('demo', 'ok', 'Simulated'),
  },
};

describe('Footer', () => {
  afterEach(() => jest.useRealTimers());

  it('states the copyright with the current year and the owner', () => {
    jest.useFakeTimers({
      now: new Date('2031-03-15T12:00:00Z'),
      doNotFake: ['queueMicrotask', 'setTimeout', 'setImmediate'],
    });
    renderWithProviders(<AppFooter />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      '© 2031 Gridline Analytics LLC. Gridline is owned and operated by Gridline Analytics LLC. All rights reserved.',
    );
  });

  it('says the data is demo data when /sources says the demo serves it', async () => {
    server.use(http.get(`${API}/sources`, () => HttpResponse.json(demo)));
    renderWithProviders(<AppFooter />);
    expect(await screen.findByText(/^Demo data: /)).toBeInTheDocument();
  });

  it('names nflverse and its licence, and what is still simulated, when the real seasons are served', async () => {
    server.use(http.get(`${API}/sources`, () => HttpResponse.json(nflverse)));
    renderWithProviders(<AppFooter />);
    const line = await screen.findByText(/^Stats, scores and closing lines:/);
    expect(line).toHaveTextContent('Stats, scores and closing lines: nflverse (CC-BY 4.0). Simulated here: weather.');
    expect(within(line).getByRole('link', { name: 'nflverse' })).toHaveAttribute('href', 'https://github.com/nflverse');
    expect(within(line).getByRole('link', { name: 'CC-BY 4.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by/4.0/',
    );
    for (const link of within(line).getAllByRole('link')) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByText(/^Demo data/)).not.toBeInTheDocument();
  });

  it('names the live providers that serve beside nflverse, and nothing as simulated when none is (issue #39)', async () => {
    const live = {
      ...nflverse,
      resources: {
        ...nflverse.resources,
        odds: resource('the-odds-api'),
        props: resource('the-odds-api'),
        weather: resource('openweathermap'),
      },
    };
    server.use(http.get(`${API}/sources`, () => HttpResponse.json(live)));
    renderWithProviders(<AppFooter />);
    const line = await screen.findByText(/^Stats, scores and closing lines:/);
    expect(line).toHaveTextContent(
      'Stats, scores and closing lines: nflverse (CC-BY 4.0). Lines, live scores and props: The Odds API. Weather: OpenWeatherMap.',
    );
  });

  it('keeps the demo notice on the embedded API when /sources cannot say', async () => {
    renderWithProviders(<AppFooter />);
    expect(await screen.findByText(/^Demo data: /)).toBeInTheDocument();
  });
});
