/** A field's name and the value a visitor gave its control. */
export type ChangedControl = [name: string, value: string | boolean]

/**
 * The controls of `form` whose value differs from the one in the page's HTML: what a visitor typed
 * into a prerendered form before the page hydrated. React keeps those values while it hydrates,
 * but react-hook-form writes each field's default into its control as it registers it, so the
 * form kit reads them first and gives them back (src/components/forms/form-kit.tsx). A chosen
 * file cannot be given to another input's registration; the visitor picks it again.
 */
export function changedControls(form: HTMLElement | null): ChangedControl[] {
  if (!(form instanceof HTMLFormElement)) return []
  const changed: ChangedControl[] = []
  for (const control of Array.from(form.elements)) {
    if (!('name' in control) || !control.name) continue
    if (control instanceof HTMLInputElement && control.type === 'checkbox') {
      if (control.checked !== control.defaultChecked) changed.push([control.name, control.checked])
    } else if (
      (control instanceof HTMLInputElement && control.type !== 'file') ||
      control instanceof HTMLTextAreaElement
    ) {
      if (control.value !== control.defaultValue) changed.push([control.name, control.value])
    } else if (control instanceof HTMLSelectElement) {
      // A select with no option marked selected in the HTML shows its first one.
      const initial =
        Array.from(control.options).find((option) => option.defaultSelected) ?? control.options[0]
      if (control.value !== (initial?.value ?? '')) changed.push([control.name, control.value])
    }
  }
  return changed
}
