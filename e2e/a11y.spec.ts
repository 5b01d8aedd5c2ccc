import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import type { Result } from 'axe-core'
import { allowConsoleErrors, expect, test } from './support/fixtures.ts'
import { publicPages, type PublicPage } from './support/pages.ts'

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** One line per violation and an indented line per offending element. */
function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map(
          (node) =>
            `    ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
        )
        .join('\n')
      return `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}`
    })
    .join('\n\n')
}

async function expectNoSeriousViolations(page: Page, target: PublicPage) {
  await page.goto(target.path)
  await target.ready(page)
  const { violations, passes } = await new AxeBuilder({ page }).withTags(wcagTags).analyze()
  expect(passes.length, 'axe checked something').toBeGreaterThan(0)
  // Lesser findings are recorded on the test (shown in reports), not failed on.
  for (const minor of violations.filter((v) => v.impact !== 'serious' && v.impact !== 'critical')) {
    test.info().annotations.push({
      type: `axe ${minor.impact ?? 'unknown'}`,
      description: `${minor.id}: ${minor.help} (${minor.nodes.length} element(s))`,
    })
  }
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    serious,
    `axe found serious or critical problems on ${target.path}:\n\n${describeViolations(serious)}`,
  ).toEqual([])
}

test.describe('Accessibility (axe, WCAG 2.1 A and AA)', () => {
  for (const target of publicPages) {
    test(`the ${target.name} page (${target.path}) has no serious or critical violations`, async ({
      page,
    }) => {
      await expectNoSeriousViolations(page, target)
    })
  }
})

test.describe('Accessibility of not-found profiles', () => {
  test('the teacher not-found page has no serious or critical violations', async ({ page }) => {
    await expectNoSeriousViolations(page, {
      name: 'teacher not found',
      path: '/teacher/no-such-slug',
      ready: async (p) =>
        expect(p.getByRole('heading', { level: 1, name: 'Teacher not found!' })).toBeVisible(),
    })
  })

  test('the studio not-found page has no serious or critical violations', async ({ page }) => {
    await expectNoSeriousViolations(page, {
      name: 'studio not found',
      path: '/studio/no-such-slug',
      ready: async (p) =>
        expect(p.getByRole('heading', { level: 1, name: 'Studio not found!' })).toBeVisible(),
    })
  })
})

test.describe('Accessibility before the scripts run', () => {
  // The prerendered HTML is what a visitor has until hydration, with the filters disabled; the
  // app's scripts are held back so the page stays that way while axe looks at it.
  test.use(allowConsoleErrors({ text: /Failed to load resource|net::ERR_FAILED/ }))
  for (const target of publicPages.filter((page) => ['/teachers', '/studios'].includes(page.path))) {
    test(`the ${target.name} page as prerendered has no serious or critical violations`, async ({ page }) => {
      await page.route('**/assets/*.js', (route) => route.abort())
      await expectNoSeriousViolations(page, {
        ...target,
        ready: async (p) => {
          await expect(p.getByRole('heading', { level: 1 })).toBeVisible()
          // Still the prerendered page: the filters wait for the scripts.
          await expect(p.getByRole('checkbox').first()).toBeDisabled()
        },
      })
    })
  }
})

test.describe('Accessibility of messages to listings', () => {
  test("a profile with the message form open, showing the form's messages, has no serious or critical violations", async ({
    page,
  }) => {
    await expectNoSeriousViolations(page, {
      name: 'teacher profile with the message form',
      path: '/teacher/ana-reyes',
      ready: async (p) => {
        await p.getByRole('button', { name: 'Send a message' }).click()
        const form = p.getByRole('form', { name: 'Write to Ana Reyes' })
        await form.getByRole('button', { name: 'Send message' }).click()
        await expect(form.getByText('Message is required')).toBeVisible()
      },
    })
  })

  test('the message confirm page has no serious or critical violations', async ({ page }) => {
    await expectNoSeriousViolations(page, {
      name: 'message confirm',
      // Without a token: the page answers at once, without asking the database.
      path: '/message/confirm',
      ready: async (p) => expect(p.getByText(/^This link is not valid\./)).toBeVisible(),
    })
  })

  test("a profile with 'Manage this listing' open has no serious or critical violations", async ({
    page,
  }) => {
    await expectNoSeriousViolations(page, {
      name: 'teacher profile with the sign-in form',
      path: '/teacher/ana-reyes',
      ready: async (p) => {
        await p.getByRole('button', { name: 'Manage this listing' }).click()
        await p.getByRole('button', { name: 'Send me a link' }).click()
        await expect(p.getByText("Please enter your listing's email address.")).toBeVisible()
      },
    })
  })

  test("the owners' pages have no serious or critical violations", async ({ page }) => {
    await expectNoSeriousViolations(page, {
      name: 'account, signed out',
      path: '/account',
      ready: async (p) => expect(p.getByRole('button', { name: 'Send me a link' })).toBeVisible(),
    })
    await expectNoSeriousViolations(page, {
      name: 'listing confirm',
      // Without a token: the page answers at once, without asking the database.
      path: '/listing/confirm',
      ready: async (p) => expect(p.getByText(/^This link is not valid\./)).toBeVisible(),
    })
  })
})
