/**
 * Marks a `<style>` a component renders at build time for the page's head: the build moves it
 * there (scripts/pipeline/document/page-styles.ts, `hoistPageRules`).
 */
export const pageRulesAttribute = "data-page-rules";
