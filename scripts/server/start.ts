import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { modifiedAt, newestBuildInput } from "#scripts/build/build-inputs.ts";
import { createStaticServer } from "./static-server.ts";

const deployDirectory = "dist";

if (isStale()) {
  console.log(`Building the site into ${deployDirectory}/ ...`);
  const build = spawnSync("npm", ["run", "build"], {
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "localhost";
const server = await createStaticServer(deployDirectory);

server.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EADDRINUSE") {
    console.error(
      `Port ${port} is already in use on ${host}. Stop whatever is using it, or pick another port: PORT=${port + 1} npm start`,
    );
    process.exit(1);
  }
  throw error;
});
server.listen(port, host, () => {
  console.log(`Serving ${deployDirectory}/ at http://${host}:${port}`);
});

/** True when dist/ is missing or older than any file it is built from. */
function isStale(): boolean {
  const builtAt = modifiedAt(join(deployDirectory, "index.html"));
  return builtAt === 0 || newestBuildInput() > builtAt;
}
