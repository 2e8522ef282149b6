import type { ContactLabels } from './en';

export const it = {
  category_order: "Il mio ordine",
  subject_order_status: "Stato dell'ordine",
  subject_order_cancel: "Annullare un ordine",
  subject_order_change: "Modificare un ordine",
  category_returns: "Resi e rimborsi",
  subject_returns_return: "Restituire un articolo",
  subject_returns_refund: "Stato del rimborso",
  category_account: "Il mio account",
  subject_account_signin: "Accesso",
  subject_account_data: "I miei dati personali",
  category_loyalty: "Programma fedeltà",
  subject_loyalty_points: "Punti e buoni",
  category_product: "Prodotti",
  subject_product_sizing: "Taglia e vestibilità",
  subject_product_warranty: "Garanzia",
} satisfies ContactLabels;
