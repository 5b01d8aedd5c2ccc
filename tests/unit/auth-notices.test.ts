import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  authMessageOf,
  signInFailureNotice,
  signInWithNotices,
  signUpWithNotices,
  USER_EXISTS_NOTICE,
} from '../../src/features/auth/auth-notices.ts'

// The services are replaced: what is under test is which notice each outcome gives (docs/product.md §8).
const services = vi.hoisted(() => ({
  signInWithPassword: vi.fn<(email: string, password: string) => Promise<unknown>>(),
  signUp: vi.fn<(email: string, password: string) => Promise<string>>(),
}))
vi.mock('../../src/features/auth/api/sign-in.ts', () => ({
  signInWithPassword: services.signInWithPassword,
}))
vi.mock('../../src/features/auth/api/sign-up.ts', () => ({ signUp: services.signUp }))

beforeEach(() => {
  services.signInWithPassword.mockReset()
  services.signUp.mockReset()
})

describe('authMessageOf', () => {
  it("is the error's message", () => {
    expect(authMessageOf(new Error('Invalid login credentials'))).toBe('Invalid login credentials')
  })

  it.each([
    ['an empty message', new Error('')],
    ['a blank message', new Error('   ')],
    ['something that is not an Error', { message: 'looks like one' }],
    ['nothing', undefined],
  ])("is 'Something went wrong' for %s", (_case, error) => {
    expect(authMessageOf(error)).toBe('Something went wrong')
  })
})

describe('signInFailureNotice', () => {
  it("is 'Email Not Confirmed' when the message contains 'Email not confirmed'", () => {
    expect(signInFailureNotice(new Error('Email not confirmed'))).toEqual({
      title: 'Email Not Confirmed',
      description: 'Please check your email inbox for a confirmation link to activate your account.',
      variant: 'destructive',
    })
    expect(signInFailureNotice(new Error('AuthApiError: Email not confirmed yet')).title).toBe(
      'Email Not Confirmed',
    )
  })

  it("is 'Sign in Failed' with the message for any other failure", () => {
    expect(signInFailureNotice(new Error('Invalid login credentials'))).toEqual({
      title: 'Sign in Failed',
      description: 'Invalid login credentials',
      variant: 'destructive',
    })
  })

  it("is 'Sign in Failed' / 'Something went wrong' without a message", () => {
    expect(signInFailureNotice(new Error(''))).toEqual({
      title: 'Sign in Failed',
      description: 'Something went wrong',
      variant: 'destructive',
    })
  })
})

describe('USER_EXISTS_NOTICE', () => {
  it('is neutral, in the words of the spec', () => {
    expect(USER_EXISTS_NOTICE).toEqual({
      title: 'User already exists',
      description:
        'This email is already registered. Please check your inbox for a confirmation link or try logging in.',
      variant: 'neutral',
    })
  })
})

describe('signInWithNotices', () => {
  it('signs in and shows no notice', async () => {
    services.signInWithPassword.mockResolvedValue({})
    const toast = vi.fn()
    await expect(signInWithNotices('admin@example.com', 'pw', toast)).resolves.toEqual({ ok: true })
    expect(services.signInWithPassword).toHaveBeenCalledWith('admin@example.com', 'pw')
    expect(toast).not.toHaveBeenCalled()
  })

  it('shows the failure notice and returns the error', async () => {
    const error = new Error('Invalid login credentials')
    services.signInWithPassword.mockRejectedValue(error)
    const toast = vi.fn()
    await expect(signInWithNotices('admin@example.com', 'bad', toast)).resolves.toEqual({ ok: false, error })
    expect(toast).toHaveBeenCalledOnce()
    expect(toast).toHaveBeenCalledWith({
      title: 'Sign in Failed',
      description: 'Invalid login credentials',
      variant: 'destructive',
    })
  })
})

describe('signUpWithNotices', () => {
  it.each(['signed-in', 'confirmation-sent'])('returns %s without a notice', async (outcome) => {
    services.signUp.mockResolvedValue(outcome)
    const toast = vi.fn()
    await expect(signUpWithNotices('a@example.com', 'pw12345678', toast)).resolves.toBe(outcome)
    expect(services.signUp).toHaveBeenCalledWith('a@example.com', 'pw12345678')
    expect(toast).not.toHaveBeenCalled()
  })

  it("shows 'User already exists' for an already registered email", async () => {
    services.signUp.mockResolvedValue('already-registered')
    const toast = vi.fn()
    await expect(signUpWithNotices('a@example.com', 'pw12345678', toast)).resolves.toBe('already-registered')
    expect(toast).toHaveBeenCalledExactlyOnceWith(USER_EXISTS_NOTICE)
  })

  it("shows 'Sign up Failed' with the message, or 'Something went wrong', and returns null", async () => {
    const toast = vi.fn()
    services.signUp.mockRejectedValueOnce(new Error('Signups not allowed for this instance'))
    await expect(signUpWithNotices('a@example.com', 'pw12345678', toast)).resolves.toBeNull()
    services.signUp.mockRejectedValueOnce(new Error(''))
    await expect(signUpWithNotices('a@example.com', 'pw12345678', toast)).resolves.toBeNull()
    expect(toast.mock.calls).toEqual([
      [
        {
          title: 'Sign up Failed',
          description: 'Signups not allowed for this instance',
          variant: 'destructive',
        },
      ],
      [{ title: 'Sign up Failed', description: 'Something went wrong', variant: 'destructive' }],
    ])
  })
})
