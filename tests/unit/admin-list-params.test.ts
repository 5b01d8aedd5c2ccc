import { describe, expect, it } from 'vitest'
import { oneOf, pageFrom } from '../../src/components/admin/use-list-url.ts'
import { anyColumnContains, pageCount, pageRange, searchWords } from '../../src/lib/admin-list.ts'

describe('admin list parameters', () => {
  it('reads a page from the URL: whole numbers from 1, capped far beyond any list', () => {
    expect(pageFrom(null)).toBe(1)
    expect(pageFrom('3')).toBe(3)
    for (const bad of ['0', '-2', '2.5', 'abc', '']) expect(pageFrom(bad)).toBe(1)
    // The row offset stays a number PostgREST and Postgres accept.
    expect(pageFrom('99999999999999')).toBe(1_000_000)
    const [from, to] = pageRange(pageFrom('99999999999999'))
    expect(to - from).toBe(24)
    expect(from).toBeLessThan(2 ** 31)
  })

  it('turns a page into 25 rows and a total into pages', () => {
    expect(pageRange(1)).toEqual([0, 24])
    expect(pageRange(3)).toEqual([50, 74])
    expect(pageCount(0)).toBe(1)
    expect(pageCount(25)).toBe(1)
    expect(pageCount(26)).toBe(2)
  })

  it('splits a search into words without the characters PostgREST reserves', () => {
    expect(searchWords('  Ana   Reyes ')).toEqual(['Ana', 'Reyes'])
    expect(searchWords('a,b (c) "d*%"')).toEqual(['a', 'b', 'c', 'd'])
    expect(searchWords("e:f\\g'h")).toEqual(['e', 'f', 'g', 'h'])
    expect(searchWords('ana@example.com')).toEqual(['ana@example.com'])
    expect(searchWords('one two three four five six')).toHaveLength(5)
    expect(anyColumnContains(['name', 'email'], 'ana')).toBe('name.ilike.*ana*,email.ilike.*ana*')
  })

  it('keeps only known values of a choice', () => {
    expect(oneOf('studio', ['teacher', 'studio'] as const, 'teacher')).toBe('studio')
    expect(oneOf('nope', ['teacher', 'studio'] as const, 'teacher')).toBe('teacher')
    expect(oneOf(null, ['teacher', 'studio'] as const, 'teacher')).toBe('teacher')
  })
})
