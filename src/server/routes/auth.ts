import { Hono } from 'hono';
import type { ApiEnv } from '../http/env';
import { agentRoutes } from './auth/agent';
import { passwordRoutes } from './auth/password';
import { signInRoutes } from './auth/signin';
import { signUpRoutes } from './auth/signup';
import { tokenRoutes } from './auth/token';

/** Spec §7 Authentication: token, sign-in, sign-out, sign-up, passwords, employee sign-in. */
export const authRoutes = new Hono<ApiEnv>()
  .route('/', tokenRoutes)
  .route('/', signInRoutes)
  .route('/', signUpRoutes)
  .route('/', passwordRoutes)
  .route('/', agentRoutes);
