import { issue, type Rule } from '../issue';

type NumberInput = number | string;

function toNumber(value: NumberInput): number | null {
  if (typeof value === 'number') return value;
  if (value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isNaN(parsed) ? null : parsed;
}

/** Blank passes (see requiredRule); text that is not a number fails as below the minimum. */
export function minNumberRule(min: number): Rule<NumberInput> {
  return (value) => {
    if (value === '') return null;
    const n = toNumber(value);
    return n === null || n < min ? issue('minNumber', { min }) : null;
  };
}

export function maxNumberRule(max: number): Rule<NumberInput> {
  return (value) => {
    if (value === '') return null;
    const n = toNumber(value);
    return n === null || n > max ? issue('maxNumber', { max }) : null;
  };
}
