import type { Catalogue } from "../../catalogue.ts";

export const privacy = {
  title: "Prywatność",
  description:
    "Co serwis {brand} zapisuje na Twoim urządzeniu i z usług jakich innych firm korzystają jego strony.",
  placeholderNotice:
    "Ta informacja jest tymczasowa: właściciel serwisu nie napisał jeszcze własnej. Znajdzie się w niej, kto prowadzi ten serwis, jak się z nim skontaktować i co dzieje się z wiadomościami wysłanymi przez formularz kontaktowy.",
  whoWeAre: "Kim jesteśmy",
  whatThisSiteStores: "Co zapisuje ten serwis",
  storesNothing: "Żadnych plików cookie.",
  storesConsentAnswer:
    "Twoją odpowiedź w banerze zgody („Akceptuję” lub „Odrzucam”) – przez 12 miesięcy, w pamięci lokalnej przeglądarki dla tego serwisu, pod kluczem „{key}”. Żadnych plików cookie. Możesz ją zmienić za pomocą linku „Ustawienia prywatności” na dole każdej strony.",
  storesWithConsentPlatform:
    "Sam żadnych plików cookie. Platforma zgód wymieniona poniżej przechowuje Twoje wybory w sposób opisany w jej własnej informacji.",
  storesSearchSlashKeyChoice:
    "Jeśli wyłączysz klawisz / w oknie wyszukiwania: ten wybór, w pamięci lokalnej przeglądarki dla tego serwisu, pod kluczem „{key}”, dopóki go ponownie nie włączysz.",
  otherServices: "Usługi innych firm",
  otherServicesText:
    "Gdy strona je wczytuje, te hosty otrzymują żądanie z Twojej przeglądarki – wraz z jej adresem IP i adresem strony, z której pochodzi:",
  service: "Usługa",
  host: "Host",
  pages: "Strony",
  when: "Kiedy",
  adNetwork: "Sieć reklamowa (banery)",
  extraAdTag: "Dodatkowy tag reklamowy",
  imageBoardFeed: "Kanał z serwisu z obrazami",
  contactForm: "Formularz kontaktowy",
  contactFormScript: "Skrypt formularza kontaktowego",
  consentPlatform: "Platforma zgód (IAB TCF)",
  everyPage: "Każda strona",
  unknownPaths: "nieznane ścieżki (404)",
  whenInView: "Gdy reklama pojawi się na ekranie",
  whenAccepted: "Dopiero po wyrażeniu zgody",
  whenAcceptedInEurope:
    "Po wyrażeniu zgody (europejskie strefy czasowe); gdzie indziej – gdy reklama pojawi się na ekranie",
  whenConsentPlatformAllows:
    "Dopiero gdy platforma zgód zgłosi Twoją zgodę lub to, że nie jest ona potrzebna",
  whenPageOpens: "Przy otwarciu strony",
  whenPageOpensInEurope: "Przy otwarciu strony, w europejskiej strefie czasowej",
} satisfies Catalogue["privacy"];
