const RETRY_MS = 5_000;

export interface ChannelListener {
  /** Settles once the listener first connects. */
  readonly connected: Promise<void>;
  close(): Promise<void>;
}

export interface ChannelHandlers {
  /** A notification on the channel (its payload, '' when none). */
  onMessage(payload: string): void;
  /** The connection LISTENs: from now on no notification is missed. */
  onConnected?(): void;
  /** The connection was lost (or closed): notifications may be missed until onConnected again. */
  onLost(): void;
}

/**
 * One PostgreSQL connection LISTENing on `channel` for this process (the publish and session
 * caches are kept coherent across processes this way). A lost connection calls onLost and is
 * made again every RETRY_MS; a first connection that fails is retried the same way.
 */
export function listenOnChannel(databaseUrl: string, channel: string, label: string, handlers: ChannelHandlers): ChannelListener {
  let client: { end(): Promise<void> } | undefined;
  let closed = false;
  let retryPending = false;
  let firstConnect: () => void = () => undefined;
  const connected = new Promise<void>((resolve) => (firstConnect = resolve));

  const connect = async (): Promise<void> => {
    const { Client } = await import('pg');
    const next = new Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    next.on('error', (error) => console.warn(`[${label}] listener lost its connection:`, error.message));
    next.on('end', () => {
      handlers.onLost();
      scheduleRetry();
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    handlers.onConnected?.();
    firstConnect();
  };
  function scheduleRetry(): void {
    if (closed || retryPending) return;
    retryPending = true;
    setTimeout(() => {
      retryPending = false;
      void connect().catch(retryLater);
    }, RETRY_MS).unref();
  }
  function retryLater(error: unknown): void {
    console.warn(`[${label}] listener could not connect; trying again in ${RETRY_MS / 1000} s:`, error instanceof Error ? error.message : error);
    scheduleRetry();
  }

  void connect().catch(retryLater);
  return {
    connected,
    async close() {
      closed = true;
      handlers.onLost();
      await client?.end();
    },
  };
}
