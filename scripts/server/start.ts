import { spawnSync } from "node:child_process";
import { basePath } from "#app/lib/site-url.ts";
import { isBuildStale } from "#scripts/pipeline/build-inputs.ts";
import { checkedSiteConfig } from "#scripts/pipeline/checked-site-config.ts";
import { listenAddress } from "./listen-address.ts";
import { createStaticServer } from "./static-server.ts";

const deployDirectory = "dist";

const address = listenAddress(process.env);
if ("problem" in address) {
  console.error(address.problem);
  process.exit(1);
}
const { port, host } = address;

if (isBuildStale()) {
  console.log(`Building the site into ${deployDirectory}/ ...`);
  const build = spawnSync("npm", ["run", "build"], {
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// A site whose url has a path (a GitHub Pages project site) is served under it, as the host does.
const base = basePath((await checkedSiteConfig()).url);
const server = await createStaticServer(deployDirectory, { base });

// What the system says when it cannot listen, as one line a newcomer can act on.
const listenProblems: Record<string, string> = {
  EADDRINUSE: `Port ${port} is already in use on ${host}. Stop whatever is using it, or pick another port: PORT=${port + 1} npm start`,
  EACCES: `Port ${port} needs administrator rights on this system. Pick a port above 1023: PORT=8080 npm start`,
  EADDRNOTAVAIL: `HOST ${host} is not an address of this machine. Use HOST=localhost, or HOST=0.0.0.0 for every interface.`,
  ENOTFOUND: `HOST ${host} is not a name this machine knows. Use HOST=localhost, or HOST=0.0.0.0 for every interface.`,
};
server.on("error", (error: NodeJS.ErrnoException) => {
  const problem = error.code && listenProblems[error.code];
  if (!problem) throw error;
  console.error(problem);
  process.exit(1);
});
server.listen(port, host, () => {
  console.log(`Serving ${deployDirectory}/ at http://${host}:${port}${base}/`);
});
