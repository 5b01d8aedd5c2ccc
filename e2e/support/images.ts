import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { deflateSync } from 'node:zlib'

/** Real images for upload tests: PNGs built byte by byte, and the seed photos (JPEG). */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** An RGB PNG of `width` × `height` with a colour gradient. */
export function makePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // colour type: RGB
  const rows = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1)
    for (let x = 0; x < width; x += 1) {
      rows[row + 1 + x * 3] = (x * 255) / width
      rows[row + 2 + x * 3] = (y * 255) / height
      rows[row + 3 + x * 3] = 128
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const SEED_IMAGES = path.resolve(import.meta.dirname, '../../supabase/seed-images/seed/teachers')

/** `count` distinct real JPEG photos from supabase/seed-images, as files for setInputFiles. */
export function seedPhotos(count: number): { name: string; mimeType: string; buffer: Buffer }[] {
  const names = readdirSync(SEED_IMAGES)
    .filter((name) => name.endsWith('.jpg'))
    .sort()
    .slice(0, count)
  if (names.length < count) throw new Error(`only ${names.length} seed photos in ${SEED_IMAGES}`)
  return names.map((name) => ({
    name,
    mimeType: 'image/jpeg',
    buffer: readFileSync(path.join(SEED_IMAGES, name)),
  }))
}
