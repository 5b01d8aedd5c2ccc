import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { useWatch } from 'react-hook-form'
import * as z from 'zod/mini'
import { afterEach, describe, expect, it } from 'vitest'
import {
  AppFormElement,
  CheckboxField,
  TextAreaField,
  TextField,
  useAppForm,
} from '../../src/components/forms/form-kit.tsx'

const schema = z.object({ name: z.string(), story: z.string(), agree: z.boolean() })
type Values = z.infer<typeof schema>
const empty: Values = { name: '', story: '', agree: false }
const DRAFT_KEY = 'draft:hydration-test'

function StoryLength() {
  const story = useWatch<Values, 'story'>({ name: 'story' })
  return <span>{`${story.length} characters`}</span>
}

let sent: Values[] = []

function TestForm() {
  const kit = useAppForm<Values>(schema, { defaultValues: empty, draftKey: DRAFT_KEY })
  const send = kit.onSubmit(async (values) => {
    sent.push(values)
  })
  return (
    <AppFormElement kit={kit} onSubmit={send} aria-label="Test form">
      <TextField name="name" label="Name" />
      <TextAreaField name="story" label="Story" hint={<StoryLength />} />
      <CheckboxField name="agree" label="I agree" />
      <button type="submit">Send</button>
    </AppFormElement>
  )
}

let root: Root | undefined
let container: HTMLElement | undefined

/** The form as the build prerenders it, in the page, not yet hydrated. */
function prerender() {
  container = document.createElement('div')
  container.innerHTML = renderToString(<TestForm />)
  document.body.appendChild(container)
}

async function hydrate() {
  await act(async () => {
    root = hydrateRoot(container!, <TestForm />)
  })
}

afterEach(() => {
  act(() => root?.unmount())
  container?.remove()
  root = undefined
  sent = []
  window.sessionStorage.clear()
})

describe('a prerendered kit form', () => {
  it('keeps what was typed before it hydrated, and sends it', async () => {
    prerender()
    // Typed while the page's scripts load: the browser's own controls, no React yet.
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ana' } })
    fireEvent.change(screen.getByLabelText(/^Story/), { target: { value: 'Typed early' } })
    fireEvent.click(screen.getByLabelText('I agree'))
    await hydrate()

    expect(screen.getByLabelText('Name')).toHaveValue('Ana')
    expect(screen.getByLabelText(/^Story/)).toHaveValue('Typed early')
    expect(screen.getByLabelText('I agree')).toBeChecked()
    // The form holds them: what watches a field sees them, the draft keeps them.
    expect(screen.getByText('11 characters')).toBeInTheDocument()
    expect(JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? '{}')).toMatchObject({
      name: 'Ana',
      story: 'Typed early',
      agree: true,
    })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(sent).toEqual([{ name: 'Ana', story: 'Typed early', agree: true }]))
  })

  it('hydrates over the defaults, then shows the stored draft', async () => {
    window.sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ name: 'From draft', story: 'Kept', agree: false }),
    )
    prerender()
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Typed over it' } })
    await hydrate()
    // What was typed last wins over the older draft.
    expect(screen.getByLabelText('Name')).toHaveValue('Typed over it')
    expect(screen.getByLabelText(/^Story/)).toHaveValue('Kept')
    expect(screen.getByText('4 characters')).toBeInTheDocument()
  })
})
