/** Stand-in for @docusaurus/useBrokenLinks in unit tests: collects nothing. */
export default function useBrokenLinks(): { collectAnchor: (id: string) => void; collectLink: (link: string) => void } {
  return { collectAnchor: () => undefined, collectLink: () => undefined };
}
