import type { MailMessages } from './en';
import { typeset } from '../../typography';

export const fr = typeset('fr', {
  resetSubject: 'Réinitialisez votre mot de passe',
  resetBody: 'Bonjour {name},\n\nUtilisez ce lien dans les {minutes} minutes pour choisir un nouveau mot de passe :\n{link}\n\nSi vous ne l’avez pas demandé, ignorez ce message.',
  newsletterSubject: 'Bienvenue dans notre newsletter',
  newsletterBody: 'Merci de votre inscription. Vous pouvez vous désabonner avec le lien présent dans chaque newsletter.',
  backInStockSubject: 'De retour en stock : {product}',
  backInStockBody: '{product} est de retour en stock. {link}',
  eventRegisteredSubject: 'Vous êtes inscrit : {event}',
  eventUpdatedSubject: 'Votre inscription a été modifiée : {event}',
  eventRegisteredBody: '{name}, vous êtes inscrit à {event} ({when}).',
  eventUpdatedBody: '{name}, votre inscription à {event} ({when}) a été modifiée.',
  eventDays: 'Jours : {days}',
  eventGuest: 'Invité : {guest}',
  orderSubject: 'Votre commande {orderNumber}',
  orderBody: 'Merci pour votre commande {orderNumber}.\nTotal : {total}.\nNous vous préviendrons de son expédition.',
  orderCancelledSubject: 'Commande {orderNumber} annulée',
  orderCancelledBody: 'Votre commande {orderNumber} a été annulée. Rien n’a été débité.',
  giftCardSubject: 'Votre carte cadeau de {amount}',
  giftCardBody: 'Voici votre carte cadeau de {amount}.\nNuméro de carte : {number}\nCode PIN : {pin}\nSaisissez-les au paiement. Conservez ce message : le code PIN n’apparaît nulle part ailleurs.',
  giftCardMessage: 'Un message pour vous : {message}',
  warrantySubject: 'Votre demande de garantie {caseId}',
  warrantyBody: 'Nous avons bien reçu votre demande de garantie {caseId} pour {item} (commande {orderNumber}).\nNotre service client vous contactera sous deux jours ouvrés. Merci de conserver l’article d’ici là.',
} satisfies MailMessages);
