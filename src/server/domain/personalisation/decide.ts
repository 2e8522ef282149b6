import { createHash } from 'node:crypto';
import { EVENT_TYPES, type DecideAction, type DecideBody, type DecideResponse } from '../../../../schemas/commerce/personalisation';
import type { Assignment } from './assignment';
import type { SegmentCondition } from '../../../../schemas/content/blocks/segmentation';

/** An impression's id: the same for a visitor, experiment and arm, so a repeated impression is counted once. */
export function impressionIdOf(monetateId: string, experienceId: string, variantId: string): string {
  return createHash('sha256').update(`${monetateId}\u0000${experienceId}\u0000${variantId}`).digest('base64url').slice(0, 22);
}

function actionOf(monetateId: string, assignment: Assignment, reporting: boolean): DecideAction {
  const { experienceId, variantId } = assignment;
  return {
    actionType: 'monetate:action:OmnichannelJson',
    actionId: `${experienceId}:${variantId}`,
    component: experienceId,
    impressionId: impressionIdOf(monetateId, experienceId, variantId),
    json: { experienceId, variantId },
    ...(reporting ? {
      impressionReporting: [{
        experience_id: experienceId, experience_label: experienceId,
        variant_id: variantId, variant_label: assignment.label, is_control: assignment.isControl,
      }],
    } : {}),
  };
}

/**
 * The answer to a decide call: with targeting consent, one action per live experiment (the
 * visitor's arm, baseline included, so the browser can report an impression of the control) and
 * the segments that hold for the session; without it, no monetateId, no actions and no segments
 * (every experience and segmentation keeps its baseline).
 */
export function decide(body: DecideBody, monetateId: string | undefined, assignments: readonly Assignment[], segments: readonly SegmentCondition[] = []): DecideResponse {
  const request = body.events.find((event) => event.eventType === EVENT_TYPES.decisionRequest)!;
  const reporting = request.includeReporting === true;
  const actions = monetateId === undefined ? [] : assignments.map((assignment) => actionOf(monetateId, assignment, reporting));
  return {
    meta: { code: 200, requestId: request.requestId, ...(monetateId === undefined ? {} : { monetateId }), personalised: monetateId !== undefined },
    data: { responses: [{ requestId: request.requestId, actions, segments: monetateId === undefined ? [] : [...segments] }] },
  };
}
