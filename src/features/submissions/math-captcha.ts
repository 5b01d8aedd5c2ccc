import { CAPTCHA_WRONG } from './contact-message-schema.ts'

export interface MathQuestion {
  a: number
  b: number
}

/** Two random whole numbers from 1 to 10 (SPEC.md §5). */
export function newMathQuestion(random: () => number = Math.random): MathQuestion {
  const pick = () => Math.floor(random() * 10) + 1
  return { a: pick(), b: pick() }
}

export function questionText({ a, b }: MathQuestion): string {
  return `What is ${a} + ${b}?`
}

/** null when `answer` is the sum, otherwise the message to show. */
export function checkMathAnswer({ a, b }: MathQuestion, answer: string): string | null {
  return Number(answer.trim()) === a + b && answer.trim() !== '' ? null : CAPTCHA_WRONG
}
