/** The warranty claim form of an order (account, order detail) in French: part of the checkout catalogue (fr.ts). */
export const warrantyFr = {
  warrantyReport: "Signaler un problème sur un article",
  warrantyCoveredUntil: "Les articles de cette commande sont garantis jusqu’au {date}.",
  warrantyItem: "Article",
  warrantyReason: "Quel est le problème ?",
  warrantyReason_defect: "Un défaut de fabrication",
  warrantyReason_sole: "La semelle s’est décollée ou est usée",
  warrantyReason_seams: "Une couture s’est ouverte",
  warrantyReason_zip: "Une fermeture ou une attache est cassée",
  warrantyReason_other: "Autre chose",
  warrantyDescription: "Décrivez le problème",
  warrantyDescriptionHint: "Au moins {min} caractères : ce qui s’est passé, depuis quand et comment l’article a été utilisé.",
  warrantyDescriptionShort: "Veuillez décrire le problème en au moins {min} caractères.",
  warrantySubmit: "Envoyer la demande",
  warrantySent: "Demande {caseId} reçue. Une confirmation vous a été envoyée par e-mail ; nous vous contacterons sous deux jours ouvrés.",
} as const;
