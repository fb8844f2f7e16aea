// Types for the parts of @mdn/mdn-http-observatory that tests/e2e/observatory.ts uses: the
// package is JavaScript with JSDoc and ships no declarations.
declare module "@mdn/mdn-http-observatory/src/constants.js" {
  interface TestOutput {
    result: string;
    constructor: { name: string };
  }
  export const ALL_TESTS: Array<(requests: unknown) => TestOutput>;
}

declare module "@mdn/mdn-http-observatory/src/types.js" {
  export class Requests {
    constructor(hostname: string);
    resources: { path: string | null };
    responses: Record<string, unknown>;
    session: unknown;
  }
}

declare module "@mdn/mdn-http-observatory/src/retriever/utils.js" {
  export function parseHttpEquivHeaders(html: string, baseUrl: string): Map<string, string[]>;
}

declare module "@mdn/mdn-http-observatory/src/grader/grader.js" {
  export function getGradeForScore(score: number): { grade: string; score: number };
  export function getScoreModifier(expectation: string): number;
}

declare module "@mdn/mdn-http-observatory/src/grader/charts.js" {
  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
}
