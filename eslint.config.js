import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import { defineConfig, globalIgnores } from 'eslint/config'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Only the one client module and the feature services may talk to Supabase
// (docs/architecture.md "The app", docs/architecture.md convention 1).
const supabaseImportRestriction = {
  paths: [
    {
      name: '@supabase/supabase-js',
      message: 'Import Supabase only in src/lib/ or src/features/*/api/; use a service instead.',
    },
  ],
}

// The layers of src/ (docs/decisions/0008-layers-enforced-by-lint.md): app → features →
// components and lib → types. Each zone forbids `target` files to import from `from`.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

// The features another feature may import: teachers and studios are two kinds of listing and build
// on src/features/listings, which imports neither of them (its own zone refuses it).
const featureFoundations = {
  teachers: ['listings'],
  studios: ['listings'],
}

const layerZones = [
  {
    target: './src/features',
    from: './src/app',
    message: 'A feature never imports the app layer (src/app).',
  },
  {
    target: ['./src/components', './src/lib'],
    from: ['./src/app', './src/features'],
    message: 'src/components and src/lib sit below the features and the app: pass what they need in.',
  },
  {
    target: './src/types',
    from: ['./src/app', './src/features', './src/components', './src/lib'],
    message: 'src/types is the bottom layer and imports nothing of the app.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`, ...(featureFoundations[feature] ?? []).map((base) => `./${base}`)],
    message: `A feature never imports another feature (only teachers and studios import listings): move what ${feature} shares to src/components or src/lib.`,
  })),
  {
    // Everything in src/ but the features' api/ folders.
    target: [
      './src/app/**',
      './src/components/**',
      './src/lib/**',
      './src/features/*/*',
      './src/features/*/!(api)/**',
    ],
    from: ['./src/lib/supabase.ts', './src/lib/data-client.ts'],
    message: 'Only files under src/features/*/api/ import the Supabase clients.',
  },
]

export default defineConfig(
  globalIgnores([
    'dist/',
    '.react-router/',
    'node_modules/',
    '.supabase-local/',
    '.supabase-test/',
    'test-results/',
    'playwright-report/',
    'coverage/',
    'src/types/database.types.ts',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    languageOptions: {
      globals: globals.browser,
    },
    rules: {
      'no-restricted-imports': ['error', supabaseImportRestriction],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Our imports name their files with the extension, so Node's resolution finds them; the
      // cycle check reads TypeScript files with the TypeScript parser.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/features/*/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,mts,cts}'],
    ignores: ['src/**', 'tests/unit/**'],
    languageOptions: {
      globals: globals.node,
    },
  },
)
