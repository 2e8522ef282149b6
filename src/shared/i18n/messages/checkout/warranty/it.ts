/** The warranty claim form of an order (account, order detail) in Italian: part of the checkout catalogue (it.ts). */
export const warrantyIt = {
  warrantyReport: "Segnala un problema con un articolo",
  warrantyCoveredUntil: "Gli articoli di questo ordine sono coperti dalla garanzia fino al {date}.",
  warrantyItem: "Articolo",
  warrantyReason: "Qual è il problema?",
  warrantyReason_defect: "Un difetto di fabbricazione",
  warrantyReason_sole: "La suola si è staccata o consumata",
  warrantyReason_seams: "Una cucitura si è aperta",
  warrantyReason_zip: "Una cerniera o una chiusura si è rotta",
  warrantyReason_other: "Altro",
  warrantyDescription: "Descrivi il problema",
  warrantyDescriptionHint: "Almeno {min} caratteri: cosa è successo, da quando e come è stato usato l’articolo.",
  warrantyDescriptionShort: "Descrivi il problema in almeno {min} caratteri.",
  warrantySubmit: "Invia la richiesta",
  warrantySent: "Richiesta {caseId} ricevuta. Ti abbiamo inviato una conferma via e-mail; ti contatteremo entro due giorni lavorativi.",
} as const;
