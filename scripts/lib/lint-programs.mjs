// The TypeScript programs the workspace's typed lint rules read (eslint.config.mjs).
//
// `eslint .` alone: typescript-eslint's project service builds each file's program from its
// nearest tsconfig.json. `scripts/check.mjs` (each project's `check` target) has already built
// those programs for the type check: it registers them here before it creates its ESLint, and the
// configuration hands them to the parser (`parserOptions.programs`) instead of building them again.

/** @type {import('typescript').Program[] | undefined} */
let programs;

/**
 * Programs for the typed rules of the files the next ESLint instance lints: a file in none of them
 * fails to parse (typescript-eslint reports it), so nothing is linted without its types.
 * @param {import('typescript').Program[]} given
 */
export function useLintPrograms(given) {
  programs = given;
}

/**
 * The parser options of the configuration's type-aware blocks.
 * @param {string} tsconfigRootDir the repository root
 */
export function typedParserOptions(tsconfigRootDir) {
  return programs
    ? { programs, projectService: false, project: false }
    : { projectService: true, tsconfigRootDir };
}
