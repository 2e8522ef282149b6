import { PROCESSOR_FRAME_QUERY } from '../../../../schemas/commerce/payments';

/**
 * The hosted fields' script, served by the sandbox's own mount with an integrity hash. It runs
 * inside the processor's iframe: it reads the card fields, posts them to the processor's tokenize
 * endpoint (same origin as the frame), and hands the parent page only the token, brand, last 4 and
 * expiry through postMessage. The parent names its origin in the frame URL (?origin=).
 */

export const HOSTED_FIELDS_SCRIPT = `(() => {
  const params = new URLSearchParams(location.search);
  const parentOrigin = params.get(${JSON.stringify(PROCESSOR_FRAME_QUERY.origin)}) || location.origin;
  const form = document.getElementById('card');
  const error = document.getElementById('error');
  const send = (message) => parent.postMessage({ source: 'sandbox-pay', ...message }, parentOrigin);
  window.addEventListener('message', (event) => {
    if (event.origin !== parentOrigin || !event.data || event.data.source !== 'storefront') return;
    if (event.data.type === 'tokenize') form.requestSubmit();
  });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    error.textContent = '';
    const body = Object.fromEntries(new FormData(form));
    const res = await fetch(form.action, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const answer = await res.json();
    if (!res.ok) {
      const detail = answer.errorDetails && answer.errorDetails[0];
      error.textContent = detail ? detail.message : 'The card could not be read.';
      send({ type: 'error', errorId: detail ? detail.errorId : 'PAY400', field: detail ? detail.field : undefined });
      return;
    }
    form.reset();
    send({ type: 'token', card: answer });
  });
  new ResizeObserver(() => send({ type: 'resize', height: document.body.scrollHeight })).observe(document.body);
  send({ type: 'ready' });
})();
`;
