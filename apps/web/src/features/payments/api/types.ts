// The payment shapes of issue 23, until packages/contracts/src/payments.ts lands.
export type MembershipStatus = 'none' | 'active' | 'expired';
export interface Membership {
  status: MembershipStatus;
  plan: { id: number; name: string } | null;
  startsAt: string | null;
  endsAt: string | null;
}
export type PaymentStatus = 'created' | 'paid' | 'failed' | 'refunded';
export interface Payment {
  id: number;
  planId: number;
  planName: string;
  amount: number;
  currency: string;
  status: PaymentStatus;
  provider: string;
  paidAt: string | null;
  invoiceNumber: string | null;
}
export interface CheckoutAnswer {
  id: number;
  status: 'created';
  amount: number;
  currency: 'INR';
  provider: 'razorpay' | 'dev';
  razorpay?: { keyId: string; orderId: string } | null;
}
export interface Plan {
  id: number;
  name: string;
  description: string;
  price: number;
  durationDays: number;
}
