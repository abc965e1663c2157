import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, REGISTRABLE_ROLES } from '../constants';
import { MSG } from '../messages';
import { email, requiredText } from './fields';

export const loginSchema = z.object({
  email,
  password: z
    .string({ error: MSG.passwordRequired })
    .min(1, MSG.passwordRequired)
    .min(MIN_PASSWORD_LENGTH, MSG.passwordTooShort),
});
export type LoginInput = z.input<typeof loginSchema>;

/** At least one lowercase, one uppercase, one digit and one of ! @ # $ % ^ & *, 8 or more long. */
export const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).{8,}$/;

export const signUpSchema = z.object({
  name: requiredText(MSG.nameRequired, 60),
  email,
  role: z.enum(REGISTRABLE_ROLES, { error: MSG.roleInvalid }),
  password: z
    .string({ error: MSG.passwordRequired })
    .min(1, MSG.passwordRequired)
    .regex(STRONG_PASSWORD, MSG.passwordWeak),
});
export type SignUpInput = z.input<typeof signUpSchema>;

/** POST /users: the user record; the email must match the caller's identity token. */
export const userRecordSchema = signUpSchema.pick({ name: true, email: true, role: true });
export type UserRecordInput = z.infer<typeof userRecordSchema>;

/** POST /users/me/role: a Buyer starts selling. Seller is the only role one can ask for (never Admin, never back). */
export const roleChangeSchema = z.strictObject({ role: z.literal('Seller', { error: MSG.roleChangeSellerOnly }) });
export type RoleChangeInput = z.infer<typeof roleChangeSchema>;

export const emailQuerySchema = z.object({ email });
export const emailParamSchema = z.object({ email });

export const newsletterSchema = z.object({ email });
export type NewsletterInput = z.input<typeof newsletterSchema>;
