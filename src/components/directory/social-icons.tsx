/** Small inline icons for links (decorative: the link text says what they are). */
export function WebsiteIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 fill-current">
      <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm5.9 7h-2.5a12.6 12.6 0 0 0-1.2-4.9A6 6 0 0 1 15.9 9ZM10 4.1c.8 1 1.6 2.7 1.8 4.9H8.2C8.4 6.8 9.2 5.1 10 4.1ZM7.8 4.1A12.6 12.6 0 0 0 6.6 9H4.1a6 6 0 0 1 3.7-4.9ZM4.1 11h2.5c.1 1.8.5 3.5 1.2 4.9A6 6 0 0 1 4.1 11Zm5.9 4.9c-.8-1-1.6-2.7-1.8-4.9h3.6c-.2 2.2-1 3.9-1.8 4.9Zm2.2 0c.7-1.4 1.1-3.1 1.2-4.9h2.5a6 6 0 0 1-3.7 4.9Z" />
    </svg>
  )
}

export function InstagramIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 fill-current">
      <path d="M6.5 2h7A4.5 4.5 0 0 1 18 6.5v7a4.5 4.5 0 0 1-4.5 4.5h-7A4.5 4.5 0 0 1 2 13.5v-7A4.5 4.5 0 0 1 6.5 2Zm0 1.8A2.7 2.7 0 0 0 3.8 6.5v7a2.7 2.7 0 0 0 2.7 2.7h7a2.7 2.7 0 0 0 2.7-2.7v-7a2.7 2.7 0 0 0-2.7-2.7h-7ZM10 6a4 4 0 1 1 0 8 4 4 0 0 1 0-8Zm0 1.8a2.2 2.2 0 1 0 0 4.4 2.2 2.2 0 0 0 0-4.4Zm4.3-3a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z" />
    </svg>
  )
}

export function FacebookIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 fill-current">
      <path d="M18 10a8 8 0 1 0-9.3 7.9v-5.6h-2V10h2V8.2c0-2 1.2-3.1 3-3.1.9 0 1.8.2 1.8.2v2h-1c-1 0-1.3.6-1.3 1.2V10h2.2l-.4 2.3h-1.8v5.6A8 8 0 0 0 18 10Z" />
    </svg>
  )
}
