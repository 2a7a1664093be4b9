import { formatMoney } from '@luna/contracts';
import type Stripe from 'stripe';
import type { SubscriptionRow } from './billing-repository.ts';

export interface BillingMail {
  to: string;
  subject: string;
  text: string;
  kind: 'billing_receipt' | 'billing_payment_failed';
}

const day = (d: Date | null) => (d ? d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }) : 'n/a');

/** The receipt sent once per paid invoice (invoice.paid). Plain text: it must read well anywhere. */
export function receiptMail(to: string, productName: string, invoice: Stripe.Invoice, sub: SubscriptionRow | null): BillingMail {
  const card = sub?.cardBrand && sub.cardLast4 ? `${sub.cardBrand} ending in ${sub.cardLast4}` : null;
  const lines = [
    'Hello,',
    '',
    invoice.billing_reason === 'subscription_cycle'
      ? `Your ${productName} subscription has renewed. This is your receipt.`
      : `Thank you for subscribing to ${productName}. This is your receipt.`,
    '',
    `Amount paid: ${formatMoney(invoice.amount_paid, invoice.currency)}`,
    `Date: ${day(new Date(invoice.created * 1000))}`,
    ...(sub ? [`Period: ${day(sub.currentPeriodStart)} to ${day(sub.currentPeriodEnd)}`] : []),
    `Invoice: ${invoice.number ?? invoice.id}`,
    ...(card ? [`Card: ${card}`] : []),
    '',
    `${productName} renews every month until you cancel. You can cancel at any time in Billing & Subscription;`,
    'you keep Pro until the end of the period you have paid for and are not charged again.',
  ];
  return { to, subject: `Your ${productName} receipt`, text: lines.join('\n'), kind: 'billing_receipt' };
}

/** Sent when a renewal fails; Pro stays on while the card provider retries (see plan.ts). */
export function paymentFailedMail(to: string, productName: string, invoice: Stripe.Invoice): BillingMail {
  const lines = [
    'Hello,',
    '',
    `We could not charge ${formatMoney(invoice.amount_due, invoice.currency)} for your ${productName} subscription.`,
    'You keep Pro for now and we will try again over the next few days. To avoid losing Pro, please',
    'check your card with your bank, or cancel in Billing & Subscription if you no longer want it.',
  ];
  return { to, subject: `Your ${productName} payment did not go through`, text: lines.join('\n'), kind: 'billing_payment_failed' };
}
