import { screen } from '@testing-library/react';
import { Footer } from '../../../../src/app/layout/Footer';
import { renderWithProviders } from '../../../utils/renderWithProviders';

describe('Footer', () => {
  afterEach(() => jest.useRealTimers());

  it('states the copyright with the current year and the owner', () => {
    jest.useFakeTimers({ now: new Date('2031-03-15T12:00:00Z'), doNotFake: ['queueMicrotask', 'setTimeout', 'setImmediate'] });
    renderWithProviders(<Footer />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      '© 2031 Gridline Analytics LLC. Gridline is owned and operated by Gridline Analytics LLC. All rights reserved.',
    );
  });

  it('says the data is demo data on the embedded API', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByText(/demo data/i)).toBeInTheDocument();
  });
});
