// The months a species text names for its season, read from English prose: "from April to June",
// "late summer to autumn", "in any month". The build compares them with the species' season.

const monthNames = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

const monthPattern = `(?:early |mid-|late )?(${monthNames.join("|")})`;
/** "April to June", "from April into June", "between April and June", "April–June". */
const rangePattern = new RegExp(
  `${monthPattern}(?:\\s*[–-]\\s*|\\s+(?:to|into|until|till|through)\\s+(?:early |mid-|late )?|\\s+and\\s+(?:early |mid-|late )?)(${monthNames.join("|")})`,
  "gi",
);

const monthNumber = (name: string) => monthNames.indexOf(name.toLowerCase()) + 1;

/** The months from one to another, across the new year if need be: [11, 12, 1, 2]. */
function monthsFrom(start: number, end: number): number[] {
  const run = [start];
  for (let month = start; month !== end;) {
    month = month === 12 ? 1 : month + 1;
    run.push(month);
  }
  return run;
}

/**
 * The months the "Where and when" part names as a run ("from April to June"), each run with its
 * words. "Between April and June" counts.
 */
export function namedRuns(text: string): { words: string; months: number[] }[] {
  return [...text.matchAll(rangePattern)].flatMap(([words, start = "", end = ""]) =>
    start && end ? [{ words, months: monthsFrom(monthNumber(start), monthNumber(end)) }] : [],
  );
}

/** The months of a season's words, with early and late narrowed to one month. */
const seasonWords: [RegExp, number[]][] = [
  [/\bearly (?:spring)\b/gi, [3]],
  [/\blate (?:spring)\b/gi, [5]],
  [/\bearly (?:summer)\b/gi, [6]],
  [/\blate (?:summer)\b/gi, [8]],
  [/\bearly (?:autumn|fall)\b/gi, [9]],
  [/\blate (?:autumn|fall)\b/gi, [11]],
  [/\bearly winter\b/gi, [12]],
  [/\bmid-?winter\b/gi, [1]],
  [/\blate winter\b/gi, [2]],
  [/\bspring\b/gi, [3, 4, 5]],
  [/\bsummer\b/gi, [6, 7, 8]],
  [/\b(?:autumn|fall)\b/gi, [9, 10, 11]],
  [/\bwinter\b/gi, [12, 1, 2]],
];

const seasonPhrase = "(?:(?:early|late|mid-) ?)?(?:spring|summer|autumn|fall|winter)";
const seasonRunPattern = new RegExp(
  `(${seasonPhrase})\\s+(?:well )?(?:to|into|until|through|till)\\s+(${seasonPhrase})`,
  "gi",
);

/** The months of one season's words, in order: "late summer" is [8], "winter" [12, 1, 2]. */
function seasonMonths(words: string): number[] {
  return seasonWords.find(([pattern]) => new RegExp(pattern.source, "i").test(words))?.[1] ?? [];
}

/**
 * Every month a text names: a month's name, a run's months, and the months of a season's words
 * ("late summer" is August), each used once.
 */
export function namedMonths(text: string): Set<number> {
  const named = new Set(namedRuns(text).flatMap((run) => run.months));
  if (/\b(any|every) month\b|\ball year\b|\byear-round\b/i.test(text)) {
    return new Set(monthsFrom(1, 12));
  }
  let rest = text.toLowerCase();
  // "From spring to late autumn": every month from the first season's start to the second's end.
  for (const [words, start = "", end = ""] of rest.matchAll(seasonRunPattern)) {
    const [first] = seasonMonths(start);
    const last = seasonMonths(end).at(-1);
    if (first !== undefined && last !== undefined) {
      monthsFrom(first, last).forEach((month) => named.add(month));
    }
    rest = rest.replace(words, " ");
  }
  for (const [pattern, months] of seasonWords) {
    if (rest.match(pattern)) months.forEach((month) => named.add(month));
    rest = rest.replace(pattern, " ");
  }
  for (const [index, name] of monthNames.entries()) {
    if (new RegExp(`\\b${name}\\b`).test(rest)) named.add(index + 1);
  }
  return named;
}
