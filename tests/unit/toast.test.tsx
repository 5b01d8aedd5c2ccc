import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ToastProvider } from '../../src/components/toast/toast-provider.tsx'
import { useToast, type ToastOptions } from '../../src/components/toast/use-toast.ts'
import { TOAST_DURATION_MS } from '../../src/lib/directory-options.ts'

function Trigger({ label, options }: { label: string; options: ToastOptions }) {
  const { toast } = useToast()
  return (
    <button type="button" onClick={() => toast(options)}>
      {label}
    </button>
  )
}

function renderToasts() {
  return render(
    <ToastProvider>
      <Trigger
        label="Save"
        options={{ title: 'SEO Updated!', description: 'Successfully saved SEO data for Ana.' }}
      />
      <Trigger
        label="Fail"
        options={{ title: 'Error', description: 'Failed to save SEO data.', variant: 'destructive' }}
      />
    </ToastProvider>,
  )
}

async function visibleNotices() {
  const region = await screen.findByRole('region', { name: 'Notifications (F8)' })
  await within(region).findByRole('listitem')
  return within(region).getAllByRole('listitem')
}

afterEach(() => {
  vi.useRealTimers()
})

describe('notices', () => {
  it('shows one notice at a time: a new one replaces the old', async () => {
    renderToasts()
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    let notices = await visibleNotices()
    expect(notices).toHaveLength(1)
    expect(notices[0]).toHaveTextContent('SEO Updated!')
    expect(notices[0]).toHaveTextContent('Successfully saved SEO data for Ana.')

    fireEvent.click(screen.getByRole('button', { name: 'Fail' }))
    notices = await visibleNotices()
    await within(notices[0]!).findByText('Error')
    notices = await visibleNotices()
    expect(notices).toHaveLength(1)
    expect(notices[0]).toHaveTextContent('Failed to save SEO data.')
    expect(notices[0]).toHaveClass('bg-red-700')
    expect(screen.queryByText('SEO Updated!')).not.toBeInTheDocument()
  })

  it(`closes by itself after ${TOAST_DURATION_MS} ms`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    renderToasts()
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await visibleNotices()

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100))
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveTextContent('SEO Updated!')
    act(() => vi.advanceTimersByTime(200))
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).not.toBeInTheDocument()
  })

  it('can be dismissed with its close button', async () => {
    renderToasts()
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    const [notice] = await visibleNotices()
    fireEvent.click(within(notice!).getByRole('button', { name: 'Dismiss notification' }))
    expect(screen.queryByText('SEO Updated!')).not.toBeInTheDocument()
  })
})
