import type { MessageLanguage } from '../../shared/i18n/messages';
import { fillPlaceholders, type MessageParams } from '../../shared/i18n/placeholders';
import { isLocaleCode, LOCALES } from '../../shared/i18n/sites';
import { typeset } from '../../shared/i18n/typography';

/**
 * Texts of the member's points panel on /loyalty (spec §2 /loyalty, §3 Loyalty, §6 loyalty member):
 * balance, pending points, vouchers, redeeming points and the points history, in every seeded
 * language. English is the source; every language has exactly its keys and the same {placeholders}
 * (tests check both). Numbers, money and dates arrive formatted. `errors` are the configured
 * messages of the API's errorIds (§8: a known errorId shows its message, any other the server's).
 */
const en = {
  panelTitle: 'Your points',
  loading: 'Loading your points…',
  loadFailed: 'We could not load your points. Please try again.',
  retry: 'Try again',
  balanceLabel: 'Points to spend',
  pendingLabel: 'Pending points',
  pendingHint: 'Points from recent orders become spendable once the {days}-day return window has passed.',
  redeemTitle: 'Redeem points',
  redeemAction: 'Redeem {points} points for a {amount} voucher',
  redeemBusy: 'Redeeming {points} points…',
  redeemDone: 'Your {amount} voucher {code} is ready to use at checkout.',
  redeemNone: 'Your balance does not cover a voucher yet: the smallest costs {points} points.',
  redeemNoneOffered: 'No vouchers are offered at the moment.',
  vouchersTitle: 'Your vouchers',
  noVouchers: 'You have no vouchers yet.',
  voucherCode: 'Code',
  voucherValue: 'Value',
  voucherStatus: 'Status',
  voucherExpires: 'Valid until',
  statusActive: 'Ready to use',
  statusRedeemed: 'Used',
  statusExpired: 'Expired',
  statusCancelled: 'Cancelled',
  historyTitle: 'Points history',
  noHistory: 'No points activity yet.',
  historyDate: 'Date',
  historyReason: 'Reason',
  historyPoints: 'Points',
  historyState: 'State',
  reasonEarn: 'Points added',
  reasonEarnOrder: 'Points for order {order}',
  reasonSpend: 'Paid with points',
  reasonSpendOrder: 'Paid with points, order {order}',
  reasonVoucher: 'Voucher bought',
  reasonReverse: 'Points given back',
  reasonReverseOrder: 'Points given back, order {order}',
  reasonExpire: 'Points expired',
  statePending: 'Pending',
  stateActive: 'Counted',
  stateExpired: 'Expired',
  stateCancelled: 'Cancelled',
  errors: {
    REW403: 'Only loyalty members can redeem points.',
    REW404: 'This voucher is no longer offered. Please reload the page.',
    REW409: 'Your points balance does not cover this voucher.',
    GEN500: 'We could not redeem your points. Please try again.',
  },
};

export type LoyaltyMessages = typeof en;
export type LoyaltyKey = Exclude<keyof LoyaltyMessages, 'errors'>;

const fr: LoyaltyMessages = typeset('fr', {
  panelTitle: 'Vos points',
  loading: 'Chargement de vos points…',
  loadFailed: 'Impossible de charger vos points. Veuillez réessayer.',
  retry: 'Réessayer',
  balanceLabel: 'Points à utiliser',
  pendingLabel: 'Points en attente',
  pendingHint: 'Les points de vos commandes récentes deviennent utilisables après le délai de retour de {days} jours.',
  redeemTitle: 'Utiliser mes points',
  redeemAction: 'Échanger {points} points contre un bon de {amount}',
  redeemBusy: 'Échange de {points} points…',
  redeemDone: 'Votre bon de {amount} {code} est prêt à être utilisé lors du paiement.',
  redeemNone: 'Votre solde ne couvre pas encore un bon : le plus petit coûte {points} points.',
  redeemNoneOffered: 'Aucun bon n’est proposé pour le moment.',
  vouchersTitle: 'Vos bons',
  noVouchers: 'Vous n’avez pas encore de bon.',
  voucherCode: 'Code',
  voucherValue: 'Valeur',
  voucherStatus: 'Statut',
  voucherExpires: 'Valable jusqu’au',
  statusActive: 'Utilisable',
  statusRedeemed: 'Utilisé',
  statusExpired: 'Expiré',
  statusCancelled: 'Annulé',
  historyTitle: 'Historique des points',
  noHistory: 'Aucun mouvement de points pour l’instant.',
  historyDate: 'Date',
  historyReason: 'Motif',
  historyPoints: 'Points',
  historyState: 'État',
  reasonEarn: 'Points ajoutés',
  reasonEarnOrder: 'Points de la commande {order}',
  reasonSpend: 'Payé avec des points',
  reasonSpendOrder: 'Payé avec des points, commande {order}',
  reasonVoucher: 'Bon acheté',
  reasonReverse: 'Points restitués',
  reasonReverseOrder: 'Points restitués, commande {order}',
  reasonExpire: 'Points expirés',
  statePending: 'En attente',
  stateActive: 'Comptabilisé',
  stateExpired: 'Expiré',
  stateCancelled: 'Annulé',
  errors: {
    REW403: 'Seuls les membres du programme de fidélité peuvent utiliser des points.',
    REW404: 'Ce bon n’est plus proposé. Veuillez recharger la page.',
    REW409: 'Votre solde de points ne couvre pas ce bon.',
    GEN500: 'Impossible d’échanger vos points. Veuillez réessayer.',
  },
});

const de: LoyaltyMessages = {
  panelTitle: 'Ihre Punkte',
  loading: 'Ihre Punkte werden geladen…',
  loadFailed: 'Ihre Punkte konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
  retry: 'Erneut versuchen',
  balanceLabel: 'Einlösbare Punkte',
  pendingLabel: 'Vorgemerkte Punkte',
  pendingHint: 'Punkte aus neuen Bestellungen werden nach Ablauf der Rückgabefrist von {days} Tagen einlösbar.',
  redeemTitle: 'Punkte einlösen',
  redeemAction: '{points} Punkte gegen einen Gutschein über {amount} einlösen',
  redeemBusy: '{points} Punkte werden eingelöst…',
  redeemDone: 'Ihr Gutschein über {amount} ({code}) ist an der Kasse einlösbar.',
  redeemNone: 'Ihr Punktestand reicht noch für keinen Gutschein: der kleinste kostet {points} Punkte.',
  redeemNoneOffered: 'Zurzeit werden keine Gutscheine angeboten.',
  vouchersTitle: 'Ihre Gutscheine',
  noVouchers: 'Sie haben noch keine Gutscheine.',
  voucherCode: 'Code',
  voucherValue: 'Wert',
  voucherStatus: 'Status',
  voucherExpires: 'Gültig bis',
  statusActive: 'Einlösbar',
  statusRedeemed: 'Eingelöst',
  statusExpired: 'Abgelaufen',
  statusCancelled: 'Storniert',
  historyTitle: 'Punkteverlauf',
  noHistory: 'Noch keine Punktebewegungen.',
  historyDate: 'Datum',
  historyReason: 'Grund',
  historyPoints: 'Punkte',
  historyState: 'Stand',
  reasonEarn: 'Punkte gutgeschrieben',
  reasonEarnOrder: 'Punkte für Bestellung {order}',
  reasonSpend: 'Mit Punkten bezahlt',
  reasonSpendOrder: 'Mit Punkten bezahlt, Bestellung {order}',
  reasonVoucher: 'Gutschein gekauft',
  reasonReverse: 'Punkte zurückgebucht',
  reasonReverseOrder: 'Punkte zurückgebucht, Bestellung {order}',
  reasonExpire: 'Punkte verfallen',
  statePending: 'Vorgemerkt',
  stateActive: 'Gebucht',
  stateExpired: 'Verfallen',
  stateCancelled: 'Storniert',
  errors: {
    REW403: 'Nur Mitglieder des Treueprogramms können Punkte einlösen.',
    REW404: 'Dieser Gutschein wird nicht mehr angeboten. Bitte laden Sie die Seite neu.',
    REW409: 'Ihr Punktestand reicht für diesen Gutschein nicht aus.',
    GEN500: 'Ihre Punkte konnten nicht eingelöst werden. Bitte versuchen Sie es erneut.',
  },
};

const it: LoyaltyMessages = {
  panelTitle: 'I tuoi punti',
  loading: 'Caricamento dei tuoi punti…',
  loadFailed: 'Non siamo riusciti a caricare i tuoi punti. Riprova.',
  retry: 'Riprova',
  balanceLabel: 'Punti da utilizzare',
  pendingLabel: 'Punti in attesa',
  pendingHint: 'I punti degli ordini recenti diventano utilizzabili dopo il periodo di reso di {days} giorni.',
  redeemTitle: 'Usa i punti',
  redeemAction: 'Converti {points} punti in un buono da {amount}',
  redeemBusy: 'Conversione di {points} punti…',
  redeemDone: 'Il tuo buono da {amount} {code} è pronto per il pagamento.',
  redeemNone: 'Il tuo saldo non copre ancora un buono: il più piccolo costa {points} punti.',
  redeemNoneOffered: 'Al momento non sono offerti buoni.',
  vouchersTitle: 'I tuoi buoni',
  noVouchers: 'Non hai ancora buoni.',
  voucherCode: 'Codice',
  voucherValue: 'Valore',
  voucherStatus: 'Stato',
  voucherExpires: 'Valido fino al',
  statusActive: 'Utilizzabile',
  statusRedeemed: 'Usato',
  statusExpired: 'Scaduto',
  statusCancelled: 'Annullato',
  historyTitle: 'Storico punti',
  noHistory: 'Ancora nessun movimento di punti.',
  historyDate: 'Data',
  historyReason: 'Motivo',
  historyPoints: 'Punti',
  historyState: 'Stato',
  reasonEarn: 'Punti aggiunti',
  reasonEarnOrder: 'Punti per l’ordine {order}',
  reasonSpend: 'Pagato con punti',
  reasonSpendOrder: 'Pagato con punti, ordine {order}',
  reasonVoucher: 'Buono acquistato',
  reasonReverse: 'Punti restituiti',
  reasonReverseOrder: 'Punti restituiti, ordine {order}',
  reasonExpire: 'Punti scaduti',
  statePending: 'In attesa',
  stateActive: 'Contabilizzato',
  stateExpired: 'Scaduto',
  stateCancelled: 'Annullato',
  errors: {
    REW403: 'Solo i membri del programma fedeltà possono usare i punti.',
    REW404: 'Questo buono non è più offerto. Ricarica la pagina.',
    REW409: 'Il tuo saldo punti non copre questo buono.',
    GEN500: 'Non siamo riusciti a convertire i tuoi punti. Riprova.',
  },
};

export const LOYALTY_MESSAGES: Readonly<Record<MessageLanguage, LoyaltyMessages>> = { en, fr, de, it };

/** The catalogue of a locale's language (English for an unknown locale). */
export function loyaltyMessagesFor(locale: string): LoyaltyMessages {
  return LOYALTY_MESSAGES[isLocaleCode(locale) ? (LOCALES[locale].language as MessageLanguage) : 'en'];
}

export function loyaltyText(messages: LoyaltyMessages, key: LoyaltyKey, params?: MessageParams): string {
  return fillPlaceholders(messages[key], params);
}

/** §8: the configured message of a known errorId, else the server's, else the generic one. */
export function loyaltyErrorText(messages: LoyaltyMessages, failure: { readonly errorId: string; readonly message?: string | undefined }): string {
  const known = Object.hasOwn(messages.errors, failure.errorId) ? messages.errors[failure.errorId as keyof LoyaltyMessages['errors']] : undefined;
  return known ?? failure.message ?? messages.errors.GEN500;
}
