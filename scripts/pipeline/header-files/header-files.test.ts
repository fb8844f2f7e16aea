import { createHash } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { getTransformedRoutes } from "@vercel/routing-utils";
import { describe, expect, it } from "vitest";
import { adFramePath } from "#app/features/ads/ad-frame.ts";
import { adFramePolicy } from "#app/features/ads/ad-frame-policy.ts";
import { siteConfig } from "#app/config/site.ts";
import { readHeaderRules } from "#scripts/server/static-server.ts";
import { temporaryFolder } from "#tests/fixtures/temporary-folders.ts";
import { adFrameFile } from "#app/features/ads/ad-frame-plugin.ts";
import { pagePolicy, serializePolicy } from "../policy/content-security-policy.ts";
import { featureSources } from "../policy/feature-sources.ts";
import { headerRules } from "./header-rules.ts";
import { headersFileRuleLimit, renderHeadersFile, renderRedirectsFile } from "./netlify.ts";
import { renderNginxLocations } from "./nginx.ts";
import { renderVercelConfig } from "./vercel.ts";
import { shippedWithAds } from "#tests/fixtures/shipped-ads.ts";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("headerRules", () => {
  const documents = [
    { file: "about.html", policy: pagePolicy(featureSources(siteConfig), [sha256("about()")]) },
    { file: adFrameFile, policy: adFramePolicy(shippedWithAds) },
    { file: "index.html", policy: pagePolicy(featureSources(siteConfig), [sha256("home()")]) },
  ];
  const rules = headerRules(documents);

  it("sends the common headers everywhere and never a policy twice for one path", () => {
    expect(rules[0]?.paths).toEqual(["/*"]);
    expect(rules[0]?.headers).not.toHaveProperty("Content-Security-Policy");
    expect(rules[0]?.headers["Strict-Transport-Security"]).toMatch(/max-age=\d{8}/);
  });

  it("caches the hashed assets for a year and makes every form of every document revalidate", () => {
    const assets = rules.find((rule) => rule.paths.includes("/assets/*"));
    expect(assets?.headers["Cache-Control"]).toBe("public, max-age=31536000, immutable");
    for (const form of ["/", "/index.html", "/about", "/about/", "/about.html", adFramePath]) {
      const rule = rules.find((candidate) => candidate.paths.includes(form));
      expect(rule?.headers["Cache-Control"], form).toBe("no-cache");
      expect(rule?.headers["Content-Security-Policy"], form).toContain("frame-ancestors");
    }
  });

  it("sends each page its own policy, with its own inline scripts only", () => {
    const about = rules.find((rule) => rule.paths.includes("/about"));
    const policy = about?.headers["Content-Security-Policy"];
    expect(policy).toContain(sha256("about()"));
    expect(policy).not.toContain(sha256("home()"));
  });

  it("gives the ad frame its own policy and lets the site frame it", () => {
    const adFrame = rules.find((rule) => rule.paths.includes(adFramePath));
    expect(adFrame?.headers["Content-Security-Policy"]).toContain("frame-ancestors 'self'");
    expect(adFrame?.headers).not.toHaveProperty("X-Frame-Options");
  });
  it("stays within Cloudflare's 100 rules: a section's articles then share one, frame-ancestors kept", async () => {
    const articles = Array.from({ length: 60 }, (_, index) => ({
      file: `types/species-${index}.html`,
      policy: pagePolicy(featureSources(siteConfig), [sha256(`species${index}()`)]),
    }));
    const file = join(await temporaryFolder("headers"), "_headers");
    await writeFile(file, renderHeadersFile(headerRules([...documents, ...articles])));
    const parsed = await readHeaderRules(file);
    expect(parsed.length).toBeLessThanOrEqual(headersFileRuleLimit);
    const headersOf = (path: string) =>
      parsed.filter((rule) => rule.forRegExp.test(path)).map((rule) => rule.values);
    for (const path of ["/types/species-7", "/types/species-7.html"]) {
      const policies = headersOf(path).flatMap((values) => values["Content-Security-Policy"] ?? []);
      // One policy, of what a meta element cannot carry: the page's own loads nothing it blocks.
      expect(policies, path).toEqual([
        "base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
      ]);
      expect(
        headersOf(path).flatMap((values) => values["Cache-Control"] ?? []),
        path,
      ).toEqual(["no-cache"]);
    }
    // The pages at the top keep their own full policies, and only those.
    expect(
      headersOf("/types").flatMap((values) => values["Content-Security-Policy"] ?? []),
    ).toHaveLength(0);
    expect(
      headersOf("/about").flatMap((values) => values["Content-Security-Policy"] ?? []),
    ).toHaveLength(1);
    expect(
      headersOf("/about").flatMap((values) => values["Content-Security-Policy"] ?? [])[0],
    ).toContain(sha256("about()"));
    // Under the limit, every document has a rule of its own.
    expect(renderHeadersFile(headerRules([...documents, ...articles.slice(0, 10)]))).toContain(
      "/types/species-3.html\n",
    );
  });

  it("round-trips through Netlify's _headers parser: each served form of /about gets each header once", async () => {
    const file = join(await temporaryFolder("headers"), "_headers");
    await writeFile(file, renderHeadersFile(rules));
    const parsed = await readHeaderRules(file);
    const matching = (path: string) =>
      parsed
        .filter((rule) => rule.forRegExp.test(path))
        .flatMap((rule) => Object.keys(rule.values));
    for (const path of ["/about", "/about/", "/about.html"]) {
      expect(matching(path).toSorted()).toEqual([
        "Cache-Control",
        "Content-Security-Policy",
        "Permissions-Policy",
        "Referrer-Policy",
        "Strict-Transport-Security",
        "X-Content-Type-Options",
        "X-Frame-Options",
      ]);
    }
    expect(matching("/missing")).not.toContain("Content-Security-Policy");
    // These hosts answer a folder's index with 404.html: no other document's policy may go there.
    expect(matching("/about/index.html")).not.toContain("Content-Security-Policy");
    expect(renderRedirectsFile(documents)).toContain("/about/index.html /about 301\n");
  });

  it("writes nginx locations that serve /about itself, with its policy, and redirect its other forms", () => {
    const nginx = renderNginxLocations(rules);
    const location = (path: string) =>
      new RegExp(`location = ${path.replaceAll(".", "\\.")} \\{([^}]*)\\}`).exec(nginx)?.[1] ?? "";
    const about = location("/about");
    expect(about).toContain("try_files /about.html =404;");
    expect(about).toContain(sha256("about()"));
    expect(about).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(location("/about.html")).toContain(sha256("about()"));
    expect(location("/about/")).toContain("return 301 /about$is_args$args;");
    expect(location("/about/index.html")).toContain("return 301 /about$is_args$args;");
    expect(nginx).toContain("try_files $uri $uri.html =404;");
    expect(/location \/assets\/ \{([^}]*)\}/.exec(nginx)?.[1]).toContain("immutable");
  });

  it("writes vercel.json that Vercel's own route parser reads into one URL per document", () => {
    const notFoundPolicy = pagePolicy(featureSources(siteConfig), [sha256("notFound()")]);
    const vercel = JSON.parse(
      renderVercelConfig(headerRules([...documents, { file: "404.html", policy: notFoundPolicy }])),
    ) as Parameters<typeof getTransformedRoutes>[0];
    const { routes, error } = getTransformedRoutes(vercel);
    expect(error).toBeNull();
    /** What Vercel answers for a path: its first redirect, or every matching rule's headers. */
    const answer = (path: string) => {
      const matching = (routes ?? []).filter(
        (route) => "src" in route && new RegExp(route.src).test(path),
      );
      const redirect = matching.find((route) => "status" in route && route.status);
      if (redirect && "headers" in redirect) {
        return {
          redirectTo: path.replace(new RegExp(redirect.src), redirect.headers?.Location ?? ""),
        };
      }
      return Object.assign(
        {},
        ...matching.map((route) => ("headers" in route ? route.headers : {})),
      );
    };
    for (const form of ["/about/", "/about.html", "/about/index.html"]) {
      expect(answer(form), form).toEqual({ redirectTo: "/about" });
    }
    expect(answer("/index.html")).toEqual({ redirectTo: "/" });
    expect(answer("/about")["Content-Security-Policy"]).toContain(sha256("about()"));
    expect(answer("/about")["Cache-Control"]).toBe("no-cache");
    expect(answer("/")["Content-Security-Policy"]).toContain(sha256("home()"));
    // An unknown path keeps the 404 page's own policy, frame-ancestors included.
    expect(answer("/no/such/page")["Content-Security-Policy"]).toBe(
      serializePolicy(notFoundPolicy),
    );
    expect(answer("/assets/app-1a2b3c.js")["Cache-Control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(answer("/about")["X-Content-Type-Options"]).toBe("nosniff");
  });
});

describe("the headers of a feature's own files (the service worker)", () => {
  const documents = [
    { file: "index.html", policy: pagePolicy(featureSources(siteConfig), [sha256("home()")]) },
  ];
  const files = [{ path: "/sw.js", headers: { "Cache-Control": "no-cache" } }];

  it("are sent with the file on every host, and under the site's path", async () => {
    for (const base of ["", "/fungi-atlas"]) {
      const rules = headerRules(documents, base, files);
      const file = join(await temporaryFolder("headers"), "_headers");
      await writeFile(file, renderHeadersFile(rules, base));
      const parsed = await readHeaderRules(file);
      const cacheControl = parsed
        .filter((rule) => rule.forRegExp.test(`${base}/sw.js`))
        .map((rule) => rule.values["Cache-Control"])
        .filter(Boolean);
      expect(cacheControl, base).toEqual(["no-cache"]);

      const nginx = renderNginxLocations(rules, base);
      const location = new RegExp(`location = ${base}/sw\\.js \\{([^}]*)\\}`).exec(nginx)?.[1];
      expect(location, base).toContain('add_header Cache-Control "no-cache" always;');
      expect(location, base).toContain('add_header X-Content-Type-Options "nosniff" always;');
    }
    const vercel = JSON.parse(renderVercelConfig(headerRules(documents, "", files))) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    expect(vercel.headers.find(({ source }) => source === "/sw.js")?.headers).toEqual([
      { key: "Cache-Control", value: "no-cache" },
    ]);
  });
});

describe("the header files of a site under a path", () => {
  const base = "/fungi-atlas";
  const documents = [
    { file: "about.html", policy: pagePolicy(featureSources(siteConfig), [sha256("about()")]) },
    { file: "index.html", policy: pagePolicy(featureSources(siteConfig), [sha256("home()")]) },
  ];
  const rules = headerRules(documents, base);

  it("name every path under it, in _headers (read with Netlify's parser) and _redirects", async () => {
    const file = join(await temporaryFolder("headers"), "_headers");
    await writeFile(file, renderHeadersFile(rules, base));
    const parsed = await readHeaderRules(file);
    const policyOf = (path: string) =>
      parsed.find((rule) => rule.forRegExp.test(path) && "Content-Security-Policy" in rule.values)
        ?.values["Content-Security-Policy"];
    expect(policyOf("/fungi-atlas/about")).toContain(sha256("about()"));
    expect(policyOf("/fungi-atlas/about.html")).toContain(sha256("about()"));
    expect(policyOf("/fungi-atlas/")).toContain(sha256("home()"));
    expect(policyOf("/about")).toBeUndefined();
    const assets = parsed.find(
      (rule) =>
        rule.forRegExp.test("/fungi-atlas/assets/app-1a.js") && "Cache-Control" in rule.values,
    );
    expect(assets?.values["Cache-Control"]).toContain("immutable");
    expect(renderRedirectsFile(documents, base)).toContain(
      "/fungi-atlas/about/index.html /fungi-atlas/about 301\n",
    );
  });

  it("give nginx locations under it, the site's folder redirected to its slash", () => {
    const nginx = renderNginxLocations(rules, base);
    expect(nginx).toContain("location /fungi-atlas/ {\n    try_files $uri $uri.html =404;");
    expect(nginx).toContain("location /fungi-atlas/assets/ {");
    expect(nginx).toMatch(
      /location = \/fungi-atlas\/about \{\n {4}try_files \/fungi-atlas\/about\.html =404;/,
    );
    expect(nginx).toMatch(
      /location = \/fungi-atlas \{\n {4}return 301 \/fungi-atlas\/\$is_args\$args;/,
    );
    expect(nginx).not.toMatch(/location (= )?\/(about|assets)/);
  });
});
