import { issue, type Rule } from '../issue';
import { charLength } from '../text';

/** REV410. The maximum is configuration (spec §9 does not give it). */
export function reviewTextRule(maxLength: number): Rule {
  return (value) => (charLength(value) > maxLength ? issue('reviewTooLong', { max: maxLength }) : null);
}
