import { CAPTCHA_BLANK, CAPTCHA_EXPIRED, CAPTCHA_WRONG } from './contact-message-schema.ts'

/** The contact form's question: the sum of two whole numbers from 1 to 10 (docs/product.md §5). */
export interface MathQuestion {
  a: number
  b: number
}

export function questionText({ a, b }: MathQuestion): string {
  return `What is ${a} + ${b}?`
}

/** The message beside the field when the database refused the answer (docs/product.md §5's texts). */
export function refusalMessage(refusal: 'unanswered' | 'wrong' | 'expired'): string {
  if (refusal === 'unanswered') return CAPTCHA_BLANK
  return refusal === 'wrong' ? CAPTCHA_WRONG : CAPTCHA_EXPIRED
}
