/** A mistake the site's owner can fix (configuration, content): a heading and one line per problem. */
export class OwnerError extends Error {
  override name = "OwnerError";
  readonly problems: readonly string[];
  constructor(heading: string, problems: readonly string[]) {
    super(`${heading}\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.problems = problems;
  }
}

/**
 * How long the process rests between printing an owner's mistake and exiting. `process.exit()`
 * made while V8 still compiles on its own threads can wait for them for ever (nodejs/node#54918):
 * a thread waits for a garbage collection that the exiting main thread never makes. Two of 528
 * builds of a wrong setting hung so in this project's tests (2026-12-07), none after the rest.
 */
const restBeforeExitMs = 100;

/**
 * Prints an owner's mistake as its list and exits 1: a stack trace after it would only bury the
 * list. Any other error is a bug, and is rethrown with its stack. The build goes no further while
 * the process rests before it exits.
 */
export async function exitOnOwnerError(error: unknown): Promise<never> {
  if (!(error instanceof OwnerError)) throw error;
  console.error(error.message);
  await new Promise((rest) => setTimeout(rest, restBeforeExitMs));
  process.exit(1);
}
