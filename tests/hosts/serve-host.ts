/**
 * Serves dist/ with one static host's own runtime (hosts.ts), once `npm start` has built it.
 * Playwright starts one per available host (playwright.config.ts):
 *
 *   node tests/hosts/serve-host.ts <name>
 */
import { spawn } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { sitePort } from "#tests/variants/variants.ts";
import { type HostName, hosts } from "./hosts.ts";

const name = process.argv[2] ?? "";
if (!(name in hosts)) {
  console.error(`Unknown host "${name}". Hosts: ${Object.keys(hosts).join(", ")}`);
  process.exit(1);
}
const { port } = hosts[name as HostName];
const site = resolve("dist");

// `npm start` (the first web server) builds dist/ when it is stale; a host started before that
// would serve the last build, and nginx would keep its header locations.
while (
  !(await fetch(`http://localhost:${sitePort}/`).then(
    (response) => response.ok,
    () => false,
  ))
) {
  await sleep(500);
}

const command = name === "nginx" ? await nginxCommand() : wranglerCommand();
const server = spawn(command[0] ?? "", command.slice(1), {
  stdio: "inherit",
  env: { ...process.env, CI: "1", WRANGLER_SEND_METRICS: "false" },
});
// Playwright stops this process; the host's own processes go with it.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.kill(signal);
    process.exit(0);
  });
}
server.on("exit", (code) => process.exit(code ?? 1));

function wranglerCommand(): string[] {
  // The date of the runtime's behaviour, which a project's own deploys set in the dashboard:
  // without it wrangler warns at every start and takes its own latest one.
  const runtime = ["--compatibility-date", "2026-10-23"];
  const args = ["pages", "dev", site, "--port", String(port), "--ip", "127.0.0.1", ...runtime];
  return ["node_modules/.bin/wrangler", ...args];
}

/** nginx in the foreground with the server block of docs/deploy.md, its files in .hosts/nginx. */
async function nginxCommand(): Promise<string[]> {
  const prefix = resolve(".hosts/nginx");
  await mkdir(`${prefix}/logs`, { recursive: true });
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `  ${kind}_temp_path ${prefix}/${kind};`)
    .join("\n");
  await writeFile(
    `${prefix}/nginx.conf`,
    `daemon off;
worker_processes 1;
error_log stderr warn;
pid ${prefix}/nginx.pid;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  access_log off;
${temp}
  server {
    listen 127.0.0.1:${port};
    root ${site};
    index index.html;
    gzip_static on;
    error_page 404 /404.html;
    include ${site}/nginx-headers.conf;
  }
}
`,
  );
  return ["nginx", "-c", `${prefix}/nginx.conf`, "-p", prefix];
}
