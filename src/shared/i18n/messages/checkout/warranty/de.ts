/** The warranty claim form of an order (account, order detail) in German: part of the checkout catalogue (de.ts). */
export const warrantyDe = {
  warrantyReport: "Ein Problem mit einem Artikel melden",
  warrantyCoveredUntil: "Die Artikel dieser Bestellung sind bis zum {date} durch die Garantie abgedeckt.",
  warrantyItem: "Artikel",
  warrantyReason: "Was ist das Problem?",
  warrantyReason_defect: "Ein Herstellungsfehler",
  warrantyReason_sole: "Die Sohle hat sich gelöst oder ist durchgelaufen",
  warrantyReason_seams: "Eine Naht ist aufgegangen",
  warrantyReason_zip: "Ein Reißverschluss oder Verschluss ist kaputt",
  warrantyReason_other: "Etwas anderes",
  warrantyDescription: "Beschreiben Sie das Problem",
  warrantyDescriptionHint: "Mindestens {min} Zeichen: was passiert ist, seit wann und wie der Artikel genutzt wurde.",
  warrantyDescriptionShort: "Bitte beschreiben Sie das Problem mit mindestens {min} Zeichen.",
  warrantySubmit: "Antrag senden",
  warrantySent: "Antrag {caseId} eingegangen. Eine Bestätigung ist per E-Mail unterwegs; wir melden uns innerhalb von zwei Werktagen.",
} as const;
