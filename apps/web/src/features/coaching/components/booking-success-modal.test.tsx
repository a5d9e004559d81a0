import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COACHING_MESSAGES, type Booking } from '@rhythmfit/contracts';
import { renderWithProviders } from '../../../test/render';
import { BookingSuccessModal } from './booking-success-modal';

// happy-dom has no 2D canvas: a marker stands in for the confetti.
vi.mock('react-confetti', () => ({ default: () => <div data-testid="confetti" /> }));

const booking: Booking = {
  id: 1,
  date: '2030-01-02',
  time: '10:00',
  status: 'pending',
  meetingLink: null,
  trainer_name: null,
  userId: 3,
} as Booking;

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  }));
}

describe('the booking success moment', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('throws confetti with the confirmation', async () => {
    preferReducedMotion(false);
    renderWithProviders(<BookingSuccessModal booking={booking} onClose={() => undefined} />);
    expect(await screen.findByText(COACHING_MESSAGES.appointmentConfirmed)).toBeInTheDocument();
    expect(screen.getByTestId('confetti')).toBeInTheDocument();
  });

  it('keeps the confirmation but no confetti when the device asks for reduced motion', async () => {
    preferReducedMotion(true);
    renderWithProviders(<BookingSuccessModal booking={booking} onClose={() => undefined} />);
    expect(await screen.findByText(COACHING_MESSAGES.appointmentConfirmed)).toBeInTheDocument();
    expect(screen.queryByTestId('confetti')).toBeNull();
  });
});
