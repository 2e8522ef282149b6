import type { ContactLabels } from './en';
import { typeset } from '../../typography';

export const fr = typeset('fr', {
  category_order: "Ma commande",
  subject_order_status: "Suivi de commande",
  subject_order_cancel: "Annuler une commande",
  subject_order_change: "Modifier une commande",
  category_returns: "Retours et remboursements",
  subject_returns_return: "Retourner un article",
  subject_returns_refund: "Suivi du remboursement",
  category_account: "Mon compte",
  subject_account_signin: "Connexion",
  subject_account_data: "Mes données personnelles",
  category_loyalty: "Programme de fidélité",
  subject_loyalty_points: "Points et bons",
  category_product: "Produits",
  subject_product_sizing: "Taille et coupe",
  subject_product_warranty: "Garantie",
} satisfies ContactLabels);
