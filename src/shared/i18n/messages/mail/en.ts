/**
 * The mails a shopper receives (the outbox), in the shopper's language: subjects and bodies with
 * placeholders. Amounts and dates arrive formatted for the shopper's locale.
 */
export const en = {
  resetSubject: 'Reset your password',
  resetBody: 'Hello {name},\n\nUse this link within {minutes} minutes to choose a new password:\n{link}\n\nIf you did not ask for it, ignore this mail.',
  newsletterSubject: 'Welcome to our newsletter',
  newsletterBody: 'Thank you for subscribing. You can unsubscribe with the link in every newsletter.',
  backInStockSubject: 'Back in stock: {product}',
  backInStockBody: '{product} is back in stock. {link}',
  eventRegisteredSubject: 'You are registered: {event}',
  eventUpdatedSubject: 'Your registration was updated: {event}',
  eventRegisteredBody: '{name}, you are registered for {event} ({when}).',
  eventUpdatedBody: '{name}, your registration for {event} ({when}) was updated.',
  eventDays: 'Days: {days}',
  eventGuest: 'Guest: {guest}',
  orderSubject: 'Your order {orderNumber}',
  orderBody: 'Thank you for your order {orderNumber}.\nTotal: {total}.\nWe will tell you when it ships.',
  orderCancelledSubject: 'Order {orderNumber} cancelled',
  orderCancelledBody: 'Your order {orderNumber} was cancelled. Nothing was charged.',
  giftCardSubject: 'Your {amount} gift card',
  giftCardBody: 'Here is your {amount} gift card.\nCard number: {number}\nPIN: {pin}\nUse both at checkout. Keep this mail: the PIN is not shown anywhere else.',
  giftCardMessage: 'A message for you: {message}',
  warrantySubject: 'Your warranty claim {caseId}',
  warrantyBody: 'We received your warranty claim {caseId} for {item} (order {orderNumber}).\nOur care team will contact you within two working days. Please keep the item until then.',
};

export type MailMessages = typeof en;
export type MailMessageKey = keyof MailMessages;
