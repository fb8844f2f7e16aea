const features = [
  {
    title: "Natural Wonders",
    text: "From glowing ghost fungi to giant puffballs, more than 14,000 described mushroom species shape every forest floor.",
  },
  {
    title: "Cultural Impact",
    text: "Mushrooms run through folklore, ritual, medicine and cooking, from Siberian shamans to Japanese matsutake feasts.",
  },
  {
    title: "Health Benefits",
    text: "Many edible mushrooms are low in calories and rich in fibre, B vitamins, potassium and, grown in sunlight, vitamin D.",
  },
] as const;

export function FeatureCards() {
  return (
    <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-6 py-16">
      <h2 id="features-heading" className="sr-only">
        Why fungi fascinate
      </h2>
      <ul className="grid gap-6 md:grid-cols-3">
        {features.map((feature) => (
          <li key={feature.title} className="rounded-2xl border border-line bg-paper-deep p-6">
            <h3 className="mb-2 font-display text-2xl font-semibold text-ink">{feature.title}</h3>
            <p className="text-ink-muted">{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
