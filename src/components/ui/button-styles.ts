/**
 * Class names for links and buttons that look like buttons. Brand 700 and darker keep
 * white text at WCAG AA contrast (brand 600 does not).
 */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'inverse' | 'inverse-outline'
export type ButtonSize = 'sm' | 'md' | 'lg'

const base =
  'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700',
  secondary: 'bg-brand-50 text-brand-800 hover:bg-brand-100 focus-visible:outline-brand-700',
  outline:
    'border border-brand-700 bg-white text-brand-800 hover:bg-brand-50 focus-visible:outline-brand-700',
  ghost: 'text-gray-700 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-brand-700',
  inverse: 'bg-white text-brand-800 hover:bg-brand-50 focus-visible:outline-white',
  // For dark (brand 800+) backgrounds.
  'inverse-outline': 'border border-white text-white hover:bg-white/10 focus-visible:outline-white',
}

const sizes: Record<ButtonSize, string> = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2 text-sm sm:text-base',
  lg: 'px-6 py-3 text-base',
}

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return `${base} ${variants[variant]} ${sizes[size]}`
}
