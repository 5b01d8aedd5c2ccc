import { useCallback, useState, type ImgHTMLAttributes } from 'react'
import { ownImageUrl } from '../../lib/own-image-url.ts'

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
 * An image from listing data. Only our own storage's images are loaded
 * (docs/decisions/0018-images-only-from-our-storage.md); a missing, foreign or broken source
 * shows the default picture instead.
 */
export function FallbackImage({
  src,
  alt,
  fallback,
  width,
  height,
  loading = 'lazy',
  decoding = 'async',
  // The first screenful's photo is the page's largest paint: ask for it first.
  fetchPriority = loading === 'eager' ? 'high' : undefined,
  ...rest
}: FallbackImageProps) {
  const safeSrc = ownImageUrl(src)
  // Remember which source failed rather than a flag, so a new `src` gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const useFallback = safeSrc === null || failedSrc === safeSrc
  // A prerendered image can fail before the page hydrates, when no onError listener exists yet.
  const checkLoaded = useCallback(
    (image: HTMLImageElement | null) => {
      // currentSrc is empty for a lazy image not fetched yet, which is not a failure.
      if (image && safeSrc && image.complete && image.naturalWidth === 0 && image.currentSrc !== '') {
        setFailedSrc(safeSrc)
      }
    },
    [safeSrc],
  )

  return (
    <img
      {...rest}
      ref={useFallback ? undefined : checkLoaded}
      src={useFallback ? defaultImages[fallback] : safeSrc}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding={decoding}
      data-fallback={useFallback ? 'true' : undefined}
      onError={useFallback ? undefined : () => setFailedSrc(safeSrc)}
    />
  )
}
