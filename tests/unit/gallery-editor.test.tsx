import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ToastProvider } from '../../src/components/toast/toast-provider.tsx'
import { GalleryEditor, moveItem, spotsLeftText } from '../../src/components/media/gallery-editor.tsx'
import { ImageUploadField } from '../../src/components/media/image-upload-field.tsx'
import { uploadTeacherImage } from '../../src/features/teachers/api/upload-teacher-image.ts'
import { IMAGE_COMPRESSION, imageObjectPath, isImageFile } from '../../src/lib/storage.ts'
import { expectConsole } from './console-guard.ts'
import { deferred } from './directory-test-utils.tsx'
import { server } from './msw-server.ts'

// jsdom has no canvas: the compressor hands back a small JPEG and reports progress.
// A test may hold it back (`hold.gate`) to look at the uploading state.
const hold = vi.hoisted(() => ({ gate: null as Promise<void> | null }))
const compress = vi.hoisted(() =>
  vi.fn(async (file: File, options: { onProgress?: (percent: number) => void }) => {
    options.onProgress?.(50)
    if (hold.gate) await hold.gate
    options.onProgress?.(100)
    return new File(['jpeg'], file.name.replace(/\.[^.]*$/, '.jpg'), { type: 'image/jpeg' })
  }),
)
vi.mock('browser-image-compression', () => ({ default: compress }))

const STORAGE = 'http://127.0.0.1:54321/storage/v1/object'
const PUBLIC = `${STORAGE}/public/studio-assets`

/** Answers uploads to studio-assets as Storage does; records the object paths. */
function serveUploads(fail: (path: string) => boolean = () => false) {
  const paths: string[] = []
  server.use(
    http.post(`${STORAGE}/studio-assets/*`, ({ request }) => {
      const path = decodeURIComponent(
        new URL(request.url).pathname.replace('/storage/v1/object/studio-assets/', ''),
      )
      if (fail(path)) {
        return HttpResponse.json(
          {
            statusCode: '415',
            code: 'InvalidMimeType',
            error: 'invalid_mime_type',
            message: 'mime type not supported',
          },
          { status: 400 },
        )
      }
      paths.push(path)
      return HttpResponse.json({ Key: `studio-assets/${path}`, Id: crypto.randomUUID() })
    }),
  )
  return paths
}

const urls = (count: number) =>
  Array.from(
    { length: count },
    (_, i) => `http://127.0.0.1:54321/storage/v1/object/public/studio-assets/g${i + 1}.jpg`,
  )
const photo = (name: string, type = 'image/png') => new File(['png'], name, { type })

function Harness({ initial, accept }: { initial: string[]; accept?: string }) {
  const [value, setValue] = useState(initial)
  const [uploading, setUploading] = useState(false)
  return (
    <ToastProvider>
      <GalleryEditor
        label="Gallery"
        value={value}
        onChange={setValue}
        upload={uploadTeacherImage}
        accept={accept}
        onUploadingChange={setUploading}
        limitNotice={(n) => ({
          title: 'Upload Limit Exceeded',
          description: `You can only upload up to 9 images. You have ${n} spots left.`,
          variant: 'destructive',
        })}
        fileFailureNotice={(_file, error) => ({
          title: 'Upload Failed',
          description: error.message,
          variant: 'destructive',
        })}
      />
      <output aria-label="value">{value.join(' ')}</output>
      <output aria-label="uploading">{String(uploading)}</output>
    </ToastProvider>
  )
}

const gallery = () => screen.getByRole('group', { name: 'Gallery' })
const picker = () => within(gallery()).getByLabelText('Add gallery images')
const shown = () =>
  within(screen.getByRole('list', { name: 'Gallery images' }))
    .getAllByRole('img')
    .map((img) => img.getAttribute('src'))

function choose(files: File[]) {
  fireEvent.change(picker(), { target: { files } })
}

describe('gallery helpers', () => {
  it('words the spots left', () => {
    expect(spotsLeftText(6)).toBe('6 spots left')
    expect(spotsLeftText(1)).toBe('1 spot left')
    expect(spotsLeftText(0)).toContain('0 spots left')
    expect(spotsLeftText(0)).toContain('Gallery full (9 of 9)')
  })

  it('moves an item', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b'])
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c'])
  })

  it('names objects and compresses as SPEC §5 says', () => {
    expect(imageObjectPath('teachers', 'gallery', 'My Photo (1).PNG', 123)).toBe(
      'teachers/123-gallery-My-Photo-1.jpg',
    )
    expect(IMAGE_COMPRESSION.profile).toEqual({ maxWidthOrHeight: 800, initialQuality: 0.7 })
    expect(IMAGE_COMPRESSION.gallery).toEqual({ maxWidthOrHeight: 1024, initialQuality: 0.8 })
    expect(isImageFile(photo('a.webp', 'image/webp'))).toBe(true)
    expect(isImageFile(photo('a.svg', 'image/svg+xml'))).toBe(false)
  })
})

describe('GalleryEditor', () => {
  beforeEach(() => {
    compress.mockClear()
    hold.gate = null
  })

  it('refuses a 10th image with the limit notice and uploads nothing', async () => {
    const uploaded = serveUploads()
    render(<Harness initial={urls(9)} />)
    expect(within(gallery()).getByText(/0 spots left/)).toBeInTheDocument()
    expect(picker()).toBeDisabled()

    // Even if the disabled input were used, nothing beyond the limit is uploaded.
    fireEvent.change(picker(), { target: { files: [photo('ten.png')] } })
    expect(await screen.findByText('Upload Limit Exceeded')).toBeInTheDocument()
    expect(screen.getByText('You can only upload up to 9 images. You have 0 spots left.')).toBeInTheDocument()
    expect(compress).not.toHaveBeenCalled()
    expect(uploaded).toEqual([])
  })

  it('uploads none of the chosen files when they do not all fit', async () => {
    const uploaded = serveUploads()
    render(<Harness initial={urls(7)} />)
    expect(within(gallery()).getByText('2 spots left')).toBeInTheDocument()
    choose([photo('a.png'), photo('b.png'), photo('c.png')])
    expect(
      await screen.findByText('You can only upload up to 9 images. You have 2 spots left.'),
    ).toBeInTheDocument()
    expect(uploaded).toEqual([])
    expect(shown()).toEqual(urls(7))
  })

  it('uploads the chosen files one by one, appends them and says so', async () => {
    const uploaded = serveUploads()
    render(<Harness initial={urls(6)} />)
    expect(within(gallery()).getByText('3 spots left')).toBeInTheDocument()
    const gate = deferred()
    hold.gate = gate.promise
    choose([photo('first.png'), photo('second.png')])

    expect(await within(gallery()).findByText('Uploading 1 of 2')).toBeInTheDocument()
    expect(
      within(gallery()).getByRole('progressbar', { name: 'Uploading gallery images' }),
    ).toBeInTheDocument()
    expect(picker()).toBeDisabled()
    expect(screen.getByLabelText('uploading')).toHaveTextContent('true')
    // Half of the first file's compression (50% of its 90% share) of two files.
    await waitFor(() => expect(within(gallery()).getByRole('progressbar')).toHaveValue(23))
    gate.release()
    hold.gate = null

    expect(await screen.findByText('Gallery Updated!')).toBeInTheDocument()
    expect(within(gallery()).getByText('1 spot left')).toBeInTheDocument()
    expect(uploaded).toHaveLength(2)
    expect(uploaded[0]).toMatch(/^teachers\/\d+-gallery-first\.jpg$/)
    expect(uploaded[1]).toMatch(/^teachers\/\d+-gallery-second\.jpg$/)
    expect(shown()).toEqual([...urls(6), `${PUBLIC}/${uploaded[0]}`, `${PUBLIC}/${uploaded[1]}`])
    expect(compress).toHaveBeenCalledWith(
      expect.any(File),
      expect.objectContaining({
        maxWidthOrHeight: 1024,
        initialQuality: 0.8,
        fileType: 'image/jpeg',
        useWebWorker: false,
      }),
    )
    expect(screen.getByLabelText('uploading')).toHaveTextContent('false')
    expect(picker()).toBeEnabled()
  })

  it('skips a failing file with its own notice and keeps the others', async () => {
    expectConsole('warn', /^Adding broken\.png to the gallery failed: .*mime type not supported/)
    expectConsole('warn', /^Adding anim\.gif to the gallery failed: .*not one of the accepted image types/)
    const uploaded = serveUploads((path) => path.includes('broken'))
    render(<Harness initial={[]} accept="image/png,image/jpeg" />)
    choose([photo('good.png'), photo('broken.png'), photo('anim.gif', 'image/gif')])

    expect(await screen.findByText('Gallery Updated!')).toBeInTheDocument()
    expect(uploaded).toHaveLength(1)
    expect(shown()).toEqual([`${PUBLIC}/${uploaded[0]}`])
    expect(within(gallery()).getByText('Not added: broken.png, anim.gif')).toBeInTheDocument()
    expect(screen.getByText(/Added 1 of 3 images/)).toBeInTheDocument()
  })

  it('moves and removes images with the keyboard-reachable buttons, keeping focus', () => {
    render(<Harness initial={urls(3)} />)
    expect(within(gallery()).getByRole('button', { name: 'Move image 1 left' })).toBeDisabled()
    expect(within(gallery()).getByRole('button', { name: 'Move image 3 right' })).toBeDisabled()

    const right = within(gallery()).getByRole('button', { name: 'Move image 1 right' })
    right.focus()
    fireEvent.click(right)
    expect(shown()).toEqual([
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/g2.jpg',
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/g1.jpg',
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/g3.jpg',
    ])
    expect(document.activeElement).toBe(within(gallery()).getByRole('button', { name: 'Move image 2 right' }))

    fireEvent.click(within(gallery()).getByRole('button', { name: 'Move image 2 right' }))
    expect(shown()).toEqual([
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/g2.jpg',
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/g3.jpg',
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/g1.jpg',
    ])
    // At the end, "move right" is disabled, so focus goes to "move left" of the same image.
    expect(document.activeElement).toBe(within(gallery()).getByRole('button', { name: 'Move image 3 left' }))

    fireEvent.click(within(gallery()).getByRole('button', { name: 'Remove image 1' }))
    expect(shown()).toEqual([
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/g3.jpg',
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/g1.jpg',
    ])
    expect(within(gallery()).getByText('7 spots left')).toBeInTheDocument()
    expect(screen.getByLabelText('value')).toHaveTextContent(
      'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/g3.jpg http://127.0.0.1:54321/storage/v1/object/public/studio-assets/g1.jpg',
    )
  })
})

function FieldHarness() {
  const [value, setValue] = useState<string | null>(null)
  return (
    <ToastProvider>
      <ImageUploadField
        label="Profile Image"
        value={value}
        onChange={setValue}
        upload={uploadTeacherImage}
        purpose="profile"
        failureNotice={(error) => ({
          title: 'Upload Failed',
          description: error.message,
          variant: 'destructive',
        })}
      />
    </ToastProvider>
  )
}

describe('ImageUploadField', () => {
  it('refuses a file that is not an image before uploading', async () => {
    const uploaded = serveUploads()
    render(<FieldHarness />)
    const group = screen.getByRole('group', { name: 'Profile Image' })
    fireEvent.change(within(group).getByLabelText('Choose image'), {
      target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] },
    })
    expect(await screen.findByText('Upload Failed')).toBeInTheDocument()
    expect(screen.getByText('cv.pdf is not an image file.')).toBeInTheDocument()
    expect(uploaded).toEqual([])
  })

  it("says 'Canvas to Blob conversion failed' when the browser cannot turn the image into a JPEG", async () => {
    expectConsole('warn', /^Uploading corrupt\.png failed: .*Canvas to Blob conversion failed/)
    const uploaded = serveUploads()
    compress.mockRejectedValueOnce(new Event('error'))
    render(<FieldHarness />)
    const group = screen.getByRole('group', { name: 'Profile Image' })
    fireEvent.change(within(group).getByLabelText('Choose image'), {
      target: { files: [photo('corrupt.png')] },
    })
    expect(await screen.findByText('Upload Failed')).toBeInTheDocument()
    expect(screen.getByText('Canvas to Blob conversion failed')).toBeInTheDocument()
    expect(uploaded).toEqual([])
    expect(within(group).queryByRole('img')).not.toBeInTheDocument()
  })

  it('uploads, shows the new image, then lets it be removed', async () => {
    const gate = deferred()
    hold.gate = gate.promise
    const uploaded = serveUploads()
    render(<FieldHarness />)
    const group = screen.getByRole('group', { name: 'Profile Image' })
    fireEvent.change(within(group).getByLabelText('Choose image'), { target: { files: [photo('me.png')] } })
    expect(
      await within(group).findByRole('progressbar', { name: 'Uploading Profile Image' }),
    ).toBeInTheDocument()
    expect(await within(group).findByText('Uploading... 45%')).toBeInTheDocument()
    expect(within(group).getByLabelText('Choose image')).toBeDisabled()
    gate.release()
    hold.gate = null
    expect(await screen.findByText('Image Uploaded!')).toBeInTheDocument()
    expect(uploaded[0]).toMatch(/^teachers\/\d+-profile-me\.jpg$/)
    expect(within(group).getByRole('img', { name: 'Current profile image' })).toHaveAttribute(
      'src',
      `${PUBLIC}/${uploaded[0]}`,
    )
    expect(compress).toHaveBeenLastCalledWith(
      expect.any(File),
      expect.objectContaining({ maxWidthOrHeight: 800, initialQuality: 0.7 }),
    )
    fireEvent.click(within(group).getByRole('button', { name: 'Remove image' }))
    await waitFor(() => expect(within(group).queryByRole('img')).not.toBeInTheDocument())
    expect(within(group).getByLabelText('Choose image')).toBeEnabled()
  })
})
