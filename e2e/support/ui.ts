import { expect, type Locator } from '@playwright/test'

/**
 * Clicks a checkbox as a person would, then waits for it to show the new state.
 *
 * Not `locator.check()`: the directory derives each box from the URL, and React
 * Router applies URL changes inside a React transition, so right after the click
 * the controlled box is briefly unchecked again until the transition commits;
 * `check()` looks at that moment and fails now and then (see the report).
 */
export async function tick(checkbox: Locator, checked = true): Promise<void> {
  await checkbox.click()
  if (checked) await expect(checkbox).toBeChecked()
  else await expect(checkbox).not.toBeChecked()
}

/** The option a select shows as chosen. */
export function chosenOption(select: Locator): Locator {
  return select.locator('option:checked')
}

/** The element that has focus, if it is inside `container`. */
export function focusedIn(container: Locator): Locator {
  return container.locator(':focus')
}
