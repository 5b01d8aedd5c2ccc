import type { ReactNode, SVGProps } from 'react'

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>

// Decorative by default: the control around an icon carries the accessible name.
function Icon({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  )
}

const stroke = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

export function MenuIcon(props: IconProps) {
  return (
    <Icon {...stroke} {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Icon>
  )
}

export function CloseIcon(props: IconProps) {
  return (
    <Icon {...stroke} {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  )
}

/** The lotus mark of the logo (same drawing as the favicon). */
export function LogoMark(props: IconProps) {
  return (
    <Icon viewBox="0 0 64 64" {...props}>
      <circle cx="32" cy="32" r="30" fill="#0f766e" />
      <g fill="#f0fdfa">
        <path d="M32 14c5 6 7 12 7 18s-2 12-7 18c-5-6-7-12-7-18s2-12 7-18z" />
        <path d="M14 26c7 1 12 4 15 9 2 4 3 9 3 15-7-1-12-4-15-9-2-4-3-9-3-15z" opacity=".85" />
        <path d="M50 26c-7 1-12 4-15 9-2 4-3 9-3 15 7-1 12-4 15-9 2-4 3-9 3-15z" opacity=".85" />
      </g>
    </Icon>
  )
}

export function FacebookIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 24 24" fill="currentColor" {...props}>
      <path d="M22 12a10 10 0 1 0-11.56 9.88v-6.99H7.9V12h2.54V9.8c0-2.5 1.49-3.89 3.78-3.89 1.09 0 2.24.2 2.24.2v2.46h-1.26c-1.24 0-1.63.77-1.63 1.56V12h2.78l-.44 2.89h-2.34v6.99A10 10 0 0 0 22 12z" />
    </Icon>
  )
}

export function InstagramIcon(props: IconProps) {
  return (
    <Icon {...stroke} {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.5" fill="currentColor" />
    </Icon>
  )
}

export function XIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 24 24" fill="currentColor" {...props}>
      <path d="M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77L17.75 3zm-1.08 16.2h1.7L7.4 4.73H5.58L16.67 19.2z" />
    </Icon>
  )
}

/** A seal with a tick: a verified credential. */
export function VerifiedIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 20 20" fill="currentColor" {...props}>
      <path
        fillRule="evenodd"
        d="M10 1.5 12.2 3l2.7-.2.9 2.5 2.3 1.5-.8 2.6.8 2.6-2.3 1.5-.9 2.5-2.7-.2L10 18.5 7.8 17l-2.7.2-.9-2.5-2.3-1.5.8-2.6-.8-2.6 2.3-1.5.9-2.5 2.7.2L10 1.5Zm3.7 6.2a1 1 0 0 0-1.4-1.4L9 9.6 7.7 8.3a1 1 0 0 0-1.4 1.4l2 2a1 1 0 0 0 1.4 0l4-4Z"
      />
    </Icon>
  )
}
