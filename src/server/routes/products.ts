import { Hono } from 'hono';
import type { ApiEnv } from '../http/env';
export const productRoutes = new Hono<ApiEnv>();
