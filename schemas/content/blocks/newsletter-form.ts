import { z } from 'zod';

/** Newsletter sign-up (shell: layout now, submission arrives with the newsletter issue). */
export const newsletterFormSchema = z.object({
  title: z.string().min(1),
  text: z.string().optional(),
  emailLabel: z.string().min(1).default('Email'),
  policyLabel: z.string().min(1).default('I accept the privacy policy'),
  submitLabel: z.string().min(1).default('Sign up'),
});

export type NewsletterFormData = z.infer<typeof newsletterFormSchema>;
