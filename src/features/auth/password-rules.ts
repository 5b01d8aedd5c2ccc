import * as z from 'zod/mini'

/**
 * The shortest password the auth server accepts: `minimum_password_length` in
 * supabase/config.toml, which the local backend reads and hosted Supabase is set to.
 */
export const MIN_PASSWORD_LENGTH = 10

/** 'Forgot your password?': the admin's email. */
export const passwordResetRequestSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'Email is required')),
})

/** The reset page: a new password, typed twice. */
export const newPasswordSchema = z
  .object({
    password: z
      .string()
      .check(
        z.minLength(1, 'Password is required'),
        z.minLength(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`),
      ),
    confirm: z.string().check(z.minLength(1, 'Please type the new password again.')),
  })
  .check(
    z.refine((values) => values.confirm === '' || values.password === values.confirm, {
      error: 'The two passwords do not match.',
      path: ['confirm'],
    }),
  )

/** What 'Forgot your password?' says whatever happened to the address (it tells nobody which exist). */
export const RESET_REQUESTED =
  "If an account exists for that address, we've sent a link to reset the password."
