import { useState, type ImgHTMLAttributes } from 'react'
import { safeHttpUrl } from '../../lib/safe-url.ts'

/** The default pictures shipped in public/images/, shown when a listing has none or it fails to load. */
export const defaultImages = {
  teacher: '/images/default-teacher.svg',
  studio: '/images/default-studio.svg',
} as const

export type FallbackKind = keyof typeof defaultImages

type FallbackImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string | null | undefined
  alt: string
  fallback: FallbackKind
  /** Intrinsic size, so the browser reserves the space before the image arrives. */
  width: number
  height: number
}

/**
 * An image from listing data. Only absolute http(s) sources are used; a missing,
 * unsafe or broken source shows the default picture instead.
 */
export function FallbackImage({
  src,
  alt,
  fallback,
  width,
  height,
  loading = 'lazy',
  decoding = 'async',
  ...rest
}: FallbackImageProps) {
  const safeSrc = safeHttpUrl(src)
  // Remember which source failed rather than a flag, so a new `src` gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const useFallback = safeSrc === null || failedSrc === safeSrc

  return (
    <img
      {...rest}
      src={useFallback ? defaultImages[fallback] : safeSrc}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding={decoding}
      data-fallback={useFallback ? 'true' : undefined}
      onError={useFallback ? undefined : () => setFailedSrc(safeSrc)}
    />
  )
}
