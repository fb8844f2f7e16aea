import type { Catalogue } from "../../catalogue.ts";

export const home = {
  eyebrow: "Notatki terenowe o grzybach",
  exploreTypes: "Poznaj gatunki",
  learnMore: "Dowiedz się więcej",
  learnMoreContext: "o grzybach",
  featuresHeading: "Dlaczego grzyby fascynują",
  wondersTitle: "Cuda natury",
  wondersText:
    "Od świecących grzybów-duchów po olbrzymie purchawki – ponad 14\u00a0000 opisanych gatunków grzybów kształtuje ściółkę każdego lasu.",
  cultureTitle: "Wpływ na kulturę",
  cultureText:
    "Grzyby przewijają się przez folklor, rytuały, medycynę i kuchnię – od syberyjskich szamanów po japońskie uczty z matsutake.",
  healthTitle: "Korzyści dla zdrowia",
  healthText:
    "Wiele grzybów jadalnych ma mało kalorii i dostarcza błonnika, witamin z grupy B i potasu, a gdy rośnie w słońcu – także witaminy D.",
} satisfies Catalogue["home"];
