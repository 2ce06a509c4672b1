/**
 * Inline Markdown to plain text, for meta descriptions taken from openapi.yaml: code spans,
 * emphasis and links keep their text and lose their marks.
 * @param {string} markdown
 * @returns {string}
 */
export function plainText(markdown) {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[\s(])[*_]([^*_\s][^*_]*?)[*_](?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
}
