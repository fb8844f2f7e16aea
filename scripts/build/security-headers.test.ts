import { createHash } from "node:crypto";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { getTransformedRoutes } from "@vercel/routing-utils";
import { describe, expect, it } from "vitest";
import { adFramePath } from "#app/components/ads/ad-frame.ts";
import { adFrameFile } from "./ad-frame-plugin.ts";
import type { SiteConfig } from "#app/config/site.schema.ts";
import { siteConfig } from "#app/config/site.ts";
import { readHeaderRules } from "#scripts/server/static-server.ts";
import {
  adFramePolicy,
  headerRules,
  inlineScriptHashes,
  pagePolicy,
  policyFor,
  renderHeadersFile,
  renderNginxLocations,
  renderRedirectsFile,
  renderVercelConfig,
  serializePolicy,
  urlForms,
  withPolicyMeta,
} from "./security-headers.ts";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

const page = (scripts: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>t</title></head><body>${scripts}</body></html>`;

describe("pagePolicy", () => {
  const policy = pagePolicy(siteConfig, ["'sha256-abc'"]);

  it("lets the form vendor's script run, and no other third party's", () => {
    expect(policy["script-src"]).toEqual(["'self'", "'sha256-abc'", "https://forms.example.com"]);
  });

  it("frames the ad slots (same site), the blog's feed and the contact form", () => {
    expect(policy["frame-src"]).toEqual([
      "'self'",
      "https://board.example.com",
      "https://forms.example.com",
    ]);
  });

  it("follows the configuration: a new host appears, the one it replaced does not", () => {
    const config = structuredClone(siteConfig);
    config.embeds.blogFeedUrl = "https://photos.example.net/board/feed";
    const changed = serializePolicy(pagePolicy(config, []));
    expect(changed).toContain(
      "frame-src 'self' https://photos.example.net https://forms.example.com;",
    );
    expect(changed).not.toContain("board.example.com");
  });

  it("lets the TCF consent platform in only in mode tcf", () => {
    const cmpUrl = "https://cmp.example.com/cmp.js";
    const tcf: SiteConfig = {
      ...siteConfig,
      consent: { mode: "tcf", regions: "europe", cmpScriptUrl: cmpUrl },
    };
    const withCmp = pagePolicy(tcf, []);
    expect(withCmp["script-src"]).toContain("https://cmp.example.com");
    expect(withCmp["connect-src"]).toContain("https://cmp.example.com");
    expect(withCmp["frame-src"]).toContain("https://cmp.example.com");
    expect(serializePolicy(policy)).not.toContain("cmp.example.com");
  });

  it("keeps the ad hosts out of the pages: ads run only in their frame", () => {
    const serialized = serializePolicy(policy);
    expect(serialized).not.toContain("ads.example.org");
    expect(serialized).not.toContain("tags.example.net");
  });

  it("denies everything else, framing included, and never allows eval or inline scripts", () => {
    expect(policy["default-src"]).toEqual(["'none'"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(policy["script-src"]).not.toContain("'unsafe-inline'");
    expect(serializePolicy(policy)).not.toContain("'unsafe-eval'");
  });
});

describe("adFramePolicy", () => {
  const policy = adFramePolicy(siteConfig);
  const withFrameOrigin = {
    ...siteConfig,
    ads: { ...siteConfig.ads, frameOrigin: "https://ads.fungi-atlas.example.com" },
  };

  it("lets ad chains run: scripts from any https host, inline and eval'd, never plain http", () => {
    expect(policy["script-src"]).toEqual(["'self'", "https:", "'unsafe-inline'", "'unsafe-eval'"]);
    expect(serializePolicy(policy)).not.toMatch(/\bhttp:/);
  });

  it("may be framed by the site's own pages only", () => {
    expect(policy["frame-ancestors"]).toEqual(["'self'"]);
    // Served from the frame origin, the frame's "self" is not the site.
    expect(adFramePolicy(withFrameOrigin)["frame-ancestors"]).toEqual([siteConfig.url]);
  });

  it("is the pages' frame source: the site itself, or the frame origin when there is one", () => {
    expect(pagePolicy(siteConfig, [])["frame-src"]?.[0]).toBe("'self'");
    expect(pagePolicy(withFrameOrigin, [])["frame-src"]?.[0]).toBe(
      "https://ads.fungi-atlas.example.com",
    );
    expect(pagePolicy(withFrameOrigin, [])["frame-src"]).not.toContain("'self'");
  });
});

describe("serializePolicy", () => {
  it("writes directives in order, and leaves frame-ancestors out of a meta policy", () => {
    const policy = { "default-src": ["'none'"], "frame-ancestors": ["'none'"] };
    expect(serializePolicy(policy)).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(serializePolicy(policy, { forMeta: true })).toBe("default-src 'none'");
  });
});

describe("inlineScriptHashes", () => {
  it("hashes the inline scripts that run, once each", () => {
    const html = page(
      "<script>window.a = 1;</script><script type=\"module\">import('/x.js');</script><script>window.a = 1;</script>",
    );
    expect(inlineScriptHashes(html)).toEqual([sha256("window.a = 1;"), sha256("import('/x.js');")]);
  });

  it("hashes inert scripts too, which the build's loaders run as they are", () => {
    const html = page('<script type="text/x-deferred-module">import("/entry.js");</script>');
    expect(inlineScriptHashes(html)).toEqual([sha256('import("/entry.js");')]);
  });

  it("skips external scripts and JSON-LD data, which need no hash", () => {
    const html = page(
      '<script src="/assets/a.js"></script><script type="application/ld+json">{"@type":"WebSite"}</script>',
    );
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("hashes the text a browser parses, as JSDOM reads it", () => {
    const html = page(
      [
        // React Router's markup: scripts with and without attributes, JSON-LD, a comment.
        '<script type="application/ld+json">{"name":"a"}</script><!-- <script>commented()</script> -->',
        "<script>window.__reactRouterContext = {};</script>",
        '<script type="module" async="">import "/assets/manifest.js";\n</script>',
        // What other steps may write: other quoting and case, ">" in a value, CR LF line ends.
        "<SCRIPT data-note='a > b' TYPE=Module>run(1);\r\nrun(2);\rrun(3);</SCRIPT >",
        '<script type=" text/JavaScript ">legacy()</script><script src="/a.js" async></script>',
        '<script-tag>not a script</script-tag><script type="text/plain" data-consent="ads">later()</script>',
      ].join(""),
    );
    const { document } = new JSDOM(html).window;
    const parsed = [...document.querySelectorAll<HTMLScriptElement>("script:not([src])")]
      .filter((script) => !script.type.endsWith("json"))
      .map((script) => sha256(script.text));
    expect(parsed).toHaveLength(5);
    expect(inlineScriptHashes(html)).toEqual(parsed);
  });
});

describe("policyFor", () => {
  it("gives a page the page policy with its scripts' hashes, and the ad frame its own", () => {
    const html = page("<script>x()</script>");
    expect(policyFor(html, "page", siteConfig)).toEqual(pagePolicy(siteConfig, [sha256("x()")]));
    expect(policyFor(html, "ad-frame", siteConfig)).toEqual(adFramePolicy(siteConfig));
  });
});

describe("headerRules", () => {
  const documents = [
    { file: "about.html", policy: pagePolicy(siteConfig, [sha256("about()")]) },
    { file: adFrameFile, policy: adFramePolicy(siteConfig) },
    { file: "index.html", policy: pagePolicy(siteConfig, [sha256("home()")]) },
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
  it("round-trips through Netlify's _headers parser: each served form of /about gets each header once", async () => {
    const file = join(await mkdtemp(join(tmpdir(), "headers-")), "_headers");
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
    const notFoundPolicy = pagePolicy(siteConfig, [sha256("notFound()")]);
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

describe("urlForms", () => {
  it("serves a flat file at its name without .html, and lists its other forms", () => {
    expect(urlForms("index.html")).toEqual({ url: "/", aliases: ["/index.html"] });
    expect(urlForms("about.html")).toEqual({
      url: "/about",
      aliases: ["/about/", "/about.html", "/about/index.html"],
    });
    expect(urlForms("blog/first-walk.html").url).toBe("/blog/first-walk");
  });

  it("puts every form under the base path; the home page is the folder, with its slash", () => {
    expect(urlForms("index.html", "/fungi-atlas")).toEqual({
      url: "/fungi-atlas/",
      aliases: ["/fungi-atlas/index.html", "/fungi-atlas"],
    });
    expect(urlForms("about.html", "/fungi-atlas")).toEqual({
      url: "/fungi-atlas/about",
      aliases: ["/fungi-atlas/about/", "/fungi-atlas/about.html", "/fungi-atlas/about/index.html"],
    });
  });
});

describe("the header files of a site under a path", () => {
  const base = "/fungi-atlas";
  const documents = [
    { file: "about.html", policy: pagePolicy(siteConfig, [sha256("about()")]) },
    { file: "index.html", policy: pagePolicy(siteConfig, [sha256("home()")]) },
  ];
  const rules = headerRules(documents, base);

  it("name every path under it, in _headers (read with Netlify's parser) and _redirects", async () => {
    const file = join(await mkdtemp(join(tmpdir(), "headers-")), "_headers");
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

describe("withPolicyMeta", () => {
  it("puts the policy right after the charset, before any script", () => {
    const html = withPolicyMeta(page("<script>x()</script>"), "default-src 'none'");
    expect(html).toContain(
      `<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'none'"/><title>`,
    );
  });
});
