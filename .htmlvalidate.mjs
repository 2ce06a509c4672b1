/**
 * html-validate over the built pages (tests/build/html.test.ts): the standard rules, which check
 * that the HTML is valid, and the accessibility rules. Two advisory accessibility rules are off,
 * because they flag Docusaurus's own correct markup on every page:
 * - prefer-native-element: the navbar dropdown toggles are links with role="button", the
 *   announcement bar is a div with role="region"; the roles are right, only the elements differ.
 * - aria-label-misuse: icons are SVGs named with aria-label, which ARIA allows ("strictly allowed
 *   but not recommended", in the rule's words).
 */
export default {
  extends: ['html-validate:standard', 'html-validate:a11y'],
  rules: {
    'prefer-native-element': 'off',
    'aria-label-misuse': 'off',
  },
};
