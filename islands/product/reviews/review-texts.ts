import type { ProductExtrasKey } from '../../../src/shared/i18n/messages/product-extras';

export const REVIEW_TEXT_KEYS = [
  'reviewsTitle', 'reviewsSummary', 'reviewsStars', 'reviewsStarsCount', 'reviewsNone', 'reviewsSort', 'reviewsSortNewest', 'reviewsSortOldest',
  'reviewsSortRatingHigh', 'reviewsSortRatingLow', 'reviewsSortHelpful', 'reviewsShowing', 'reviewsPages', 'reviewsPage', 'reviewsPrevious',
  'reviewsNext', 'reviewsLoading', 'reviewsFailed', 'reviewRated', 'reviewBy', 'reviewHelpfulQuestion', 'reviewHelpfulYes', 'reviewHelpfulNo',
  'reviewThanks', 'reviewAlreadyRated', 'reviewReport', 'reviewReported', 'reviewTranslate', 'reviewShowOriginal', 'reviewTranslated', 'actionFailed',
] as const satisfies readonly ProductExtrasKey[];

export const QUESTION_TEXT_KEYS = [
  'questionsTitle', 'questionsCount', 'questionsNone', 'questionsMore', 'questionAsk', 'questionAskedBy', 'questionNotAnswered', 'answerBy',
  'answerStaff', 'answerHelpful', 'answerThanks', 'reviewAlreadyRated', 'actionFailed', 'reviewsLoading',
  'questionLabel', 'questionAuthorLabel', 'questionRemaining', 'questionRequired', 'questionTooLong', 'questionSubmit', 'questionSending',
  'questionSuccessTitle', 'questionSuccess', 'questionClose',
] as const satisfies readonly ProductExtrasKey[];

export type ReviewTexts = Readonly<Record<(typeof REVIEW_TEXT_KEYS)[number], string>>;
export type QuestionTexts = Readonly<Record<(typeof QUESTION_TEXT_KEYS)[number], string>>;

/** Reviews per page (the API's default page size). */
export const REVIEWS_PAGE_SIZE = 10;
/** Questions per "show more". */
export const QUESTIONS_PAGE_SIZE = 5;
