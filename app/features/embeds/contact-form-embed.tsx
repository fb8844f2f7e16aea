import { useSettings } from "#app/config/settings.ts";
import { IframeEmbed } from "./iframe-embed.tsx";
import { fill } from "#app/i18n/format.ts";
import { useWords } from "#app/i18n/words.ts";

/**
 * The lead-form widget of /contact (`siteConfig.embeds`), with the vendor's script, which is
 * loaded after the frame is in the page.
 */
export function ContactFormEmbed() {
  const { name, embeds } = useSettings();
  const { contact: messages } = useWords();
  const { contactFormUrl, contactFormCategory, contactFormScriptUrl } = embeds;
  return (
    <IframeEmbed
      title={fill(messages.formTitle, { brand: name })}
      src={withCategory(contactFormUrl, contactFormCategory)}
      height={789}
      // scripts and forms: the widget validates and submits with JavaScript. same-origin: the
      // frame keeps the vendor's origin (not ours, it is cross-origin), which its script and
      // submission need. popups and escaping the sandbox: its privacy-policy link opens the
      // vendor's site in a new tab, which must work as a normal page.
      sandbox={[
        "allow-scripts",
        "allow-forms",
        "allow-same-origin",
        "allow-popups",
        "allow-popups-to-escape-sandbox",
      ]}
      directLinkLabel={messages.openForm}
      script={contactFormScriptUrl}
    />
  );
}

/**
 * The form's URL tagged with the lead category: `category=<value>` appended to its query, encoded
 * with encodeURIComponent (a space is %20, read the same by every parser, where "+" is not).
 */
export function withCategory(formUrl: string, category: string): string {
  const url = new URL(formUrl);
  const parameter = `category=${encodeURIComponent(category)}`;
  url.search = url.search ? `${url.search}&${parameter}` : parameter;
  return url.href;
}
