// One jest run, three levels: unit tests beside the code, integration tests against the real
// PostgreSQL and Redis, and browser journeys in Chromium against a running server.
const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true, tsx },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      keepClassNames: true,
    },
    module: { type: 'es6' },
    sourceMaps: 'inline',
  },
];

const ESM_ONLY = ['cookie', 'content-disposition'];

const common = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    // ESM-only packages that Fastify plugins require(): compiled to CommonJS for jest's loader.
    [`/node_modules/(${ESM_ONLY.join('|')})/.+\\.js$`]: ['@swc/jest', { module: { type: 'commonjs' } }],
    '^.+\\.ts$': swc(false),
    '^.+\\.tsx$': swc(true),
  },
  moduleNameMapper: {
    '^@dealer/contracts$': '<rootDir>/libs/contracts/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
};

export default {
  // jest reads the timeout from the root only; browser journeys need the most.
  testTimeout: 90000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/{backend,frontend,libs}/**/src/**/*.spec.{ts,tsx}'],
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/backend/test/**/*.int-spec.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/frontend/e2e/**/*.e2e-spec.ts'],
    },
  ],
};
