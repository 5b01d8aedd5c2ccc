import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Only the one client module and the feature services may talk to Supabase
// (docs: ARCHITECTURE.md "The app", STYLE.md rule 1).
const supabaseImportRestriction = {
  paths: [
    {
      name: '@supabase/supabase-js',
      message: 'Import Supabase only in src/lib/ or src/features/*/api/; use a service instead.',
    },
  ],
}

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
