// The house plan as lint rules: which folder may import which (see README, "Repository layout").
// `npm run lint` runs it; `npm test` runs it after the typecheck, so a new import across a boundary
// fails the suite.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const folders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const backendModules = folders('./backend/src/modules/');
const frontendFeatures = folders('./frontend/src/features/');

/** Every ordered pair of different folders among `names`: each may be kept out of each other. */
const pairs = (names) => names.flatMap((target) => names.filter((from) => from !== target).map((from) => [target, from]));

const zones = [
  // core is the infrastructure the modules stand on; if it knew a module, the module could not change alone.
  {
    target: './backend/src/core',
    from: './backend/src/modules',
    message: 'core must not know the modules: let the module register itself with core instead.',
  },
  // A module is changed by its owners alone; others see only what its index.ts exports (commands,
  // queries, events, plain types), never its tables, entities or services.
  ...pairs(backendModules).map(([target, from]) => ({
    target: `./backend/src/modules/${target}`,
    from: `./backend/src/modules/${from}`,
    except: ['./index.ts'],
    message: `Import the ${from} module through its public surface, modules/${from}/index.ts.`,
  })),
  // A feature is one screen's code; what two features share belongs in components (UI) or lib (logic).
  ...pairs(frontendFeatures).map(([target, from]) => ({
    target: `./frontend/src/features/${target}`,
    from: `./frontend/src/features/${from}`,
    message: 'A feature must not import another feature: move what they share to src/components or src/lib.',
  })),
  // The shared folders serve every feature, so they cannot depend on one. Nor on app, which composes
  // the features into routes: features do not import app either (none needs to; it would be a cycle).
  {
    target: ['./frontend/src/components', './frontend/src/lib', './frontend/src/locales'],
    from: './frontend/src/features',
    message: 'Shared code must not import a feature.',
  },
  {
    target: ['./frontend/src/components', './frontend/src/lib', './frontend/src/locales', './frontend/src/features'],
    from: './frontend/src/app',
    message: 'Only app composes; shared code and features must not import it.',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-bench/**', '**/node_modules/**', '**/coverage/**', '**/test-results/**', 'var/**'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    plugins: { 'import-x': importX },
    settings: {
      // Resolves `./x.js` to `./x.ts` and the workspaces' paths as tsc does, so every import is checked.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['backend/tsconfig.json', 'frontend/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      // A leading underscore names what is left out on purpose (`const { id: _id, ...rest } = row`).
      '@typescript-eslint/no-unused-vars': ['error', { varsIgnorePattern: '^_', argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
);
