/** The warranty claim form of an order (account, order detail) in English: part of the checkout catalogue (en.ts). */
export const warrantyEn = {
  warrantyReport: "Report a problem with an item",
  warrantyCoveredUntil: "Items of this order are covered by the warranty until {date}.",
  warrantyItem: "Item",
  warrantyReason: "What is wrong?",
  warrantyReason_defect: "A manufacturing defect",
  warrantyReason_sole: "The sole came loose or wore through",
  warrantyReason_seams: "A seam opened",
  warrantyReason_zip: "A zip or fastening broke",
  warrantyReason_other: "Something else",
  warrantyDescription: "Describe the problem",
  warrantyDescriptionHint: "At least {min} characters: what happened, since when, and how the item was used.",
  warrantyDescriptionShort: "Please describe the problem in at least {min} characters.",
  warrantySubmit: "Send the claim",
  warrantySent: "Claim {caseId} received. A confirmation is on its way to your email; we will contact you within two working days.",
} as const;
