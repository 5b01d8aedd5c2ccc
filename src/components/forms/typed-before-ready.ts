/**
 * What a visitor did in a prerendered form before its code arrived, so the live form can take
 * over without losing any of it (src/components/forms/form-on-demand.tsx): the values typed,
 * the control that had focus (and the selection in it) and a button pressed in the meantime.
 */
export interface TypedBeforeReady {
  /** The form's values by field name, nested at dots ("teachingOptions.groupOnline"). */
  values: Record<string, unknown>
  /** Position among the form's controls of the one that had focus. */
  focusedIndex: number | null
  selection: { start: number; end: number } | null
  /**
   * Text typed into controls that are not form fields (a list's "add your own" box), by position
   * among the form's controls: the live control holds it in component state, not in the form.
   */
  unnamedTexts: { index: number; value: string }[]
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | HTMLButtonElement

function controlsOf(form: HTMLFormElement): Control[] {
  return Array.from(form.elements).filter(
    (element): element is Control =>
      element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLButtonElement,
  )
}

/** Sets `value` at a dotted path, creating the objects on the way. */
function setAtPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.')
  const last = keys.pop() ?? path
  let node = target
  for (const key of keys) {
    const next = node[key]
    if (typeof next !== 'object' || next === null || Array.isArray(next)) node[key] = {}
    node = node[key] as Record<string, unknown>
  }
  node[last] = value
}

/** Whether the control's value differs from the one in the HTML: the visitor changed it. */
function isChanged(control: Control): boolean {
  if (control instanceof HTMLInputElement) {
    if (control.type === 'checkbox' || control.type === 'radio')
      return control.checked !== control.defaultChecked
    return control.type === 'file' ? (control.files?.length ?? 0) > 0 : control.value !== control.defaultValue
  }
  if (control instanceof HTMLTextAreaElement) return control.value !== control.defaultValue
  if (control instanceof HTMLSelectElement) {
    const options = Array.from(control.options)
    if (control.multiple) return options.some((option) => option.selected !== option.defaultSelected)
    // A single select with no option marked selected shows its first one.
    const initial = Math.max(
      0,
      options.findIndex((option) => option.defaultSelected),
    )
    return options.length > 0 && control.selectedIndex !== initial
  }
  return false
}

export function hasBeenChanged(form: HTMLFormElement): boolean {
  return controlsOf(form).some(isChanged)
}

/**
 * The values the visitor changed, by field name, as react-hook-form keeps them for native inputs.
 * Controls left as they were are left out, so they never overwrite a stored draft; those named in
 * `edited` (typed into, even if back to their first value) are always in.
 */
export function valuesOf(
  form: HTMLFormElement,
  edited: ReadonlySet<string> = new Set(),
): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const control of controlsOf(form)) {
    if (!control.name || control instanceof HTMLButtonElement) continue
    if (!isChanged(control) && !edited.has(control.name)) continue
    if (control instanceof HTMLInputElement) {
      // A file cannot be carried into another input; the visitor picks it again.
      if (control.type === 'file') continue
      if (control.type === 'checkbox') setAtPath(values, control.name, control.checked)
      else if (control.type === 'radio') {
        if (control.checked) setAtPath(values, control.name, control.value)
      } else setAtPath(values, control.name, control.value)
    } else if (control instanceof HTMLSelectElement && control.multiple) {
      setAtPath(
        values,
        control.name,
        Array.from(control.selectedOptions, (option) => option.value),
      )
    } else setAtPath(values, control.name, control.value)
  }
  return values
}

export function takeSnapshot(form: HTMLFormElement, edited?: ReadonlySet<string>): TypedBeforeReady {
  const controls = controlsOf(form)
  const active = form.ownerDocument.activeElement
  const focusedIndex = controls.findIndex((control) => control === active)
  let selection: TypedBeforeReady['selection'] = null
  if (active instanceof HTMLTextAreaElement || active instanceof HTMLInputElement) {
    try {
      if (active.selectionStart !== null && active.selectionEnd !== null) {
        selection = { start: active.selectionStart, end: active.selectionEnd }
      }
    } catch {
      // Inputs such as type="email" and type="number" have no selection to read.
    }
  }
  const unnamedTexts = controls.flatMap((control, index) =>
    isUnnamedText(control) && control.value !== control.defaultValue ? [{ index, value: control.value }] : [],
  )
  return {
    values: valuesOf(form, edited),
    focusedIndex: focusedIndex === -1 ? null : focusedIndex,
    selection,
    unnamedTexts,
  }
}

function isUnnamedText(control: Control): control is HTMLInputElement | HTMLTextAreaElement {
  if (control.name) return false
  return (
    control instanceof HTMLTextAreaElement || (control instanceof HTMLInputElement && control.type === 'text')
  )
}

/**
 * Types the text of unnamed controls into the same controls of the live form, as the visitor
 * would: through the element's own value setter and an input event, so the component's onChange
 * takes it into its state.
 */
export function restoreUnnamedTexts(form: HTMLFormElement, snapshot: TypedBeforeReady): void {
  for (const { index, value } of snapshot.unnamedTexts) {
    const control = controlsOf(form)[index]
    if (!control || !isUnnamedText(control)) continue
    const prototype =
      control instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value)
    control.dispatchEvent(new Event('input', { bubbles: true }))
  }
}

/** Gives focus (and the selection) back to the same control of the live form. */
export function restoreFocus(form: HTMLFormElement, snapshot: TypedBeforeReady): void {
  if (snapshot.focusedIndex === null) return
  const control = controlsOf(form)[snapshot.focusedIndex]
  if (!control) return
  control.focus()
  const { selection } = snapshot
  if (selection && (control instanceof HTMLTextAreaElement || control instanceof HTMLInputElement)) {
    try {
      control.setSelectionRange(selection.start, selection.end)
    } catch {
      // As above: nothing to restore on inputs without a selection.
    }
  }
}

/** Position of a button among the form's controls, so the same button of the live form can be found. */
export function controlIndex(form: HTMLFormElement, element: Element): number | null {
  const index = controlsOf(form).findIndex((control) => control === element)
  return index === -1 ? null : index
}

export function controlAt(form: HTMLFormElement, index: number): Control | undefined {
  return controlsOf(form)[index]
}
