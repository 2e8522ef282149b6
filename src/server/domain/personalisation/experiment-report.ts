import type { ExperimentReport } from '../../../../schemas/commerce/personalisation';
import type { ArmCounts } from './experiment-events';
import { BASELINE, experimentArms } from './experiment-weights';
import type { LiveExperience } from './live-experiences';

/** z for a two-sided 95 % interval. */
const Z95 = 1.959963984540054;

/**
 * The 95 % Wilson score interval of a proportion: stays within 0..1 and behaves with few
 * visitors or none converting, where the normal approximation does not.
 */
export function wilsonInterval(successes: number, trials: number, z = Z95): { low: number; high: number } {
  if (trials <= 0) return { low: 0, high: 0 };
  const p = successes / trials;
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (z / (1 + z2 / trials)) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

function rate(conversions: number, visitors: number) {
  // A conversion is counted for visitors who saw the arm, so it cannot exceed them; clamp anyway.
  const converted = Math.min(conversions, visitors);
  return { conversions: converted, rate: visitors > 0 ? converted / visitors : 0, ...wilsonInterval(converted, visitors) };
}

/**
 * The editors' report: every live experiment with all its arms (baseline first, zeros until
 * visitors come), then experiments that have events but are no longer published.
 */
export function experimentReport(siteId: string, experiences: readonly LiveExperience[], counts: readonly ArmCounts[]): ExperimentReport {
  const countOf = (experienceId: string, variantId: string) => counts.find((arm) => arm.experienceId === experienceId && arm.variantId === variantId);
  const arm = (experienceId: string, variantId: string, label: string) => {
    const found = countOf(experienceId, variantId);
    const visitors = found?.visitors ?? 0;
    return { variantId, label, isControl: variantId === BASELINE, visitors, addToCart: rate(found?.addToCart ?? 0, visitors), order: rate(found?.order ?? 0, visitors) };
  };
  const live = experiences.map((experience) => ({
    experienceId: experience.experienceId,
    live: true,
    variants: experimentArms(experience).map((item) => arm(experience.experienceId, item.variantId, item.label)),
  }));
  const liveIds = new Set(experiences.map((experience) => experience.experienceId));
  const past = [...new Set(counts.map((item) => item.experienceId))].filter((id) => !liveIds.has(id)).sort().map((experienceId) => ({
    experienceId,
    live: false,
    variants: counts.filter((item) => item.experienceId === experienceId)
      .sort((a, b) => Number(b.variantId === BASELINE) - Number(a.variantId === BASELINE) || a.variantId.localeCompare(b.variantId))
      .map((item) => arm(experienceId, item.variantId, item.variantId === BASELINE ? 'Baseline' : item.variantId)),
  }));
  return { siteId, experiments: [...live, ...past] };
}
