import type { TrackingEvent } from './tracking';

/** §8: an API error the shopper met (errorId, status, message, correlation id). Its own module: the API client carries only this. */
export function apiErrorEvent(error: { errorId: string; status: number; message: string; correlationId?: string | undefined }): TrackingEvent {
  return { event: 'api_error', error_id: error.errorId, status_code: error.status, error_message: error.message.slice(0, 200), ...(error.correlationId ? { correlation_id: error.correlationId } : {}) };
}
