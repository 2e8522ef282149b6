import { Hono } from 'hono';
import type { ApiEnv } from '../http/env';
export const contentRoutes = new Hono<ApiEnv>();
