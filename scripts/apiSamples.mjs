/**
 * Request samples and example responses of an API operation, made in Node when the API pages are
 * generated (src/build/openapiMarkdown.ts), so that the pages show them without the explorer's JavaScript.
 *
 * The request is built by the OpenAPI theme's own `buildPostmanRequest` from the same initial
 * values the explorer starts with (parameters: `prefillValue` of src/lib/apiPrefill.ts; JSON body: the theme's
 * sample of the body schema; the first server; credentials masked as `Bearer <token>`), and converted by
 * postman-code-generators with the theme's default options, so the samples are the ones the
 * console shows when it opens.
 */
import { createRequire } from 'node:module';
import createJiti from 'jiti';
import { sdkCallFor } from './sdkCalls.mjs';

const require = createRequire(import.meta.url);
const generators = require('postman-code-generators');
const { Request } = require('postman-collection');
const buildPostmanRequest = require('docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/buildPostmanRequest').default;
const { generateLanguageSet } = require('docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/CodeSnippets/languages');
const { sampleFromSchema } = require('docusaurus-plugin-openapi-docs/lib/openapi/createSchemaExample');

/** The tabs, in order: `value` is shared with the explorer's code tabs (`docusaurus.tab.code-samples`). */
const SAMPLE_LANGUAGES = [
  { value: 'curl', label: 'cURL', highlight: 'bash', variant: 'cURL' },
  { value: 'python', label: 'Python', highlight: 'python', variant: 'Requests' },
  { value: 'javascript', label: 'JavaScript', highlight: 'javascript', variant: 'Fetch' },
];
const SDK_TAB = { value: 'python-sdk', label: 'Python SDK', highlight: 'python' };

const { prefillValue } = createJiti(import.meta.url, { interopDefault: true })('../src/lib/apiPrefill.ts');
const languageSet = generateLanguageSet();

/** The body the explorer's editor starts with: the theme's sample of a JSON body schema. */
function initialBody(api, contentType) {
  const schema = api.requestBody?.content?.[contentType]?.schema;
  if (!contentType || !schema || schema.format === 'binary') return { type: 'empty' };
  if (!(contentType.includes('application/json') || contentType.endsWith('+json'))) return { type: 'empty' };
  const sample = sampleFromSchema(schema, { type: 'request' });
  return sample === undefined
    ? { type: 'empty' }
    : { type: 'raw', content: { type: 'string', value: JSON.stringify(sample, null, 2) } };
}

/**
 * The selected auth of a fresh explorer, with its credentials masked as its code tabs mask them
 * (CodeSnippets: each credential becomes `<scheme name or field>`, so `Bearer <token>`).
 */
function initialAuth(api) {
  const options = (api.security ?? []).map((requirement) =>
    Object.keys(requirement).map((key) => ({ key, ...api.securitySchemes?.[key] })),
  );
  const masked = (scheme, field) => ({ [field]: `<${scheme.name ?? field}>` });
  const data = Object.fromEntries(
    (options[0] ?? []).map((scheme) => [scheme.key, masked(scheme, scheme.type === 'apiKey' ? 'apiKey' : 'token')]),
  );
  return { selected: options.length > 0 ? '0' : undefined, options: { 0: options[0] ?? [] }, data };
}

/** The postman request the explorer builds before the reader changes anything. */
function initialRequest(api) {
  const params = { path: [], query: [], header: [], cookie: [] };
  for (const p of api.parameters ?? []) {
    const value = prefillValue(p);
    params[p.in]?.push(value === undefined ? p : { ...p, value });
  }
  const accept = Object.entries(api.responses ?? {})
    .filter(([code]) => /^2\d\d$/.test(code))
    .flatMap(([, r]) => Object.keys(r.content ?? {}))[0];
  const contentType = Object.keys(api.requestBody?.content ?? {})[0];
  const server = api.servers?.[0];
  // buildPostmanRequest reads window.location.origin for requests without a server.
  const hadWindow = 'window' in globalThis;
  if (!hadWindow) globalThis.window = { location: { origin: '' } };
  try {
    return buildPostmanRequest(new Request(api.postman ?? {}), {
      queryParams: params.query,
      pathParams: params.path,
      cookieParams: params.cookie,
      headerParams: params.header,
      contentType,
      accept,
      body: initialBody(api, contentType),
      server,
      auth: initialAuth(api),
      encoding: {},
    });
  } finally {
    if (!hadWindow) delete globalThis.window;
  }
}

function convert(language, variant, request) {
  const options = languageSet.find((l) => l.language === language)?.options ?? {};
  let code;
  generators.convert(language, variant, request, options, (error, snippet) => {
    if (error) throw new Error(`${language} sample: ${error}`);
    code = snippet;
  });
  if (code === undefined) throw new Error(`${language} sample: the generator did not answer synchronously`);
  return code.trim();
}

function exampleOf(media) {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const named = media.examples && Object.values(media.examples)[0];
  return named?.value;
}

/** The first success response with an example, and the first error response's body. */
function responses(api) {
  const out = [];
  const entries = Object.entries(api.responses ?? {});
  const withJson = ([, r]) => r.content?.['application/json'];
  const success = entries.find(([code, r]) => /^2/.test(code) && exampleOf(withJson([code, r])) !== undefined);
  const successCode = entries.find(([code]) => /^2/.test(code));
  const error = entries.find(([code, r]) => /^[45]/.test(code) && exampleOf(withJson([code, r])) !== undefined);
  for (const [code, r] of [success ?? successCode, error].filter(Boolean)) {
    const example = exampleOf(withJson([code, r]));
    out.push({
      status: code,
      description: r.description ?? '',
      body: example === undefined ? '' : JSON.stringify(example, null, 2),
    });
  }
  return out;
}

/** Everything the page shows for one operation (`api` is the operation as the plugin writes it into the page). */
export function operationSamples(api) {
  const request = initialRequest(api);
  const samples = SAMPLE_LANGUAGES.map(({ value, label, highlight, variant }) => ({
    value,
    label,
    highlight,
    code: convert(value, variant, request),
  }));
  const sdk = sdkCallFor(api.operationId);
  if (sdk) samples.push({ ...SDK_TAB, code: sdk });
  return { samples, responses: responses(api) };
}

/**
 * Every operation of a spec as the OpenAPI plugin writes it into its page (the `api` object), for
 * checks that need the samples without generating the pages.
 */
export async function specOperations(specPath) {
  const { readOpenapiFiles, processOpenapiFiles } = require('docusaurus-plugin-openapi-docs/lib/openapi');
  const files = await readOpenapiFiles(specPath);
  const [items] = await processOpenapiFiles(files, { specPath, outputDir: 'api', showSchemas: true }, {});
  return items.filter((item) => item.type === 'api').map((item) => item.api);
}

const { Prism, normalizeTokens } = require('prism-react-renderer');
// The site's extra languages (themeConfig.prism.additionalLanguages), as prism-include-languages adds them.
globalThis.Prism = Prism;
require('prismjs/components/prism-bash');
delete globalThis.Prism;

/**
 * Code highlighted in Node, as lines of tokens: `[token types, text]` (types joined by spaces), or
 * the text alone for plain text, so that the page shows highlighted code without loading Prism; the colours come from the
 * site's code theme in the browser (src/components/ApiSamples).
 */
export function highlight(code, language) {
  const grammar = Prism.languages[language];
  if (!grammar) throw new Error(`no Prism grammar for ${language}`);
  return normalizeTokens(Prism.tokenize(code, grammar)).map((line) =>
    line
      .filter(({ content }) => content !== '')
      .map(({ types, content }) => {
        const kinds = types.filter((t) => t !== 'plain').join(' ');
        return kinds ? [kinds, content] : content;
      }),
  );
}

/** What the page exports (`labwireSamples`): the samples and responses as highlighted lines. */
export function pageSamples({ samples, responses }) {
  return {
    samples: samples.map(({ value, label, highlight: language, code }) => ({
      value,
      label,
      lines: highlight(code, language),
    })),
    responses: responses.map(({ body, ...rest }) => ({ ...rest, lines: body ? highlight(body, 'json') : [] })),
  };
}
