/** The ids of the agent version history's headings, which other pages link to; no data, no React. */

/** "5.6" -> "agent-56". */
export const versionAnchor = (version: string) => `agent-${version.replace('.', '')}`;

/** "6" -> "agent-6x". */
export const lineAnchor = (major: string) => `agent-${major}x`;
