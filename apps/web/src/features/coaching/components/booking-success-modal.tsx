// The success moment of Book Appointment: confetti and the Appointment Confirmed! modal.
import { Anchor, Modal, Stack, Text } from '@mantine/core';
import Confetti from 'react-confetti';
import { COACHING_MESSAGES, CONFETTI, type Booking } from '@rhythmfit/contracts';

export function BookingSuccessModal({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  return (
    <>
      {booking && typeof window !== 'undefined' && (
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
