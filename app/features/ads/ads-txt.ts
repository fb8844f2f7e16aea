import { isExampleHost } from "#app/checks/placeholders.ts";
import type { SiteConfig } from "#app/config/site-config.ts";

/** The variables of IAB ads.txt 1.1, each a line `NAME=value`. */
const variables = [
  "CONTACT",
  "SUBDOMAIN",
  "INVENTORYPARTNERDOMAIN",
  "OWNERDOMAIN",
  "MANAGERDOMAIN",
];

const domain = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/**
 * What is wrong with one line of ads.txt (IAB ads.txt 1.1), or undefined when it is a record
 * (`ad system domain, account id, DIRECT|RESELLER[, certification authority id]`), a variable
 * (`CONTACT=...`) or a `#` comment.
 */
export function adsTxtLineProblem(line: string): string | undefined {
  const content = line.split("#")[0]!.trim();
  if (content === "") return line.trim() === "" ? "must not be empty" : undefined;
  const variable = /^([A-Za-z]+)=(.*)$/.exec(content);
  if (variable) {
    const [, name = "", value = ""] = variable;
    if (!variables.includes(name.toUpperCase())) {
      return `"${name}" is not an ads.txt variable (${variables.join(", ")})`;
    }
    if (value.trim() === "") return `${name} needs a value`;
    if (/DOMAIN$/i.test(name) && !domain.test(value.trim())) {
      return `${name} must be a domain, e.g. example.com`;
    }
    return undefined;
  }
  const fields = content.split(",").map((field) => field.trim());
  if (fields.length < 3 || fields.length > 4) {
    return "must be a record (ad system domain, account id, DIRECT or RESELLER, optional certification authority id), a variable such as CONTACT=..., or a # comment";
  }
  const [system = "", account = "", relationship = "", authority] = fields;
  if (!domain.test(system)) return `"${system}" is not the ad system's domain, e.g. google.com`;
  if (account === "" || /\s/.test(account)) return "the account id must be one word";
  if (!/^(DIRECT|RESELLER)$/i.test(relationship)) {
    return `the relationship must be DIRECT or RESELLER, not "${relationship}"`;
  }
  if (authority !== undefined && !/^[\w-]+$/.test(authority)) {
    return `"${authority}" is not a certification authority id`;
  }
  return undefined;
}

/** /ads.txt as the configuration lists its lines. */
export function adsTxt(lines: readonly string[]): string {
  return `${lines.join("\n")}\n`;
}

/**
 * Ad buyers read ads.txt only at the root of a domain: a site under a path publishes it all the
 * same, for the day it moves to a domain of its own, but must also have it at the root.
 */
export function adsTxtWarnings({ url, ads }: Pick<SiteConfig, "url" | "ads">): string[] {
  const root = new URL("/ads.txt", url).href;
  if (ads?.adsTxt === undefined || new URL(url).pathname.replace(/\/$/, "") === "") return [];
  return [
    `siteConfig.ads.adsTxt: this site is served under ${new URL(url).pathname}, but ad buyers read ads.txt only at the domain's root (${root}): publish it there too.`,
  ];
}

/** A warning for each line of ads.txt that names a placeholder ad system (an example.* domain). */
export function adsTxtPlaceholderWarnings({
  adsTxt: lines = [],
}: NonNullable<SiteConfig["ads"]>): string[] {
  return lines.flatMap((line, index) => {
    const system = line.split("#")[0]!.split(",")[0]!.trim();
    return line.includes(",") && isExampleHost(`https://${system}`)
      ? [
          `siteConfig.ads.adsTxt[${index}] names the placeholder ad system ${system}: list your ad networks' lines.`,
        ]
      : [];
  });
}
