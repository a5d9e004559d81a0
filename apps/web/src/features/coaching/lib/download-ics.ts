// "Add to calendar": builds the booking's .ics in the member's own time zone and hands it to the
// browser as a download.
import { bookingIcs, runtimeTimeZone, type Booking } from '@rhythmfit/contracts';

export function downloadBookingIcs(booking: Booking): void {
  const text = bookingIcs({ booking, timeZone: runtimeTimeZone() });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `appointment-${booking.date}-${booking.time.replace(':', '')}.ics`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
