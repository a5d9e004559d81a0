// The success moment of Book Appointment: confetti and the Appointment Confirmed! modal.
import { Component, type ReactNode } from 'react';
import { Anchor, Modal, Stack, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import Confetti from 'react-confetti';
import { CONFETTI, type Booking } from '@rhythmfit/contracts';
import { useTexts } from '../../../lib/i18n';
import { coachingTexts } from '../texts';
import { formatListDate } from '../../../lib/format';

/** Confetti is decoration: a browser without a 2D canvas still gets the confirmation. */
class Decoration extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function BookingSuccessModal({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  // Falling confetti is motion: a member who asked their device for less of it does not get it.
  const reducedMotion = useReducedMotion();
  const t = useTexts(coachingTexts);
  return (
    <>
      {booking && !reducedMotion && typeof window !== 'undefined' && (
        <Decoration>
          <Confetti
            width={window.innerWidth}
            height={window.innerHeight}
            numberOfPieces={CONFETTI.pieces}
            gravity={CONFETTI.gravity}
            friction={CONFETTI.friction}
            tweenDuration={CONFETTI.durationMs}
            recycle={false}
            style={{ position: 'fixed', inset: 0, zIndex: 1000, pointerEvents: 'none' }}
            aria-hidden
          />
        </Decoration>
      )}
      <Modal opened={Boolean(booking)} onClose={onClose} title={t('success.title')} centered>
        {booking && (
          <Stack gap="xs">
            <Text>{t('success.body')}</Text>
            <Text>{t.rich('success.date', { 0: <strong /> }, { date: formatListDate(booking.date) })}</Text>
            <Text>{t.rich('success.time', { 0: <strong /> }, { time: booking.time })}</Text>
            {booking.meetingLink && (
              <Anchor href={booking.meetingLink} target="_blank" rel="noopener noreferrer">
                {t('action.joinMeeting')}
              </Anchor>
            )}
          </Stack>
        )}
      </Modal>
    </>
  );
}
