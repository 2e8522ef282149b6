/**
 * User photos (spec §2 UGC widget and the "review user-generated content" dialog): the widget's
 * labels (rendered on the server into the widget), the dialog, reporting and sharing a photo.
 * `error_<id>` are the configured messages of the user-photo service's §8 errorIds.
 */
export const en = {
  openPhoto: 'Open the photo by {name}',
  photoBy: 'Photo by {name}',
  postedOn: 'Posted on {date}',
  inThisPhoto: 'In this photo',
  previous: 'Previous photo',
  next: 'Next photo',
  position: 'Photo {index} of {total}',
  report: 'Report this photo',
  reportQuestion: 'Why are you reporting this photo?',
  reason_inappropriate: 'Inappropriate',
  reason_offensive: 'Offensive',
  reason_spam: 'Spam or advertising',
  reason_copyright: 'Someone else’s photo',
  'reason_not-the-product': 'Does not show the product',
  reason_other: 'Something else',
  sendReport: 'Send report',
  cancel: 'Cancel',
  reported: 'Thank you. We will review this photo, and you will not see it again.',
  share: 'Share your photo',
  shareIntro: 'Show how you wear or use it. Photos appear after review.',
  signInToShare: 'Sign in to share your photo.',
  screenName: 'Name shown with your photo',
  file: 'Photo (JPEG, PNG or WebP)',
  caption: 'Caption',
  product: 'Product in the photo',
  noProduct: 'No product',
  send: 'Send photo',
  sending: 'Sending…',
  thanks: 'Thanks, your photo will appear after review.',
  error_UGC404: 'This photo is no longer available.',
  error_UGS404: 'These photos are not available.',
  error_UGC403: 'You can only share photos as yourself. Please sign in again.',
  error_UGC409: 'You have already reported this photo.',
  error_UGC413: 'This photo is too large. Please choose a smaller one.',
  error_UGC415: 'This file is not a photo we can take. Please choose a JPEG, PNG or WebP image.',
  error_UGC422: 'This submission is full. Please send your next photo separately.',
  error_UGC429: 'Too many photos or reports. Please try again in a few minutes.',
  error_AUT402: 'Your session has ended. Please sign in again.',
  error_GEN500: 'Your photo could not be sent. Please try again later.',
};

export type UgcKey = keyof typeof en;
export type UgcMessages = Record<UgcKey, string>;
