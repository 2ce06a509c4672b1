/**
 * The tables the modular-analysis apps read and the reader nodes that feed them
 * (src/data/appInputs.yaml), checked against src/data/appInputs.schema.json: a mistake throws
 * with `src/data/appInputs.yaml:<line>: <field>: <message>` first. tests/unit/table-columns.test.ts
 * checks each source against the node catalog and each app's page.
 */
import { loadYamlSource, type YamlSource } from './yamlSource';

export const APP_INPUTS_FILE = 'src/data/appInputs.yaml';
const SCHEMA_FILE = 'src/data/appInputs.schema.json';

export interface AppInputSource {
  node: string;
  table: string;
  /** Role -> the column of the node's table that fills it. */
  columns: Record<string, string>;
  /** The step after the node that adds the roles its table lacks. */
  added?: { by: string; roles: string[] };
}

export interface AppInput {
  heading: string;
  required: string[];
  sources: AppInputSource[];
}

export interface App {
  page: string;
  inputs: AppInput[];
}

/** The file as read, with `problem(path, message)` to word a finding at the line of a value. */
export function loadAppInputs(file = APP_INPUTS_FILE): YamlSource<{ apps: App[] }> {
  return loadYamlSource<{ apps: App[] }>(file, SCHEMA_FILE);
}
