import type { MailMessages } from './en';
import { typeset } from '../../typography';

export const de = typeset('de', {
  resetSubject: 'Setzen Sie Ihr Passwort zurück',
  resetBody: 'Hallo {name},\n\nNutzen Sie diesen Link innerhalb von {minutes} Minuten, um ein neues Passwort zu wählen:\n{link}\n\nWenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.',
  newsletterSubject: 'Willkommen bei unserem Newsletter',
  newsletterBody: 'Danke für Ihre Anmeldung. Über den Link in jedem Newsletter können Sie sich abmelden.',
  backInStockSubject: 'Wieder verfügbar: {product}',
  backInStockBody: '{product} ist wieder verfügbar. {link}',
  eventRegisteredSubject: 'Sie sind angemeldet: {event}',
  eventUpdatedSubject: 'Ihre Anmeldung wurde geändert: {event}',
  eventRegisteredBody: '{name}, Sie sind für {event} ({when}) angemeldet.',
  eventUpdatedBody: '{name}, Ihre Anmeldung für {event} ({when}) wurde geändert.',
  eventDays: 'Tage: {days}',
  eventGuest: 'Begleitung: {guest}',
  orderSubject: 'Ihre Bestellung {orderNumber}',
  orderBody: 'Danke für Ihre Bestellung {orderNumber}.\nGesamtbetrag: {total}.\nWir informieren Sie, sobald sie versandt wird.',
  orderCancelledSubject: 'Bestellung {orderNumber} storniert',
  orderCancelledBody: 'Ihre Bestellung {orderNumber} wurde storniert. Es wurde nichts belastet.',
  giftCardSubject: 'Ihre Geschenkkarte über {amount}',
  giftCardBody: 'Hier ist Ihre Geschenkkarte über {amount}.\nKartennummer: {number}\nPIN: {pin}\nGeben Sie beides an der Kasse ein. Bewahren Sie diese E-Mail auf: Die PIN wird nirgends sonst angezeigt.',
  giftCardMessage: 'Eine Nachricht für Sie: {message}',
  warrantySubject: 'Ihr Garantieantrag {caseId}',
  warrantyBody: 'Wir haben Ihren Garantieantrag {caseId} für {item} (Bestellung {orderNumber}) erhalten.\nUnser Kundenservice meldet sich innerhalb von zwei Werktagen bei Ihnen. Bitte bewahren Sie den Artikel bis dahin auf.',
} satisfies MailMessages);
