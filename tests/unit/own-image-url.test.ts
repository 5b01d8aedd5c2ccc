import { describe, expect, it } from 'vitest'
import { isOwnImageUrl, ownImageUrl, publicImageUrlPrefix } from '../../src/lib/own-image-url.ts'

// The same rule as the database's private.own_storage_object
// (supabase/migrations/20251126000000_images_only_from_our_storage.sql; tests/pg/areas/images.ts).

const PROJECT = 'https://abcdefghijklmnop.supabase.co'
const OURS = `${PROJECT}/storage/v1/object/public/studio-assets/`

describe('own image URLs', () => {
  it("starts at the project's public URL of the studio-assets bucket", () => {
    expect(publicImageUrlPrefix(`${PROJECT}/`)).toBe(OURS)
  })

  it('accepts the public URL of an object of our bucket, as getPublicUrl makes it', () => {
    expect(isOwnImageUrl(`${OURS}studios/1764000000000-logo-lotus.jpg`, PROJECT)).toBe(true)
    expect(isOwnImageUrl(`${OURS}applications/0b9e7c1e-2f6a-4d2b-9c1a-5b8f3e2d1c0a-logo.jpg`, PROJECT)).toBe(
      true,
    )
    expect(isOwnImageUrl(`${OURS}teachers/my%20portrait.png`, PROJECT)).toBe(true)
  })

  it.each([
    [
      'another host carrying our path in its query',
      `https://evil.example/pixel?u=/storage/v1/object/public/studio-assets/applications/a-logo.jpg`,
    ],
    [
      'another host with our path',
      'https://evil.example/storage/v1/object/public/studio-assets/studios/a.jpg',
    ],
    [
      'our host as the user name of another',
      `${PROJECT}@evil.example/storage/v1/object/public/studio-assets/a.jpg`,
    ],
    [
      'our host as a subdomain of another',
      `${PROJECT}.evil.example/storage/v1/object/public/studio-assets/a.jpg`,
    ],
    ['another bucket', `${PROJECT}/storage/v1/object/public/other/a.jpg`],
    ['a query string', `${OURS}studios/a.jpg?redirect=https://evil.example`],
    ['a fragment', `${OURS}studios/a.jpg#x`],
    ['a way out of the bucket', `${OURS}studios/../../other/a.jpg`],
    ['an escaped way out of the bucket', `${OURS}studios/%2e%2e/%2E%2E/other/a.jpg`],
    ['the bucket itself', OURS],
    ['an empty segment', `${OURS}studios//a.jpg`],
  ])('refuses %s', (_reason, url) => {
    expect(isOwnImageUrl(url, PROJECT)).toBe(false)
  })

  it("checks against the app's own project URL unless told otherwise", () => {
    const local = 'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/seed/teachers/ana-reyes.jpg'
    expect(ownImageUrl(local)).toBe(local)
    expect(ownImageUrl(`${OURS}seed/teachers/ana-reyes.jpg`)).toBeNull()
    expect(ownImageUrl(null)).toBeNull()
    expect(ownImageUrl('')).toBeNull()
  })
})
