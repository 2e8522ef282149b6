import { z } from 'zod';

/** Newsletter sign-up: the editor's texts; the block's island posts the subscription (spec §4). */
export const newsletterFormSchema = z.object({
  title: z.string().min(1),
  text: z.string().optional(),
  emailLabel: z.string().min(1).default('Email'),
  policyLabel: z.string().min(1).default('I accept the privacy policy'),
  submitLabel: z.string().min(1).default('Sign up'),
  /** Where the form sits ('footer', 'home', ...), sent with the sign-up for reporting. */
  source: z.string().max(50).optional(),
});

export type NewsletterFormData = z.infer<typeof newsletterFormSchema>;
