import { act, useState, type FormEvent } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FormOnDemand, formOnDemand } from '../../src/components/forms/form-on-demand.tsx'
import { readDraft } from '../../src/components/forms/form-draft.ts'
import { BEFORE_HYDRATION_SCRIPT, TYPED_BEFORE_LEAVING_KEY } from '../../src/lib/before-hydration.ts'

// React's act() outside Testing Library: hydration is what is under test, and Testing Library
// only renders fresh.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

// The page's inline head script, as every prerendered page runs it before anything else.
new Function(BEFORE_HYDRATION_SCRIPT)()

const DRAFT_KEY = 'draft:test-form'
const sent: Record<string, unknown>[] = []

/** A small form of the kind the public pages prerender: restores its draft, sends what it holds. */
function TestForm() {
  const initial = readDraft(DRAFT_KEY, { name: '', message: '', agree: false })
  const [pressed, setPressed] = useState(false)
  // Like a list's "add your own" box: a control kept in component state, not a form field.
  const [own, setOwn] = useState('')
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    sent.push({ name: data.get('name'), message: data.get('message'), agree: data.get('agree') === 'on' })
  }
  return (
    <form aria-label="Test form" onSubmit={onSubmit}>
      <label>
        Name <input name="name" defaultValue={initial.name} />
      </label>
      <label>
        Message <textarea name="message" defaultValue={initial.message} />
      </label>
      <label>
        <input type="checkbox" name="agree" defaultChecked={initial.agree} /> Agree
      </label>
      <button type="button" aria-pressed={pressed} onClick={() => setPressed(!pressed)}>
        Parking
      </button>
      <label>
        Add your own <input value={own} onChange={(event) => setOwn(event.target.value)} />
      </label>
      <output aria-label="Own value">{own}</output>
      <button type="submit">Send</button>
    </form>
  )
}

let container: HTMLDivElement
let root: Root | undefined
let load: ReturnType<typeof vi.fn<() => Promise<typeof TestForm>>>

/** The page as the build wrote it, then hydrated, as the browser does with a prerendered page. */
function prerender() {
  container.innerHTML = `<div>${renderToString(<TestForm />)}</div>`
  return {
    form: container.querySelector('form') as HTMLFormElement,
    input: (name: string) => container.querySelector(`[name="${name}"]`) as HTMLInputElement,
  }
}

async function hydrate(onDemand = formOnDemand(load, DRAFT_KEY)) {
  await act(async () => {
    root = hydrateRoot(container, <FormOnDemand form={onDemand} placeholderClassName="" />)
  })
  return onDemand
}

/** Lets the form's code "arrive" and React take over. */
const settle = () => act(async () => {})

function type(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  element.value = value
  element.dispatchEvent(new Event('input', { bubbles: true }))
}

beforeEach(() => {
  sessionStorage.clear()
  sent.length = 0
  container = document.createElement('div')
  document.body.append(container)
  load = vi.fn(() => Promise.resolve(TestForm))
})

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  container.remove()
})

describe('a prerendered form that becomes live when used', () => {
  it('loads no form code while nobody uses the form, and hydrates without a mismatch', async () => {
    const { form } = prerender()
    await hydrate()
    await settle()
    expect(load).not.toHaveBeenCalled()
    // The prerendered form is still the one on the page.
    expect(container.querySelector('form')).toBe(form)
  })

  it('takes over what was typed before the page was hydrated, with the focus and the caret', async () => {
    const { form, input } = prerender()
    const message = input('message') as unknown as HTMLTextAreaElement
    type(input('name'), 'Ana')
    input('agree').checked = true
    type(message, 'Hello there')
    message.focus()
    message.setSelectionRange(5, 5)

    await hydrate()
    await settle()

    expect(load).toHaveBeenCalledOnce()
    const live = container.querySelector('form')
    expect(live).not.toBe(form)
    expect(input('name').value).toBe('Ana')
    expect(input('agree').checked).toBe(true)
    const liveMessage = input('message') as unknown as HTMLTextAreaElement
    expect(liveMessage.value).toBe('Hello there')
    expect(document.activeElement).toBe(liveMessage)
    expect(liveMessage.selectionStart).toBe(5)
  })

  it('takes over text typed into a box that is not a form field, as the live component state', async () => {
    let arrive: (form: typeof TestForm) => void = () => {}
    load.mockImplementation(() => new Promise((resolve) => (arrive = resolve)))
    prerender()
    await hydrate()
    const ownBox = () => container.querySelector('input:not([name])') as HTMLInputElement
    ownBox().focus()
    type(ownBox(), 'Aerial Yoga')
    await act(async () => arrive(TestForm))

    expect(ownBox().value).toBe('Aerial Yoga')
    expect(container.querySelector('output')).toHaveTextContent('Aerial Yoga')
    expect(document.activeElement).toBe(ownBox())
  })

  it('keeps typing in the draft until the form is live, so a reload loses nothing', async () => {
    let arrive: (form: typeof TestForm) => void = () => {}
    load.mockImplementation(() => new Promise((resolve) => (arrive = resolve)))
    const { input } = prerender()
    await hydrate()
    type(input('name'), 'Ana')
    expect(load).toHaveBeenCalledOnce()
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}')).toEqual({ name: 'Ana' })
    // Typed back to empty: the draft follows, rather than bringing the old text back.
    type(input('name'), '')
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}')).toEqual({ name: '' })
    await act(async () => arrive(TestForm))
    expect(input('name').value).toBe('')
  })

  it('gives back what was typed into a page left before it hydrated (a reload), when it comes again', async () => {
    const { input } = prerender()
    type(input('name'), 'Ana')
    input('agree').checked = true
    // The page is left before its scripts ran: only the inline head script sees it.
    window.dispatchEvent(new Event('pagehide'))
    expect(sessionStorage.getItem(TYPED_BEFORE_LEAVING_KEY)).not.toBeNull()

    // The same page again, as prerendered.
    prerender()
    await hydrate()
    await settle()
    expect(load).toHaveBeenCalledOnce()
    expect(input('name').value).toBe('Ana')
    expect(input('agree').checked).toBe(true)
    expect(input('message').value).toBe('')
    // Taken once: from now on the form's draft keeps it.
    expect(sessionStorage.getItem(TYPED_BEFORE_LEAVING_KEY)).toBeNull()
    expect(readDraft(DRAFT_KEY, { name: '', agree: false })).toEqual({ name: 'Ana', agree: true })
  })

  it('puts nothing back that was typed on another page or into a control that moved', async () => {
    sessionStorage.setItem(
      TYPED_BEFORE_LEAVING_KEY,
      JSON.stringify({ path: '/somewhere-else', controls: [[0, 0, 'name', 'Not here']] }),
    )
    const { input } = prerender()
    await hydrate()
    await settle()
    expect(input('name').value).toBe('')
    expect(load).not.toHaveBeenCalled()
    // Still there for the page it was typed on.
    expect(sessionStorage.getItem(TYPED_BEFORE_LEAVING_KEY)).toContain('Not here')

    sessionStorage.setItem(
      TYPED_BEFORE_LEAVING_KEY,
      JSON.stringify({ path: window.location.pathname, controls: [[0, 1, 'name', 'Moved'], 'junk'] }),
    )
    act(() => root?.unmount())
    prerender()
    await hydrate()
    await settle()
    expect(input('name').value).toBe('')
    expect(input('message').value).toBe('')
  })

  it('never keeps a password typed before the page hydrated', () => {
    container.innerHTML =
      '<form><input name="email" value=""><input type="password" name="password" value=""></form>'
    type(container.querySelector('[name="email"]') as HTMLInputElement, 'ana@example.com')
    type(container.querySelector('[name="password"]') as HTMLInputElement, 'secret-pass')
    window.dispatchEvent(new Event('pagehide'))
    const kept = sessionStorage.getItem(TYPED_BEFORE_LEAVING_KEY) ?? ''
    expect(kept).toContain('ana@example.com')
    expect(kept).not.toContain('secret-pass')
  })

  it('leaves a stored draft alone when nothing was typed, and goes live at once to show it', async () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ name: 'From before', message: 'Kept' }))
    prerender()
    await hydrate()
    await settle()
    expect(load).toHaveBeenCalledOnce()
    const { input } = {
      input: (name: string) => container.querySelector(`[name="${name}"]`) as HTMLInputElement,
    }
    expect(input('name').value).toBe('From before')
    expect(input('message').value).toBe('Kept')
  })

  it('sends a form sent before it was live, once, with its values', async () => {
    const { form, input } = prerender()
    await hydrate()
    type(input('name'), 'Ana')
    // The browser's own sending is stopped (it would put every field in the URL)...
    const submit = new Event('submit', { bubbles: true, cancelable: true })
    form.dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(true)
    await settle()
    // ...and the live form sends instead.
    expect(sent).toEqual([{ name: 'Ana', message: '', agree: false }])
  })

  it('presses again a button pressed before the form was live', async () => {
    const { form } = prerender()
    await hydrate()
    const parking = form.querySelector('button[type="button"]') as HTMLButtonElement
    parking.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }))
    parking.dispatchEvent(new MouseEvent('pointerup', { bubbles: true }))
    parking.click()
    await settle()
    expect(container.querySelector('button[type="button"]')).toHaveAttribute('aria-pressed', 'true')
  })

  it('waits for a press to end before taking over, so the click is not lost', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    try {
      const { form } = prerender()
      await hydrate()
      const send = form.querySelector('button[type="submit"]') as HTMLButtonElement
      // The code arrives while the button is held down...
      send.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }))
      await settle()
      expect(load).toHaveBeenCalledOnce()
      expect(container.querySelector('form')).toBe(form)
      // ...and takes over once the press has ended in its click.
      send.dispatchEvent(new MouseEvent('pointerup', { bubbles: true }))
      send.click()
      await act(async () => vi.runAllTimers())
      expect(container.querySelector('form')).not.toBe(form)
      expect(sent).toEqual([{ name: '', message: '', agree: false }])
    } finally {
      vi.useRealTimers()
    }
  })
})
