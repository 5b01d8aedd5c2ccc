import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The layers of src/ as eslint.config.js enforces them (docs/decisions/0008-layers-enforced-by-lint.md):
// each case lints a few lines as if they were a file at that path, with the project's own config.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const eslint = new ESLint({ cwd: root })

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`)
}

describe('the layers of src/', () => {
  it('refuse a feature that imports another feature', async () => {
    expect(
      await problems(
        'src/features/teachers/components/layer-check.tsx',
        "import { studioFormSchema } from '../../studios/studio-form-schema.ts'\nexport const schema = studioFormSchema\n",
      ),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*never imports another feature/)])
  })

  it('let teachers and studios, and the app, import the listings they are two kinds of', async () => {
    const imports = {
      'src/features/teachers/components/layer-check.tsx':
        "import { useListingForm } from '../../listings/use-listing-form.ts'\nexport const hook = useListingForm\n",
      'src/features/studios/components/layer-check.tsx':
        "import { AdminListingTable } from '../../listings/components/admin-listing-table.tsx'\nexport const table = AdminListingTable\n",
      'src/features/studios/api/layer-check.ts':
        "import { saveListing } from '../../listings/api/save-listing.ts'\nexport const save = saveListing\n",
      'src/app/routes/layer-check.tsx':
        "import { useListingForm } from '../../features/listings/use-listing-form.ts'\nexport const hook = useListingForm\n",
    }
    for (const [file, code] of Object.entries(imports)) {
      expect(await problems(file, code), file).toEqual([])
    }
  })

  it('refuse listings importing teachers or studios, and any other feature importing listings', async () => {
    const imports = {
      'src/features/listings/layer-check.ts':
        "import { teacherFormSchema } from '../teachers/teacher-form-schema.ts'\nexport const schema = teacherFormSchema\n",
      'src/features/listings/components/layer-check.tsx':
        "import { StudioForm } from '../../studios/components/studio-form.tsx'\nexport const form = StudioForm\n",
      'src/features/submissions/components/layer-check.tsx':
        "import { useListingForm } from '../../listings/use-listing-form.ts'\nexport const hook = useListingForm\n",
    }
    for (const [file, code] of Object.entries(imports)) {
      expect(await problems(file, code), file).toEqual([
        expect.stringMatching(/^import-x\/no-restricted-paths: .*never imports another feature/),
      ])
    }
  })

  it('let a feature import its own files, src/components and src/lib', async () => {
    expect(
      await problems(
        'src/features/teachers/components/layer-check.tsx',
        [
          "import { teacherFormSchema } from '../teacher-form-schema.ts'",
          "import { Field } from '../../../components/forms/field.tsx'",
          "import { paths } from '../../../lib/paths.ts'",
          'export const parts = [teacherFormSchema, Field, paths]',
          '',
        ].join('\n'),
      ),
    ).toEqual([])
  })

  it('refuse a component, a page or a feature component that imports a Supabase client', async () => {
    const imports = {
      'src/components/layer-check.tsx':
        "import { supabase } from '../lib/supabase.ts'\nexport const client = supabase\n",
      'src/app/routes/layer-check.tsx':
        "import { dataClient } from '../../lib/data-client.ts'\nexport const client = dataClient\n",
      // Loading the client later is still talking to Supabase outside api/.
      'src/features/teachers/components/layer-check.tsx':
        "export const load = () => import('../../../lib/supabase.ts')\n",
      'src/features/teachers/teacher-layer-check.ts': "export { supabase } from '../../lib/supabase.ts'\n",
    }
    for (const [file, code] of Object.entries(imports)) {
      expect(await problems(file, code), file).toEqual([
        expect.stringMatching(/^import-x\/no-restricted-paths: .*Only files under src\/features\/\*\/api\//),
      ])
    }
  })

  it("let a feature's api/ files import the Supabase clients", async () => {
    expect(
      await problems(
        'src/features/teachers/api/layer-check.ts',
        "import { supabase } from '../../../lib/supabase.ts'\nimport { dataClient } from '../../../lib/data-client.ts'\nexport const clients = [supabase, dataClient]\n",
      ),
    ).toEqual([])
  })

  it('refuse src/lib or src/components importing a feature or the app, and src/types importing anything', async () => {
    expect(
      await problems(
        'src/lib/layer-check.ts',
        "import { teacherFormSchema } from '../features/teachers/teacher-form-schema.ts'\nexport const schema = teacherFormSchema\n",
      ),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*below the features and the app/)])
    expect(
      await problems(
        'src/components/layer-check.tsx',
        "import { paths } from '../app/routes.ts'\nexport const routes = paths\n",
      ),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*below the features and the app/)])
    expect(
      await problems(
        'src/types/layer-check.ts',
        "import { paths } from '../lib/paths.ts'\nexport const p = paths\n",
      ),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*bottom layer/)])
  })

  it('refuse an import cycle', async () => {
    // The listings' api/free-listing-slug.ts imports slug.ts; slug.ts importing it back closes a cycle.
    expect(
      await problems(
        'src/features/listings/slug.ts',
        "import { freeListingSlug } from './api/free-listing-slug.ts'\nexport const slugify = (name: string) => name\nexport const uniqueSlug = freeListingSlug\n",
      ),
    ).toContainEqual(expect.stringMatching(/^import-x\/no-cycle: /))
  })
})
