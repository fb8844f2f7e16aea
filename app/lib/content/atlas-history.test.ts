import { expect, test } from "vitest";
import { readSourceSync } from "./content-files.server.ts";

// History, culture and medicine sentences checked against two sources each (issue #65): each
// test fails if the unsupported or wrong wording comes back, or the corrected one goes.

/** The Markdown body of a species page, as its writer wrote it. */
const body = (slug: string) => readSourceSync(`content/types/${slug}.md`, () => {})?.body ?? "";

test("the livid pinkgill keeps the names its sources give, not an unconfirmed Burgundian one", () => {
  expect(body("livid-pinkgill")).not.toMatch(/Côte-d'Or|great poisoner|large share/);
  expect(body("livid-pinkgill")).toMatch(/le perfide/);
});

test("the horn of plenty's French name is translated as the trumpet of death", () => {
  expect(body("horn-of-plenty")).toMatch(/trompette de la mort, the trumpet of death/);
  expect(body("horn-of-plenty")).not.toMatch(/sprang from graves/);
});

test("the jelly ear's sore-throat remedy is European folk medicine, not Chinese", () => {
  expect(body("jelly-ear")).not.toMatch(
    /China it has been given for complaints such as sore throats/,
  );
  expect(body("jelly-ear")).toMatch(/Europe it was still given for sore throats/);
});

test("the birch polypore is not called Ötzi's tinder: his tinder was the hoof fungus", () => {
  expect(body("birch-polypore")).not.toMatch(/used as tinder for lighting fires/);
  expect(body("birch-polypore")).toMatch(
    /tinder Ötzi carried was a different bracket, the hoof fungus/,
  );
});

test("the 1979 Scottish webcap case is told as the Lancet reports it, without unsourced campers", () => {
  expect(body("deadly-webcap")).not.toMatch(/three campers/);
  expect(body("deadly-webcap")).toMatch(/1979 were the first such case reported in Britain/);
});

test("angel wings are said to have long been eaten in Japan, not for generations", () => {
  expect(body("oyster-mushroom")).not.toMatch(/for generations/);
  expect(body("oyster-mushroom")).toMatch(/long been eaten as a seasonal delicacy/);
});

test("turkey tail's PSK is called approved in Japan without an unsourced span of decades", () => {
  expect(body("turkey-tail")).not.toMatch(/approved for decades/);
  expect(body("turkey-tail")).toMatch(/PSK, is an approved add-on/);
});

test("the lion's mane's traditional use is credited to Chinese medicine alone", () => {
  expect(body("lions-mane")).not.toMatch(/Chinese and Japanese traditional medicine/);
  expect(body("lions-mane")).toMatch(/traditional Chinese medicine/);
});

test("the jack-o'-lantern's olive name is not told as a habit: oaks host it at least as often", () => {
  expect(body("jack-o-lantern")).not.toMatch(/named for its habit of growing on olive trees/);
  expect(body("jack-o-lantern")).toMatch(/its name means of the olive tree/);
});

test("the amethyst deceiver's arsenic gets no reassurance that only one unconfirmed study gave", () => {
  expect(body("amethyst-deceiver")).not.toMatch(/occasional eating carries a low risk/);
  expect(body("amethyst-deceiver")).toMatch(/arsenic-polluted ground can hold a great deal/);
});
