/**
 * Marks a `<style>` a component renders at build time for the page's head: the build moves it
 * there (scripts/pipeline/document/page-styles.ts, `hoistPageRules`).
 */
export const pageRulesAttribute = "data-page-rules";

/**
 * Marks a `<template>` holding the markup a script of the page puts in later (home's in-season
 * cards, its welcome toast): the build keeps the rules that markup can match in the page's own
 * styles and ships the page without the template (`keepPageStyles`, ADR 043), so that the script
 * needs no whole stylesheet, whose arrival restyles the whole page.
 */
export const renderedLaterAttribute = "data-rendered-later";
