/** The captcha's messages, beside its field. */
export const CAPTCHA_BLANK = 'Please answer the question.'
export const CAPTCHA_WRONG = 'Incorrect answer, please try again.'
/** A question lives 10 minutes and takes one answer; an old one gets a new question. */
export const CAPTCHA_EXPIRED = 'That question has expired. Please answer the new one.'
/** The question could not be fetched (network, or too many questions asked). */
export const CAPTCHA_UNAVAILABLE = 'The question could not be loaded. Please try again.'

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
