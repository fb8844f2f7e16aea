import type { ComparedFact } from "#app/lib/content/pair-comparison.ts";
import type { FactWords } from "./morphology-words.ts";

// A module of its own: the key's code takes the facts' words (morphology-words.ts), not their
// names, which only the species pages' facts box and pairs show.

/** Each fact's name, as the facts box and the pairs' tables show it. */
export const factLabels = ({
  species: messages,
  morphology: morphologyMessages,
}: FactWords): Record<ComparedFact, string> => ({
  edibility: messages.edibility,
  hymenium: messages.hymenium,
  hymeniumColour: morphologyMessages.hymeniumColour,
  gillAttachment: morphologyMessages.gillAttachment,
  sporePrint: messages.sporePrint,
  capShape: morphologyMessages.capShape,
  capColour: morphologyMessages.capColour,
  capSize: morphologyMessages.capSize,
  stipe: morphologyMessages.stipe,
  substrate: morphologyMessages.substrate,
  smell: morphologyMessages.smell,
  bruising: morphologyMessages.bruising,
  ecology: messages.ecology,
  habitat: messages.habitat,
  season: messages.season,
});
