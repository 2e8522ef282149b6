import type { MailMessages } from './en';
import { typeset } from '../../typography';

export const it = typeset('it', {
  resetSubject: 'Reimposta la tua password',
  resetBody: 'Ciao {name},\n\nUsa questo link entro {minutes} minuti per scegliere una nuova password:\n{link}\n\nSe non l’hai richiesto, ignora questa email.',
  newsletterSubject: 'Benvenuto nella nostra newsletter',
  newsletterBody: 'Grazie per l’iscrizione. Puoi annullarla con il link presente in ogni newsletter.',
  backInStockSubject: 'Di nuovo disponibile: {product}',
  backInStockBody: '{product} è di nuovo disponibile. {link}',
  eventRegisteredSubject: 'Sei iscritto: {event}',
  eventUpdatedSubject: 'La tua iscrizione è stata aggiornata: {event}',
  eventRegisteredBody: '{name}, sei iscritto a {event} ({when}).',
  eventUpdatedBody: '{name}, la tua iscrizione a {event} ({when}) è stata aggiornata.',
  eventDays: 'Giorni: {days}',
  eventGuest: 'Ospite: {guest}',
  orderSubject: 'Il tuo ordine {orderNumber}',
  orderBody: 'Grazie per il tuo ordine {orderNumber}.\nTotale: {total}.\nTi avviseremo alla spedizione.',
  orderCancelledSubject: 'Ordine {orderNumber} annullato',
  orderCancelledBody: 'Il tuo ordine {orderNumber} è stato annullato. Non è stato addebitato nulla.',
  giftCardSubject: 'La tua carta regalo da {amount}',
  giftCardBody: 'Ecco la tua carta regalo da {amount}.\nNumero della carta: {number}\nPIN: {pin}\nInseriscili al pagamento. Conserva questa e-mail: il PIN non è mostrato altrove.',
  giftCardMessage: 'Un messaggio per te: {message}',
  warrantySubject: 'La tua richiesta di garanzia {caseId}',
  warrantyBody: 'Abbiamo ricevuto la tua richiesta di garanzia {caseId} per {item} (ordine {orderNumber}).\nIl nostro servizio clienti ti contatterà entro due giorni lavorativi. Conserva l’articolo fino ad allora.',
} satisfies MailMessages);
