import { existsSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from "@mdn/mdn-http-observatory/src/grader/charts.js";
import { getGradeForScore, getScoreModifier } from "@mdn/mdn-http-observatory/src/grader/grader.js";
import { ALL_TESTS } from "@mdn/mdn-http-observatory/src/constants.js";
import { parseHttpEquivHeaders } from "@mdn/mdn-http-observatory/src/retriever/utils.js";
import { Requests } from "@mdn/mdn-http-observatory/src/types.js";

interface CapturedResponse {
  /** The deployed site's host name, e.g. fungi-atlas.example.com. */
  hostname: string;
  headers: Record<string, string>;
  html: string;
}

export interface ObservatoryGrade {
  grade: string;
  score: number;
  /** Each test's outcome, e.g. { "content-security-policy": "csp-implemented-with-no-unsafe" }. */
  results: Record<string, string>;
}

/**
 * Grades one response with the MDN HTTP Observatory's own tests and scoring, offline: the response
 * is taken as the deployed site's over https, as every host in README's Deploy section serves it
 * (each redirects plain http to https itself).
 */
export function gradeResponse({ hostname, headers, html }: CapturedResponse): ObservatoryGrade {
  ensureHstsPreloadList();
  const url = new URL(`https://${hostname}/`);
  const response = {
    headers,
    request: { headers: {} },
    status: 200,
    statusText: "OK",
    verified: true,
    data: html,
    config: { headers: {} },
  };
  const requests = new Requests(hostname);
  requests.resources.path = html;
  requests.responses.auto = { ...response, httpEquiv: parseHttpEquivHeaders(html, url.href) };
  requests.responses.https = response;
  requests.responses.http = null;
  requests.responses.cors = response;
  requests.responses.httpRedirects = [];
  requests.responses.httpsRedirects = [{ url, status: 200 }];
  requests.session = { url, redirectHistory: [{ url, status: 200 }] };

  // As the Observatory's scanner sums them: extra credit only once the score is an A without it.
  const outputs = ALL_TESTS.map((test) => test(requests));
  const modifiers = outputs.map((output) => getScoreModifier(output.result));
  const withExtraCredit = 100 + modifiers.reduce((sum, modifier) => sum + modifier, 0);
  const penaltiesOnly =
    100 + modifiers.filter((modifier) => modifier < 0).reduce((a, b) => a + b, 0);
  const { grade, score } = getGradeForScore(
    penaltiesOnly >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : penaltiesOnly,
  );
  const results = Object.fromEntries(
    outputs.map((output) => [output.constructor.name, output.result]),
  );
  return { grade, score, results };
}

/**
 * The Observatory reads the browsers' HSTS preload list from a file its install script downloads;
 * installed with --ignore-scripts (the network is closed), an empty list stands in: this site is
 * not on the preload list anyway.
 */
function ensureHstsPreloadList() {
  const require = createRequire(import.meta.url);
  const packageRoot = dirname(require.resolve("@mdn/mdn-http-observatory/package.json"));
  const list = join(packageRoot, "conf", "hsts-preload.json");
  if (!existsSync(list)) writeFileSync(list, "{}");
}
