// The success moment of Book Appointment: confetti and the Appointment Confirmed! modal.
import { Component, type ReactNode } from 'react';
import { Anchor, Modal, Stack, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import Confetti from 'react-confetti';
import { COACHING_MESSAGES, CONFETTI, type Booking } from '@rhythmfit/contracts';

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
      <Modal opened={Boolean(booking)} onClose={onClose} title={COACHING_MESSAGES.appointmentConfirmed} centered>
        {booking && (
          <Stack gap="xs">
            <Text>{COACHING_MESSAGES.appointmentConfirmedBody}</Text>
            <Text>
              <strong>Date:</strong> {booking.date}
            </Text>
            <Text>
              <strong>Time:</strong> {booking.time}
            </Text>
            {booking.meetingLink && (
              <Anchor href={booking.meetingLink} target="_blank" rel="noopener noreferrer">
                Join Meeting
              </Anchor>
            )}
          </Stack>
        )}
      </Modal>
    </>
  );
}
