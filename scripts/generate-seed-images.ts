/**
 * Draws the sample images that supabase/seed.sql links to and writes them to
 * supabase/seed-images/ (the local backend copies that folder into the bucket
 * studio-assets). Run: npx tsx scripts/generate-seed-images.ts
 *
 * The list of images is read from seed.sql, so every link there gets a file and
 * files no link uses are removed. What a file shows depends on its path:
 *   seed/teachers/<slug>.jpg      portrait, 480x480
 *   …/<slug>-gallery-<n>.jpg      gallery picture, 800x533
 *   …/<slug>-logo.jpg             logo with the studio's initials, 320x320
 * There is no network here, so the pictures are calm abstract illustrations
 * drawn on a <canvas> in Debian's Chromium. Each is seeded by its path, so a
 * re-run gives the same pictures.
 */
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from './check-chromium.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const seedSqlPath = path.join(root, 'supabase/seed.sql')
const outDir = path.join(root, 'supabase/seed-images')
const BUCKET_URL = /http:\/\/127\.0\.0\.1:54321\/storage\/v1\/object\/public\/studio-assets\/([^'"\s]+)/g
const JPEG_QUALITY = 0.75

type Kind = 'portrait' | 'gallery' | 'logo'

interface ImageSpec {
  kind: Kind
  width: number
  height: number
  seed: number
  /** Studio galleries lean towards interiors; teacher galleries towards figures outdoors. */
  context: 'teacher' | 'studio'
  initials: string
  quality: number
}

const SIZES: Record<Kind, { width: number; height: number }> = {
  portrait: { width: 480, height: 480 },
  gallery: { width: 800, height: 533 },
  logo: { width: 320, height: 320 },
}

/** Words left out of a logo's initials ("the-quiet-room" gives "QR"). */
const FILLER_WORDS = new Set(['the', 'yoga', 'studio', 'and', 'online', 'hot'])

/** FNV-1a: a stable 32-bit seed from the file's path. */
function hashSeed(text: string): number {
  let hash = 0x811c9dc5
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

function specFor(relativePath: string): ImageSpec {
  const file = path.posix.basename(relativePath, '.jpg')
  const kind: Kind = file.endsWith('-logo') ? 'logo' : /-gallery-\d+$/.test(file) ? 'gallery' : 'portrait'
  const slug = file.replace(/-logo$|-gallery-\d+$/, '')
  const words = slug.split('-').filter((word) => !FILLER_WORDS.has(word))
  const initials = (words.length > 0 ? words : slug.split('-'))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')
  return {
    kind,
    ...SIZES[kind],
    seed: hashSeed(relativePath),
    context: relativePath.includes('/teachers/') ? 'teacher' : 'studio',
    initials,
    quality: JPEG_QUALITY,
  }
}

// The few canvas members the drawing uses. The Node tsconfig has no DOM
// library, and the drawing function runs in the browser, so it names them here.
interface CanvasGradientLike {
  addColorStop(offset: number, color: string): void
}
interface Context2D {
  fillStyle: string | CanvasGradientLike
  strokeStyle: string | CanvasGradientLike
  lineWidth: number
  lineCap: string
  lineJoin: string
  globalAlpha: number
  font: string
  textAlign: string
  textBaseline: string
  letterSpacing: string
  beginPath(): void
  closePath(): void
  moveTo(x: number, y: number): void
  lineTo(x: number, y: number): void
  quadraticCurveTo(cx: number, cy: number, x: number, y: number): void
  arc(x: number, y: number, r: number, start: number, end: number): void
  ellipse(x: number, y: number, rx: number, ry: number, rotation: number, start: number, end: number): void
  roundRect(x: number, y: number, w: number, h: number, r: number): void
  rect(x: number, y: number, w: number, h: number): void
  fill(): void
  stroke(): void
  clip(): void
  fillRect(x: number, y: number, w: number, h: number): void
  fillText(text: string, x: number, y: number): void
  save(): void
  restore(): void
  translate(x: number, y: number): void
  rotate(angle: number): void
  transform(a: number, b: number, c: number, d: number, e: number, f: number): void
  createLinearGradient(x0: number, y0: number, x1: number, y1: number): CanvasGradientLike
  createRadialGradient(
    x0: number,
    y0: number,
    r0: number,
    x1: number,
    y1: number,
    r1: number,
  ): CanvasGradientLike
}
interface CanvasLike {
  width: number
  height: number
  getContext(id: '2d'): Context2D | null
  toDataURL(type: string, quality: number): string
}
interface BrowserGlobals {
  document: { createElement(tag: 'canvas'): CanvasLike }
}

/**
 * Runs inside Chromium (page.evaluate serialises it), so it must not use
 * anything from this module's scope: all helpers and colours live inside.
 */
function drawImage(spec: ImageSpec): string {
  // mulberry32, seeded by the file's path.
  let state = spec.seed
  const random = (): number => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const between = (min: number, max: number): number => min + random() * (max - min)
  function pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(random() * items.length)]
    if (item === undefined) throw new Error('pick from an empty list')
    return item
  }

  interface Palette {
    skyTop: string
    skyBottom: string
    sun: string
    hills: [string, string, string]
    figure: string
  }
  // prettier-ignore
  const palettes: Palette[] = [
    { skyTop: '#cfe8e3', skyBottom: '#f6e7d3', sun: '#f3c89b', hills: ['#9cc5bd', '#6fa89f', '#3f7f78'], figure: '#2f5f5a' },
    { skyTop: '#f4e3cf', skyBottom: '#ead0b4', sun: '#fff6ea', hills: ['#d9b48f', '#c29473', '#8c6a55'], figure: '#5b4636' },
    { skyTop: '#e4ecdf', skyBottom: '#f7f3e8', sun: '#e8d29c', hills: ['#b8c9a9', '#92ab84', '#627d5a'], figure: '#3f5538' },
    { skyTop: '#dcd6e8', skyBottom: '#f3dfd6', sun: '#fff4e6', hills: ['#b6aacb', '#8f86ab', '#5f5a7d'], figure: '#403c58' },
    { skyTop: '#d4e6ef', skyBottom: '#eef3ea', sun: '#f6d7a7', hills: ['#a4c8d6', '#6fa3b8', '#3d7389'], figure: '#2a4f60' },
    { skyTop: '#f3ddd0', skyBottom: '#f8efe4', sun: '#e9a88a', hills: ['#d9b8a3', '#c08d73', '#8e5f4c'], figure: '#5a3b30' },
  ]
  const palette = pick(palettes)

  const canvas = (globalThis as unknown as BrowserGlobals).document.createElement('canvas')
  canvas.width = spec.width
  canvas.height = spec.height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('no 2d context')
  const ctx: Context2D = context
  const W = spec.width
  const H = spec.height

  const rgb = (hex: string): [number, number, number] => {
    const n = parseInt(hex.slice(1), 16)
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
  }
  const mix = (a: string, b: string, t: number, alpha = 1): string => {
    const [r1, g1, b1] = rgb(a)
    const [r2, g2, b2] = rgb(b)
    const c = (x: number, y: number) => Math.round(x + (y - x) * t)
    return `rgba(${c(r1, r2)}, ${c(g1, g2)}, ${c(b1, b2)}, ${alpha})`
  }
  const withAlpha = (color: string, alpha: number): string => mix(color, color, 0, alpha)

  function sky(top: string, bottom: string, height = H): void {
    const g = ctx.createLinearGradient(0, 0, 0, height)
    g.addColorStop(0, top)
    g.addColorStop(1, bottom)
    ctx.fillStyle = g
    ctx.fillRect(0, 0, W, height)
  }

  function sun(x: number, y: number, r: number, color: string): void {
    const glow = ctx.createRadialGradient(x, y, r * 0.8, x, y, r * 3)
    glow.addColorStop(0, withAlpha(color, 0.55))
    glow.addColorStop(1, withAlpha(color, 0))
    ctx.fillStyle = glow
    ctx.fillRect(0, 0, W, H)
    ctx.fillStyle = color
    ctx.beginPath()
    ctx.arc(x, y, r, 0, Math.PI * 2)
    ctx.fill()
  }

  /** A band of soft rolling hills whose top sits around baseY. */
  function hills(baseY: number, amplitude: number, color: string): (x: number) => number {
    const waves = [0, 1, 2].map(() => ({
      f: between(0.5, 2.2) / W,
      p: between(0, Math.PI * 2),
      a: between(0.4, 1),
    }))
    const top = (x: number) =>
      baseY + waves.reduce((y, w) => y + Math.sin(x * w.f * Math.PI * 2 + w.p) * w.a, 0) * amplitude
    ctx.fillStyle = color
    ctx.beginPath()
    ctx.moveTo(0, H)
    for (let x = 0; x <= W; x += 8) ctx.lineTo(x, top(x))
    ctx.lineTo(W, H)
    ctx.closePath()
    ctx.fill()
    return top
  }

  function mountains(baseY: number, height: number, color: string, mist: string): void {
    const g = ctx.createLinearGradient(0, baseY - height, 0, baseY + height * 0.4)
    g.addColorStop(0, color)
    g.addColorStop(1, mist)
    ctx.fillStyle = g
    ctx.beginPath()
    ctx.moveTo(0, H)
    let x = -40
    ctx.lineTo(x, baseY)
    while (x < W + 40) {
      const step = between(W * 0.12, W * 0.26)
      const peak = baseY - between(height * 0.35, height)
      ctx.quadraticCurveTo(x + step * 0.5, peak, x + step, baseY - between(0, height * 0.3))
      x += step
    }
    ctx.lineTo(W, H)
    ctx.closePath()
    ctx.fill()
  }

  type Point = [number, number]
  interface Pose {
    head: Point
    ground: number
    limbs: { points: Point[]; width: number }[]
  }
  const mirror = (points: Point[]): Point[] => points.map(([x, y]) => [-x, y])
  // prettier-ignore
  const seatedArms: Point[] = [[-0.09, -0.33], [-0.2, -0.16], [-0.27, 0.0]]
  const raisedArms: Point[] = [
    [-0.08, -0.36],
    [-0.17, -0.6],
    [-0.03, -0.8],
  ]
  const crossedLeg: Point[] = [
    [-0.05, 0],
    [-0.34, 0.05],
    [0.1, 0.09],
  ]
  const torso = {
    points: [
      [0, -0.37],
      [0, -0.03],
    ] as Point[],
    width: 0.17,
  }
  // prettier-ignore
  const poses: Record<'seated' | 'seatedArmsUp' | 'tree' | 'warrior', Pose> = {
    seated: {
      head: [0, -0.5],
      ground: 0.13,
      limbs: [torso, { points: seatedArms, width: 0.07 }, { points: mirror(seatedArms), width: 0.07 },
        { points: crossedLeg, width: 0.12 }, { points: mirror(crossedLeg), width: 0.12 }],
    },
    seatedArmsUp: {
      head: [0, -0.5],
      ground: 0.13,
      limbs: [torso, { points: raisedArms, width: 0.07 }, { points: mirror(raisedArms), width: 0.07 },
        { points: crossedLeg, width: 0.12 }, { points: mirror(crossedLeg), width: 0.12 }],
    },
    tree: {
      head: [0, -0.52],
      ground: 0.55,
      limbs: [{ points: [[0, -0.4], [0, -0.02]], width: 0.16 },
        { points: [[0.02, 0], [0.03, 0.26], [0.03, 0.52]], width: 0.11 },
        { points: [[-0.03, 0], [-0.26, 0.16], [-0.01, 0.27]], width: 0.1 },
        { points: raisedArms, width: 0.065 }, { points: mirror(raisedArms), width: 0.065 }],
    },
    warrior: {
      head: [0, -0.53],
      ground: 0.52,
      limbs: [{ points: [[0, -0.4], [0, -0.02]], width: 0.16 },
        { points: [[0.04, 0], [0.3, 0.17], [0.33, 0.5]], width: 0.11 },
        { points: [[-0.04, 0], [-0.44, 0.5]], width: 0.11 },
        { points: [[-0.08, -0.36], [-0.56, -0.35]], width: 0.065 },
        { points: [[0.08, -0.36], [0.56, -0.35]], width: 0.065 }],
    },
  }

  /** A pictogram-like figure; (x, groundY) is where it touches the ground. */
  function figure(pose: Pose, x: number, groundY: number, scale: number, color: string): void {
    const hipY = groundY - pose.ground * scale
    ctx.fillStyle = withAlpha(color, 0.18)
    ctx.beginPath()
    ctx.ellipse(x, groundY + scale * 0.015, scale * 0.42, scale * 0.035, 0, 0, Math.PI * 2)
    ctx.fill()
    ctx.strokeStyle = color
    ctx.fillStyle = color
    ctx.lineCap = 'round'
    ctx.lineJoin = 'round'
    for (const limb of pose.limbs) {
      ctx.lineWidth = limb.width * scale
      ctx.beginPath()
      limb.points.forEach(([px, py], i) => {
        if (i === 0) ctx.moveTo(x + px * scale, hipY + py * scale)
        else ctx.lineTo(x + px * scale, hipY + py * scale)
      })
      ctx.stroke()
    }
    ctx.beginPath()
    ctx.arc(x + pose.head[0] * scale, hipY + pose.head[1] * scale, 0.085 * scale, 0, Math.PI * 2)
    ctx.fill()
  }

  function leaf(x: number, y: number, length: number, angle: number, color: string): void {
    ctx.save()
    ctx.translate(x, y)
    ctx.rotate(angle)
    ctx.fillStyle = color
    ctx.beginPath()
    ctx.moveTo(0, 0)
    ctx.quadraticCurveTo(length * 0.5, -length * 0.32, length, 0)
    ctx.quadraticCurveTo(length * 0.5, length * 0.32, 0, 0)
    ctx.fill()
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.35)'
    ctx.lineWidth = Math.max(1.5, length * 0.02)
    ctx.beginPath()
    ctx.moveTo(length * 0.05, 0)
    ctx.lineTo(length * 0.92, 0)
    ctx.stroke()
    ctx.restore()
  }

  function portrait(): void {
    sky(palette.skyTop, palette.skyBottom)
    sun(W * between(0.25, 0.75), H * between(0.18, 0.38), W * between(0.09, 0.14), palette.sun)
    hills(H * 0.62, H * 0.05, palette.hills[0])
    hills(H * 0.72, H * 0.035, palette.hills[1])
    const front = hills(H * 0.84, H * 0.02, mix(palette.hills[2], palette.skyBottom, 0.35))
    const x = W * between(0.42, 0.58)
    const pose = pick([poses.seated, poses.seated, poses.seatedArmsUp, poses.tree])
    const standing = pose === poses.tree
    figure(pose, x, front(x) + H * 0.04, W * (standing ? 0.42 : 0.56), palette.figure)
  }

  function landscape(): void {
    sky(palette.skyTop, palette.skyBottom)
    sun(W * between(0.15, 0.85), H * between(0.15, 0.35), H * between(0.07, 0.11), palette.sun)
    mountains(H * 0.58, H * 0.3, mix(palette.hills[0], palette.skyTop, 0.3), palette.skyBottom)
    mountains(H * 0.7, H * 0.22, palette.hills[1], mix(palette.hills[1], palette.skyBottom, 0.6))
    const front = hills(H * 0.86, H * 0.025, palette.hills[2])
    if (spec.context === 'teacher' || random() < 0.4) {
      const x = W * pick([0.3, 0.5, 0.7])
      const pose = pick([poses.tree, poses.warrior, poses.seated])
      figure(
        pose,
        x,
        front(x) + H * 0.03,
        H * (pose === poses.seated ? 0.4 : 0.3),
        mix(palette.figure, '#000000', 0.1),
      )
    }
  }

  function seaside(): void {
    const horizon = H * between(0.55, 0.62)
    sky(palette.skyTop, palette.skyBottom, horizon)
    const sunX = W * between(0.3, 0.7)
    const sunR = H * between(0.07, 0.1)
    sun(sunX, horizon - H * between(0.08, 0.2), sunR, palette.sun)
    const sea = ctx.createLinearGradient(0, horizon, 0, H)
    sea.addColorStop(0, palette.hills[0])
    sea.addColorStop(1, palette.hills[2])
    ctx.fillStyle = sea
    ctx.fillRect(0, horizon, W, H - horizon)
    ctx.fillStyle = withAlpha(palette.sun, 0.45)
    for (let i = 0; i < 7; i++) {
      const y = horizon + 8 + i * 12
      const half = sunR * (1.1 - i * 0.12) * between(0.7, 1.1)
      ctx.fillRect(sunX - half, y, half * 2, 3)
    }
    const sand = hills(H * 0.88, H * 0.015, mix(palette.skyBottom, '#e8d5b5', 0.6))
    const x = W * pick([0.25, 0.72])
    const pose = pick([poses.seated, poses.seatedArmsUp, poses.warrior])
    figure(pose, x, sand(x) + H * 0.035, H * (pose === poses.warrior ? 0.28 : 0.34), palette.figure)
  }

  function interior(): void {
    sky(mix(palette.skyBottom, '#ffffff', 0.3), palette.skyBottom, H * 0.7)
    // Arched windows with the sky outside.
    const count = pick([1, 2, 3])
    const winW = W * (count === 1 ? 0.3 : 0.2)
    const gap = (W - count * winW) / (count + 1)
    const winTop = H * 0.12
    const winBottom = H * 0.6
    for (let i = 0; i < count; i++) {
      const x = gap + i * (winW + gap)
      ctx.save()
      ctx.beginPath()
      ctx.moveTo(x, winBottom)
      ctx.lineTo(x, winTop + winW / 2)
      ctx.arc(x + winW / 2, winTop + winW / 2, winW / 2, Math.PI, 0)
      ctx.lineTo(x + winW, winBottom)
      ctx.closePath()
      ctx.clip()
      const view = ctx.createLinearGradient(0, winTop, 0, winBottom)
      view.addColorStop(0, palette.skyTop)
      view.addColorStop(1, mix(palette.sun, palette.skyBottom, 0.5))
      ctx.fillStyle = view
      ctx.fillRect(x, winTop, winW, winBottom - winTop)
      ctx.fillStyle = palette.hills[0]
      ctx.beginPath()
      ctx.ellipse(
        x + winW * between(0.2, 0.8),
        winBottom,
        winW * 0.7,
        (winBottom - winTop) * 0.22,
        0,
        0,
        Math.PI * 2,
      )
      ctx.fill()
      ctx.restore()
      ctx.strokeStyle = '#fbf8f2'
      ctx.lineWidth = 6
      ctx.beginPath()
      ctx.moveTo(x, winBottom)
      ctx.lineTo(x, winTop + winW / 2)
      ctx.arc(x + winW / 2, winTop + winW / 2, winW / 2, Math.PI, 0)
      ctx.lineTo(x + winW, winBottom)
      ctx.moveTo(x + winW / 2, winTop)
      ctx.lineTo(x + winW / 2, winBottom)
      ctx.stroke()
    }
    // Wooden floor with a hint of perspective, and mats on it.
    const floorTop = H * 0.66
    const floor = ctx.createLinearGradient(0, floorTop, 0, H)
    floor.addColorStop(0, '#d8bf9f')
    floor.addColorStop(1, '#b8946f')
    ctx.fillStyle = floor
    ctx.fillRect(0, floorTop, W, H - floorTop)
    ctx.strokeStyle = 'rgba(120, 90, 60, 0.18)'
    ctx.lineWidth = 2
    for (let i = -6; i <= 6; i++) {
      ctx.beginPath()
      ctx.moveTo(W / 2 + i * W * 0.07, floorTop)
      ctx.lineTo(W / 2 + i * W * 0.2, H)
      ctx.stroke()
    }
    const mats = pick([2, 3, 4])
    for (let i = 0; i < mats; i++) {
      const cx = W * ((i + 1) / (mats + 1))
      ctx.save()
      ctx.translate(cx, floorTop + (H - floorTop) * 0.55)
      ctx.transform(1, 0, (cx - W / 2) / W, 1, 0, 0)
      ctx.fillStyle = pick([palette.hills[1], palette.hills[2], palette.figure, palette.sun])
      ctx.beginPath()
      ctx.roundRect(-W * 0.045, -H * 0.13, W * 0.09, H * 0.26, 8)
      ctx.fill()
      ctx.restore()
    }
    // A plant in the corner.
    const px = pick([W * 0.07, W * 0.93])
    ctx.fillStyle = '#c9a27c'
    ctx.beginPath()
    ctx.moveTo(px - 28, H * 0.62)
    ctx.lineTo(px + 28, H * 0.62)
    ctx.lineTo(px + 20, H * 0.74)
    ctx.lineTo(px - 20, H * 0.74)
    ctx.closePath()
    ctx.fill()
    for (let i = 0; i < 7; i++) {
      leaf(
        px,
        H * 0.62,
        H * between(0.14, 0.22),
        -Math.PI / 2 + between(-1.1, 1.1),
        mix('#627d5a', '#92ab84', random()),
      )
    }
  }

  function botanical(): void {
    sky(palette.skyBottom, mix(palette.skyTop, palette.skyBottom, 0.5))
    sun(W * between(0.55, 0.8), H * between(0.3, 0.5), H * between(0.16, 0.22), palette.sun)
    const greens = ['#627d5a', '#92ab84', '#3f7f78', '#6fa89f', '#b8c9a9']
    for (let i = 0; i < 9; i++) {
      const fromLeft = random() < 0.6
      const x = fromLeft ? between(-W * 0.05, W * 0.25) : between(W * 0.8, W * 1.05)
      const y = between(H * 0.6, H * 1.05)
      const angle = fromLeft ? between(-1.4, -0.3) : between(-2.8, -1.7)
      leaf(x, y, H * between(0.3, 0.55), angle, mix(pick(greens), palette.skyBottom, between(0, 0.3), 0.92))
    }
  }

  function logo(): void {
    ctx.fillStyle = mix(palette.skyBottom, '#ffffff', 0.4)
    ctx.fillRect(0, 0, W, H)
    const cx = W / 2
    const cy = H / 2
    const r = W * 0.4
    const disc = ctx.createLinearGradient(0, cy - r, 0, cy + r)
    disc.addColorStop(0, palette.hills[1])
    disc.addColorStop(1, palette.hills[2])
    ctx.fillStyle = disc
    ctx.beginPath()
    ctx.arc(cx, cy, r, 0, Math.PI * 2)
    ctx.fill()
    ctx.strokeStyle = mix(palette.hills[0], '#ffffff', 0.5)
    ctx.lineWidth = 3
    ctx.beginPath()
    ctx.arc(cx, cy, r * 0.9, 0, Math.PI * 2)
    ctx.stroke()
    // A five-petal lotus (or a rising sun) above the initials.
    ctx.fillStyle = mix('#ffffff', palette.sun, 0.25, 0.9)
    if (random() < 0.6) {
      for (const angle of [-0.9, -0.45, 0, 0.45, 0.9]) {
        ctx.save()
        ctx.translate(cx, cy - r * 0.12)
        ctx.rotate(angle)
        ctx.beginPath()
        ctx.ellipse(0, -r * 0.2, r * 0.075, r * 0.2, 0, 0, Math.PI * 2)
        ctx.fill()
        ctx.restore()
      }
    } else {
      ctx.beginPath()
      ctx.arc(cx, cy - r * 0.14, r * 0.22, Math.PI, 0)
      ctx.fill()
      ctx.fillRect(cx - r * 0.42, cy - r * 0.1, r * 0.84, r * 0.035)
    }
    ctx.fillStyle = '#ffffff'
    ctx.font = `600 ${Math.round(r * 0.42)}px "DejaVu Serif", "Liberation Serif", serif`
    ctx.textAlign = 'center'
    ctx.textBaseline = 'middle'
    ctx.letterSpacing = `${Math.round(r * 0.05)}px`
    ctx.fillText(spec.initials, cx + r * 0.025, cy + r * 0.36)
  }

  if (spec.kind === 'portrait') portrait()
  else if (spec.kind === 'logo') logo()
  else if (spec.context === 'studio') pick([interior, interior, landscape, seaside, botanical])()
  else pick([landscape, seaside, seaside, botanical])()

  return canvas.toDataURL('image/jpeg', spec.quality)
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => [])
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))
}

async function main(): Promise<void> {
  const sql = await readFile(seedSqlPath, 'utf8')
  const wanted = [...new Set([...sql.matchAll(BUCKET_URL)].map((match) => match[1]!))].sort()
  const bad = wanted.filter((file) => !/^seed\/[a-z]+\/[a-z0-9-]+\.jpg$/.test(file))
  if (bad.length > 0)
    throw new Error(`Seed image links must look like seed/<folder>/<name>.jpg: ${bad.join(', ')}`)

  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  let totalBytes = 0
  let largestBytes = 0
  try {
    const page = await browser.newPage()
    // tsx compiles named inner functions into __name(fn, "name") calls; the
    // serialised function needs that helper in the page too.
    await page.evaluate('globalThis.__name = (fn) => fn')
    for (const file of wanted) {
      const dataUrl = await page.evaluate(drawImage, specFor(file))
      const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')
      const target = path.join(outDir, file)
      await mkdir(path.dirname(target), { recursive: true })
      await writeFile(target, bytes)
      totalBytes += bytes.length
      largestBytes = Math.max(largestBytes, bytes.length)
    }
  } finally {
    await browser.close()
  }

  const keep = new Set(wanted.map((file) => path.join(outDir, file)))
  const stale = (await listFiles(path.join(outDir, 'seed'))).filter((file) => !keep.has(file))
  for (const file of stale) await rm(file)

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`
  console.log(
    `Wrote ${wanted.length} images to ${path.relative(root, outDir)} (${kb(totalBytes)} in total, largest ${kb(largestBytes)})` +
      (stale.length > 0 ? `; removed ${stale.length} no longer linked` : ''),
  )
}

await main()
