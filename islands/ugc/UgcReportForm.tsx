import { useState, type FormEvent } from 'react';
import { UGC_REPORT_REASONS, type UgcReportReason } from '../../schemas/commerce/ugc-limits';
import { apiFailureOf } from '../../src/lib/api/api-error';
import { rememberReportedUgcMedia } from '../../src/lib/ugc/reported-media';
import { errorText, type Translator } from '../../src/shared/i18n/translator';
import type { UgcKey } from '../../src/shared/i18n/messages/ugc';
import type { UgcApi } from './ugc-api';

interface Props {
  readonly mediaId: string;
  readonly t: Translator<UgcKey>;
  readonly api: UgcApi;
  readonly onDone: () => void;
}

/** Report a photo: a reason, then the report; this browser hides the photo from then on. */
export function UgcReportForm({ mediaId, t, api, onDone }: Props) {
  const [reason, setReason] = useState<UgcReportReason>('inappropriate');
  const [state, setState] = useState<{ status: 'idle' | 'sending' | 'sent' } | { status: 'failed'; message: string }>({ status: 'idle' });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ status: 'sending' });
    try {
      await api.report(mediaId, reason);
      rememberReportedUgcMedia(mediaId);
      setState({ status: 'sent' });
    } catch (error) {
      // Already reported by this shopper: as good as sent.
      if (apiFailureOf(error)?.errorId === 'UGC409') rememberReportedUgcMedia(mediaId);
      setState({ status: 'failed', message: errorText(t, apiFailureOf(error)) });
    }
  };
  if (state.status === 'sent') return <p className="ugc-review__notice" role="status">{t('reported')}</p>;
  return (
    <form className="ugc-review__form" onSubmit={submit}>
      <fieldset>
        <legend>{t('reportQuestion')}</legend>
        {UGC_REPORT_REASONS.map((value) => (
          <label key={value}>
            <input type="radio" name="ugc-report-reason" value={value} checked={reason === value} onChange={() => setReason(value)} />
            {t(`reason_${value}`)}
          </label>
        ))}
      </fieldset>
      {state.status === 'failed' ? <p className="ugc-review__error" role="alert">{state.message}</p> : null}
      <div className="ugc-review__actions">
        <button type="submit" disabled={state.status === 'sending'}>{t('sendReport')}</button>
        <button type="button" onClick={onDone}>{t('cancel')}</button>
      </div>
    </form>
  );
}
