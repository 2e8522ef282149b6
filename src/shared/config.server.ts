import { availableParallelism } from 'node:os';

/**
 * Runtime configuration from the environment, read in one place.
 * See README "Configuration" for what each variable does.
 */
export interface AppConfig {
  /** Folder of the embedded database and other local state. */
  readonly dataDir: string;
  /** PostgreSQL connection string; when set, it replaces the embedded PGlite database. */
  readonly databaseUrl: string | undefined;
  /**
   * Connections the server keeps to PostgreSQL at most: DATABASE_POOL_SIZE, by default twice this
   * machine's cores (decision 58). Transactions beyond it wait in the server's queue, where waiting costs nothing.
   */
  readonly databasePoolSize: number;
  /** Where the commerce API is mounted in this process. */
  readonly apiBasePath: string;
  /** A remote commerce API the storefront talks to instead of the in-process one. */
  readonly apiUrl: string | undefined;
  readonly production: boolean;
  /**
   * Development tools (the dev outbox page and GET /dev/outbox, mails printed in the log): off
   * unless asked for. STOREFRONT_DEV_TOOLS=true|false decides; without it only `astro dev`
   * (NODE_ENV=development) has them. `npm start` is a production start.
   */
  readonly devTools: boolean;
  /** How long a toast stays on screen (spec §9 "toast auto-dismiss delay from configuration"): TOAST_DISMISS_MS, 6000 by default. */
  readonly toastDismissMs: number;
}

function normaliseBasePath(value: string | undefined): string {
  const trimmed = (value ?? '/api').trim().replace(/\/+$/, '');
  if (trimmed === '') return '/api';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

function positiveInteger(value: string | undefined): number | undefined {
  const parsed = Number(value?.trim());
  return value && Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
}

/** PostgreSQL's own rule of thumb for a pool: about twice the cores of the machine the database runs on. */
export function defaultPoolSize(cores = availableParallelism()): number {
  return Math.max(2, cores * 2);
}

export function readConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  return {
    dataDir: env.DATA_DIR?.trim() || '.data',
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    databasePoolSize: positiveInteger(env.DATABASE_POOL_SIZE) ?? defaultPoolSize(),
    apiBasePath: normaliseBasePath(env.API_BASE_PATH),
    apiUrl: env.API_URL?.trim().replace(/\/+$/, '') || undefined,
    production: env.NODE_ENV === 'production',
    devTools: env.STOREFRONT_DEV_TOOLS ? env.STOREFRONT_DEV_TOOLS === 'true' : env.NODE_ENV === 'development',
    toastDismissMs: positiveInteger(env.TOAST_DISMISS_MS) ?? 6000,
  };
}
