import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { listenAddress } from "./listen-address.ts";

describe("where npm start listens", () => {
  it("defaults to localhost:4173, and takes PORT and HOST", () => {
    expect(listenAddress({})).toEqual({ port: 4173, host: "localhost" });
    expect(listenAddress({ PORT: "8080", HOST: "0.0.0.0" })).toEqual({
      port: 8080,
      host: "0.0.0.0",
    });
    expect(listenAddress({ HOST: "::1" })).toEqual({ port: 4173, host: "::1" });
    expect(listenAddress({ HOST: "my-box.local" })).toEqual({ port: 4173, host: "my-box.local" });
  });

  it.each(["abc", "0", "65536", "80.5", "-1"])(
    "refuses PORT=%s in one line saying what to use",
    (port) => {
      expect(listenAddress({ PORT: port })).toEqual({
        problem: `PORT must be a whole number from 1 to 65535, not "${port}": for example PORT=8080 npm start`,
      });
    },
  );

  it.each(["local host", "http://localhost", "host_name"])(
    "refuses HOST=%s in one line",
    (host) => {
      expect(listenAddress({ HOST: host })).toEqual({
        problem: expect.stringMatching(
          new RegExp(
            `^HOST must be a host name or an IP address to listen on, not "${host.replace(/[/.]/g, "\\$&")}"`,
          ),
        ),
      });
    },
  );

  it("npm start prints the line and stops, before building anything", () => {
    const run = spawnSync(process.execPath, ["scripts/server/start.ts"], {
      env: { ...process.env, PORT: "abc" },
      encoding: "utf8",
      timeout: 10_000,
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr.trim()).toBe(
      'PORT must be a whole number from 1 to 65535, not "abc": for example PORT=8080 npm start',
    );
  });
});
