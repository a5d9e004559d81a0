// Memberships and payments (issue 23): checkout with Razorpay or the dev provider, verification,
// webhooks, invoices, the coach's money view, and membership reminders.
export { paymentsMemberData } from './member-data.js';
