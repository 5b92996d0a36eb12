import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const frontEnd = ['@/lib/*', '@/loaders/*', '@/components/*', '@/pages/*', '@/stores/*', '**/lib/*', '**/loaders/*', '**/components/*', '**/stores/*'];
const serverNotFrontEnd = { group: frontEnd, message: 'server/ imports contract/, never the front end.' };

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // A page, component or lib module never reaches into the built-in API (docs/architecture.md §2).
      // Our images are sized SVGs and photos with width/height set; next/image's optimiser adds a
      // server hop and client JavaScript for no gain on them.
      '@next/next/no-img-element': 'off',
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['@/server/*', '**/server/*'], message: 'Only pages/api/med may import server/.' }],
        // Links do not prefetch on sight (components/ui/Link.tsx, docs/architecture.md §7).
        paths: [{ name: 'next/link', message: 'Import Link from @/components/ui/Link.' }],
      }],
    },
  },
  {
    files: ['components/ui/Link.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/server/*', '**/server/*'], message: 'Only pages/api/med may import server/.' }] }],
    },
  },
  {
    // The built-in API reaches the site only through the contract (docs/architecture.md §2): never the
    // front end's lib/, loaders, components, pages or stores.
    files: ['server/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [serverNotFrontEnd] }],
    },
  },
  {
    // Course sits above training (docs/architecture.md §4): the exam tables reference both and live in
    // course, and the class certificate rule gets its test condition passed down. A files-scoped entry
    // replaces the rule's options, so the server rule's patterns come along.
    files: ['server/modules/training/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          serverNotFrontEnd,
          { group: ['@/server/modules/course', '@/server/modules/course/*', '**/modules/course/*', '../course', '../course/*'], message: 'training/ sits below course/: take what it needs from the caller (docs/architecture.md §4).' },
        ],
      }],
    },
  },
  {
    // The contract is imported by both sides, so it imports neither.
    files: ['contract/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: [...frontEnd, '@/server/*', '**/server/*'], message: 'contract/ stands alone: both sides import it.' }] }],
    },
  },
  {
    files: ['pages/api/med/**', 'tests/**', 'scripts/**', 'bench/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  { ignores: ['.next/**', '.next-*/**', 'node_modules/**', 'data/**', 'tmp/**', 'public/**', 'next-env.d.ts', 'server/db/migrations/**'] },
];

export default config;
