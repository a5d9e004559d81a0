// "Add to calendar": builds the booking's .ics and hands it to the browser as a download. The slot's
// wall-clock time is read in the business zone, so the file names the same instant as the reminders
// (written in UTC, every calendar shows it in its own zone).
import { DEFAULT_BUSINESS_TIME_ZONE, bookingIcs, type Booking } from '@rhythmfit/contracts';
import { saveBlob } from '../../../lib/save-file';

export function downloadBookingIcs(booking: Booking, businessZone: string = DEFAULT_BUSINESS_TIME_ZONE): void {
  const text = bookingIcs({ booking, timeZone: businessZone });
  saveBlob(new Blob([text], { type: 'text/calendar;charset=utf-8' }), `appointment-${booking.date}-${booking.time.replace(':', '')}.ics`);
}
