import { expect, test } from '@playwright/test'
import { anonClient } from './support/backend.ts'

test('home page features the first teachers stored in the backend', async ({ page }) => {
  // The names the backend gives a visitor, in the order the page uses.
  const { data, error } = await anonClient()
    .from('teachers')
    .select('name')
    .order('firstname')
    .order('lastname')
    .order('id')
    .limit(3)
  expect(error).toBeNull()
  const names = (data ?? []).map((teacher) => teacher.name)
  expect(names).toHaveLength(3)

  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  page.on('pageerror', (pageError) => consoleErrors.push(pageError.message))

  await page.goto('/')

  const list = page.getByRole('list', { name: 'Featured teachers' })
  await expect(list).toBeVisible()
  await expect(list.getByRole('heading')).toHaveText(names)
  await expect(page.getByText('Loading teachers...')).toHaveCount(0)
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect(consoleErrors).toEqual([])
})
