/** A paid checkout no account could be found for, as the admin API lists it and the plans page reads it. */
export interface UnmatchedPaymentInfo {
  id: number;
  checkoutSessionId: string;
  email: string | null;
  customerName: string | null;
  amountTotal: number | null;
  currency: string | null;
  paid: boolean;
  reason: string;
  createdAt: string;
  attachedByEmail: string | null;
  attachedAt: string | null;
}
