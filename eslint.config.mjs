// ESLint over the site's code (src/), its configuration, scripts, server and tests. `npm run lint` runs it
// together with `prettier --check`; formatting is Prettier's alone (eslint-config-prettier, last, turns off the
// rules that would disagree with it). MDX is not linted: its prose is out of scope, its few JSX lines are checked by
// the build.
import {readFileSync} from 'node:fs';
import js from '@eslint/js';
import {defineConfig, globalIgnores} from 'eslint/config';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// What git ignores (build output, node_modules, test results, generated nginx config) is not the project's code.
// Prettier reads .gitignore by itself; ESLint needs its patterns turned into its own: in git, a pattern with a slash
// before its end is anchored at the root, one without matches at any depth.
const gitignored = readFileSync(new URL('.gitignore', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'))
  .map((pattern) => (pattern.slice(0, -1).includes('/') ? pattern.replace(/^\//, '') : `**/${pattern}`));

export default defineConfig(
  globalIgnores(gitignored),
  js.configs.recommended,
  // Syntax-only: the type-aware rule sets would triple the time of the lint, and `npx tsc` checks the types.
  tseslint.configs.recommended,
  {
    files: ['src/**/*.{js,jsx,ts,tsx}', '_dogfooding/**/*.{js,jsx,ts,tsx}'],
    // Not react's 'jsx-runtime' preset, although the build compiles JSX with React's automatic runtime: tsc checks
    // it with the classic one (tsconfig's `jsx: "react"`), so `import React` stays needed, and these rules keep it.
    extends: [react.configs.flat.recommended, reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    settings: {react: {version: 'detect'}},
    languageOptions: {globals: globals.browser},
  },
  {
    files: ['src/**/*.{ts,tsx}', '_dogfooding/**/*.{ts,tsx}'],
    // TypeScript types the props; runtime propTypes would repeat them.
    rules: {'react/prop-types': 'off'},
  },
  {
    // Code run by Node: the build's configuration and plugins, the scripts, the server, the tests.
    files: ['*.{js,mjs,ts}', 'config/**', 'src/plugins/**', '_dogfooding/*.ts', 'scripts/**', 'server/**', 'tests/**'],
    // A plugin's client/ and theme/ run in the page.
    ignores: ['src/plugins/*/client/**', 'src/plugins/*/theme/**'],
    languageOptions: {globals: globals.node},
  },
  {
    files: ['tests/**'],
    // The callbacks of page.evaluate run in the browser.
    languageOptions: {globals: globals.browser},
    // `async ({}, testInfo) => …` is how a Playwright test that uses no fixture reaches testInfo.
    rules: {'no-empty-pattern': 'off'},
  },
  {
    // CommonJS files: babel.config.js, and src/prism-core.js, which replaces a CommonJS module of node_modules.
    files: ['babel.config.js', 'src/plugins/prism-core-only/prism-core.js'],
    languageOptions: {sourceType: 'commonjs', globals: globals.commonjs},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  prettier,
);
