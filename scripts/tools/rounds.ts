/** One thing the bench measures several times: its key among the results, and one measurement. */
export interface Job<Result> {
  key: string;
  /** What the log says as it is measured. */
  label: string;
  measure: () => Promise<Result>;
}

/**
 * Every job measured `runs` times, in rounds: each job once, then each once more, and so on; the
 * measurements of each job, keyed as the jobs are. A shared host has busy minutes: taken a job at
 * a time, one of them can fall on all of a page's runs and move its median (an article's TBT went
 * from 23 to 339 ms between two benches, its bytes unchanged), where in rounds it falls on one run
 * of several pages, which their medians leave out. Pages measured beside each other (a page and
 * its text) stay next to each other in every round.
 */
export async function inRounds<Result>(
  runs: number,
  jobs: readonly Job<Result>[],
): Promise<Map<string, Result[]>> {
  const results = new Map<string, Result[]>(jobs.map(({ key }) => [key, []]));
  for (let round = 1; round <= runs; round++) {
    for (const { key, label, measure } of jobs) {
      console.log(`${label} (round ${round} of ${runs})`);
      results.get(key)?.push(await measure());
    }
  }
  return results;
}
