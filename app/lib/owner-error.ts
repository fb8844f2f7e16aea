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
 * Prints an owner's mistake as its list and exits 1: a stack trace after it would only bury the
 * list. Any other error is a bug, and is rethrown with its stack.
 */
export function exitOnOwnerError(error: unknown): never {
  if (!(error instanceof OwnerError)) throw error;
  console.error(error.message);
  process.exit(1);
}
