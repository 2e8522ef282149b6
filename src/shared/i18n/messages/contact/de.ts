import type { ContactLabels } from './en';

export const de = {
  category_order: "Meine Bestellung",
  subject_order_status: "Bestellstatus",
  subject_order_cancel: "Bestellung stornieren",
  subject_order_change: "Bestellung ändern",
  category_returns: "Rücksendungen und Erstattungen",
  subject_returns_return: "Artikel zurücksenden",
  subject_returns_refund: "Stand der Erstattung",
  category_account: "Mein Konto",
  subject_account_signin: "Anmeldung",
  subject_account_data: "Meine persönlichen Daten",
  category_loyalty: "Treueprogramm",
  subject_loyalty_points: "Punkte und Gutscheine",
  category_product: "Produkte",
  subject_product_sizing: "Größe und Passform",
  subject_product_warranty: "Garantie",
} satisfies ContactLabels;
