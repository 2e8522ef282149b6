import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../../src/lib/api/client';
import type { LoyaltyMessages } from '../../src/shared/i18n/messages/loyalty';
import { rememberLoyaltyPoints } from '../../src/lib/session/actions';
import { readTokens, withSession } from '../../src/lib/session/tokens';
import type { LocaleCode } from '../../src/shared/i18n/sites';
import { LOYALTY_POINTS_ANCHOR } from '../../src/shared/routing/routes';
import type { ApiTarget } from '../shared/api-target';
import { browserApi } from '../shared/browser-api';
import { LoyaltyPanel } from './LoyaltyPanel';

interface Props {
  readonly target: ApiTarget;
  readonly locale: LocaleCode;
  readonly texts: LoyaltyMessages;
  readonly returnWindowDays: number;
}

/**
 * The /loyalty page's member panel (hydrated on idle), below the programme's content. The server and the first render show
 * nothing: the page is the same cached HTML for everyone. A signed-in shopper's session (read the
 * way the account area reads it) then loads the panel; a guest, or a registered shopper the API
 * says is not a member (REW403), keeps the page as it is.
 */
export default function LoyaltyMemberPanel({ target, locale, texts, returnWindowDays }: Props) {
  const [signedIn, setSignedIn] = useState(false);
  const client = useRef<ApiClient | null>(null);
  const run = useCallback(<T,>(call: (api: ApiClient) => Promise<T>) => withSession((client.current ??= browserApi(target)), call), [target]);

  useEffect(() => {
    setSignedIn(readTokens()?.kind === 'registered');
  }, []);

  // A link to the points (#my-points) finds no anchor while the page loads: go there once the panel shows.
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (signedIn && window.location.hash === `#${LOYALTY_POINTS_ANCHOR}`) anchor.current?.scrollIntoView({ block: 'start' });
  }, [signedIn]);

  if (!signedIn) return null;
  return (
    <div id={LOYALTY_POINTS_ANCHOR} ref={anchor} className="loyalty-member-panel">
    <LoyaltyPanel
      locale={locale}
      texts={texts}
      returnWindowDays={returnWindowDays}
      run={run}
      onBalance={rememberLoyaltyPoints}
      onNotMember={() => rememberLoyaltyPoints(undefined)}
    />
    </div>
  );
}
