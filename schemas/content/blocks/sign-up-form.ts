import { z } from 'zod';

/**
 * Sign-up form (spec §2 "sign-up form (loyalty variant)"): the account form placed on a content
 * page. The loyalty variant asks for the programme terms, joins the account to it and goes on
 * in the enrollment flow (welcome, mobile, profile, interests, success).
 */
export const signUpFormSchema = z.object({
  title: z.string().min(1),
  text: z.string().optional(),
  variant: z.enum(['standard', 'loyalty']).default('standard'),
  /** Recorded on the new profile as its lead source (the enrollment_marketing_source of the loyalty variant). */
  source: z.string().trim().min(1).max(100).optional(),
});

export type SignUpFormData = z.infer<typeof signUpFormSchema>;
