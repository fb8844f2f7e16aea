// What keeps a visitor safe: the lookalike pairs, the danger panel and the safety notice.
export const safety = {
  dangerousLookalike: "Dangerous lookalike",
  dangerousLookalikeDeadly:
    "It can be mistaken for a deadly poisonous species. Learn the differences before you pick it:",
  dangerousLookalikePoisonous:
    "It can be mistaken for a poisonous species. Learn the differences before you pick it:",
  dangerousLookalikePsychoactive:
    "It can be mistaken for a psychoactive species. Learn the differences before you pick it:",
  lookalikes: "Lookalikes side by side",
  pairHeading: "{species} vs {lookalike}: how to tell them apart",
  pairTable: "{species} and {lookalike}, fact by fact",
  differs: "Differs",
  notRecorded: "not recorded",
  dangerDeadly: "Deadly poisonous: eating it can kill.",
  dangerPoisonous: "Poisonous: eating it can make you seriously ill.",
  dangerPsychoactive: "Psychoactive: eating it alters the mind and can poison.",
  ifEaten: "If someone may have eaten it",
  callEmergency: "Call {centre} now on {phone}, even if they feel well.",
  callLocalEmergency:
    "Call your local emergency number or poison centre now, even if they feel well.",
  symptomsLate:
    "Symptoms can start hours or days later, when the poison is already at work: do not wait for them.",
  keepLeftovers: "Keep any leftover mushroom, raw or cooked, for identification.",
  safetyNotice:
    "Never eat a wild mushroom because a website says it is edible, this one included. Have every find checked by an expert, in person, before you eat it.",
  harmfulNotice:
    "Never treat a wild mushroom as food on the strength of a web page, this one included. Only an expert who sees the find itself can name it.",
};
