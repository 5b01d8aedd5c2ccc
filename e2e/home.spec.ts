import { expect, test } from '@playwright/test'
import { anonClient } from './support/backend.ts'

test('home page lists the teachers stored in the backend', async ({ page }) => {
  // The names the backend gives a visitor, in the order the page uses.
  const { data, error } = await anonClient()
    .from('teachers')
    .select('name')
    .order('firstname')
    .order('lastname')
    .order('id')
    .limit(5)
  expect(error).toBeNull()
  const names = (data ?? []).map((teacher) => teacher.name)
  expect(names.length).toBeGreaterThanOrEqual(3)

  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  page.on('pageerror', (pageError) => consoleErrors.push(pageError.message))

  await page.goto('/')

  const list = page.getByRole('region', { name: 'Teachers' }).getByRole('list')
  await expect(list).toBeVisible()
  for (const name of names) {
    await expect(list.getByText(name, { exact: true })).toBeVisible()
  }
  await expect(page.getByText('Loading teachers...')).toHaveCount(0)
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect(consoleErrors).toEqual([])
})
