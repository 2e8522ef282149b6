import { useEffect, useState } from 'react';
import type { DevOutboxResponse } from '../../schemas/commerce/dev';
import { browserApi } from '../shared/browser-api';
import type { ApiTarget } from '../shared/api-target';

type Mail = DevOutboxResponse['messages'][number];

/** Links in a plain-text mail body become clickable, so a reset link can be followed. */
function withLinks(body: string) {
  return body.split(/(https?:\/\/\S+)/g).map((part, index) => (index % 2 === 1 ? <a key={index} href={part}>{part}</a> : part));
}

/** Development page: the site's outbox mails, newest first. Not translated: developers only. */
export default function DevOutbox({ target }: { readonly target: ApiTarget }) {
  const [mails, setMails] = useState<Mail[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void import('../../src/lib/api/dev')
      .then(({ getDevOutbox }) => getDevOutbox(browserApi(target)))
      .then((answer) => setMails(answer.messages))
      .catch((failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)));
  }, []);
  if (error) return <p role="alert">{error}</p>;
  if (!mails) return <p>Loading…</p>;
  if (mails.length === 0) return <p data-testid="outbox-empty">No mails yet.</p>;
  return (
    <ol className="dev-outbox" data-testid="outbox">
      {mails.map((mail) => (
        <li key={mail.id} data-template={mail.template}>
          <p><strong>{mail.subject}</strong> to {mail.recipient} · {mail.template} · {mail.createdAt}</p>
          <pre style={{ whiteSpace: 'pre-wrap' }}>{withLinks(mail.body)}</pre>
        </li>
      ))}
    </ol>
  );
}
