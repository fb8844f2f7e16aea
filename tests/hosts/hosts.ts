import { spawnSync } from "node:child_process";
import { sitePort } from "#tests/variants/variants.ts";

/**
 * A static host's own runtime, serving the built dist/ beside `npm start` in the e2e tests
 * (tests/e2e/hosts.spec.ts): what an owner deploys to, run locally and offline.
 */
export interface Host {
  /** How the host is named in the test titles. */
  label: string;
  /** Its port: after the shipped site's and its variants'. */
  port: number;
  /** Whether this machine can run it; CI installs what is missing (.ci/run). */
  available: boolean;
}

/** Whether a command is on the PATH. */
function installed(command: string): boolean {
  return spawnSync(command, ["-v"], { stdio: "ignore" }).error === undefined;
}

/** Every host runtime the tests serve dist/ with, by name (`serve-host.ts <name>`). */
export const hosts = {
  // Cloudflare's Pages asset server, from the wrangler package (a devDependency).
  cloudflare: { label: "Cloudflare Pages (wrangler)", port: sitePort + 20, available: true },
  // Debian's nginx with the generated nginx-headers.conf, as docs/deploy.md sets it up.
  nginx: { label: "nginx", port: sitePort + 21, available: installed("nginx") },
} satisfies Record<string, Host>;

export type HostName = keyof typeof hosts;

/** Where the tests reach a host's runtime. */
export function hostOrigin(name: HostName): string {
  return `http://127.0.0.1:${hosts[name].port}`;
}
