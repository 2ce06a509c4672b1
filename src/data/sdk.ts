/**
 * The public surface of the Labwire Python SDK (`labwire-sdk`, import `labwire`), written once.
 *
 * The SDK pages render their reference sections from this module (src/components/SdkReference),
 * the SDK sidebar is built from it (src/sidebars/sdk.ts), and tests/unit/sdk-surface.test.ts
 * checks every Python sample on the site against it. Change a signature here and every page that
 * shows it changes with it; a sample that calls something not written here fails the test.
 */

import { anchorId } from './sdkNames';
import type {
  SdkCallable,
  SdkConstant,
  SdkEntry,
  SdkModule,
  SdkParam,
  SdkProperty,
  SdkRaise,
  SdkReturn,
} from './sdkTypes';

/* Helpers that keep the data below readable. */

function req(name: string, type: string, description: string): SdkParam {
  return { name, type, description };
}

function opt(name: string, type: string, def: string, description: string): SdkParam {
  return { name, type, default: def, description };
}

function kwopt(name: string, type: string, def: string, description: string): SdkParam {
  return { name, type, default: def, keywordOnly: true, description };
}

function ret(type: string, description: string): SdkReturn {
  return { type, description };
}

function raises(type: string, when: string): SdkRaise {
  return { type, when };
}

function prop(name: string, type: string, description: string): SdkProperty {
  return { name, type, description };
}

function constant(name: string, type: string, value: string, description: string): SdkConstant {
  return { name, type, value, description };
}

/** Tag for Python examples: keeps backslashes, drops the first newline and trailing blanks. */
function py(strings: TemplateStringsArray, ...values: readonly string[]): string {
  return String.raw({ raw: strings.raw }, ...values)
    .replace(/^\n/, '')
    .replace(/\s+$/, '');
}

const NONE = ret('None', 'Nothing.');

/** Raised by every call that reaches the API; listed once and reused. */
const API_ERRORS: readonly SdkRaise[] = [
  raises('AuthenticationError', 'The API key or the runtime credentials are missing, expired or revoked (HTTP 401).'),
  raises('PermissionDeniedError', "The key's role does not allow the operation (HTTP 403)."),
  raises(
    'RateLimitError',
    'The key exceeded 600 requests per minute and the automatic retries (three by default) did not get through (HTTP 429).',
  ),
  raises(
    'ServerError',
    'Labwire answered `internal_error` (HTTP 500) on every attempt the retry policy allowed, or at once for a call that is not retried.',
  ),
  raises(
    'NetworkError',
    'No answer arrived within `timeout_s`, or the connection failed, on every attempt the retry policy allowed.',
  ),
];

function apiErrors(...extra: SdkRaise[]): readonly SdkRaise[] {
  return [...extra, ...API_ERRORS];
}

/* ---------------------------------------------------------------------------------------------
 * labwire: the client, the node return type and the exceptions
 * ------------------------------------------------------------------------------------------- */

const labwireModule: SdkModule = {
  name: 'labwire',
  page: '/sdk/LabwireClass',
  category: 'guide',
  summary:
    'The `Labwire` client for an environment, the `NodeReturn` that flow nodes return, the records the client hands back, and the exceptions it raises.',
  classes: [
    {
      name: 'Labwire',
      summary: 'A client for one Labwire environment: tables, files and tags, flow runs, alerts and secrets.',
      init: {
        name: 'Labwire',
        kind: 'constructor',
        summary:
          'Create a client. Inside Labwire, call it with no arguments; elsewhere pass the environment and an API key.',
        params: [
          opt(
            'environment',
            'str | None',
            'None',
            'Environment name, the first label of `https://<environment>.labwire.example`. When `None`, the SDK reads `LABWIRE_ENVIRONMENT`, then the runtime of the flow, notebook or agent it runs in.',
          ),
          opt(
            'api_key',
            'str | None',
            'None',
            'API key created under **Configuration → API Setup**. When `None`, the SDK reads `LABWIRE_API_KEY`, then the short-lived credentials of the runtime.',
          ),
          opt(
            'timeout_s',
            'float',
            '30.0',
            'Timeout of each HTTP request, in seconds. Long queries are paged, so one request rarely comes near it.',
          ),
        ],
        returns: ret('Labwire', 'A client. Creating it makes no request; the first call checks the credentials.'),
        raises: [
          raises(
            'ConfigurationError',
            'No environment or no credentials can be found: neither passed, nor set in `LABWIRE_ENVIRONMENT` and `LABWIRE_API_KEY`, nor provided by a Labwire runtime.',
          ),
        ],
        example: py`
import os

from labwire import Labwire

# In a flow node, an analysis notebook or an agent processor
lw = Labwire()

# On a laptop, a server or in CI
lw = Labwire(environment="acme", api_key=os.environ["LABWIRE_API_KEY"], timeout_s=60.0)
print(lw.base_url)  # https://acme.labwire.example/api/v1`,
        notes: [
          'Credentials are resolved in this order: the arguments, the `LABWIRE_ENVIRONMENT` and `LABWIRE_API_KEY` environment variables, the credentials of the Labwire runtime.',
          'Inside a flow run the client acts with the permissions of the flow; in a notebook it acts as the signed-in user; in an agent processor it acts as the connection.',
        ],
      },
      properties: [
        prop('environment', 'str', 'The environment name, for example `acme`.'),
        prop('base_url', 'str', 'The API base URL, `https://<environment>.labwire.example/api/v1`.'),
        prop('timeout_s', 'float', 'The per-request timeout in seconds.'),
        prop('flow_run_id', 'str | None', 'The id of the flow run the code runs in, or `None` outside a flow run.'),
        prop(
          'benchling',
          'Benchling',
          'A Benchling client configured from the environment secrets `BENCHLING_TENANT_URL` and `BENCHLING_API_KEY`, created on first use; see [the Benchling class](/sdk/BenchlingClass).',
        ),
        prop('ai', 'AI', 'The AI helpers of the environment; see [AI helpers](/sdk/AI).'),
        prop(
          'retry_policy',
          'RetryPolicy',
          'How the client retries rate-limited and failed requests: `RetryPolicy()` unless the client came from `with_retry_policy`. See [Errors and retries](/sdk/ErrorsAndRetries).',
        ),
        prop(
          'rate_limit_remaining',
          'int | None',
          'The `RateLimit-Remaining` header of the last response: how many more requests the API key may send in the current one-minute window. `None` before the first request.',
        ),
      ],
      methods: [
        {
          name: 'query',
          kind: 'method',
          summary: 'Run a GoogleSQL query over the environment tables and return the result as a DataFrame.',
          params: [
            req(
              'sql',
              'str',
              'A GoogleSQL (BigQuery standard SQL) statement. Tables are named bare: `SELECT * FROM plate_reads`.',
            ),
            opt(
              'params',
              'dict[str, object] | None',
              'None',
              'Named query parameters, referenced as `@name` in `sql`. Python `str`, `int`, `float`, `bool`, `datetime.date`, `datetime.datetime` and lists of these map to STRING, INT64, FLOAT64, BOOL, DATE, TIMESTAMP and ARRAY.',
            ),
          ],
          returns: ret(
            'pandas.DataFrame',
            'All rows of the result, with one column per selected column. TIMESTAMP columns are timezone-aware (UTC).',
          ),
          raises: apiErrors(
            raises(
              'QueryError',
              'The SQL does not compile, names a table that does not exist, or runs longer than 60 seconds.',
            ),
          ),
          example: py`
import datetime as dt

df = lw.query(
    """
    SELECT plate_id, well, od600
    FROM plate_reads
    WHERE instrument = @instrument AND read_at >= @since
    ORDER BY plate_id, well
    """,
    params={"instrument": "Synergy-H1", "since": dt.datetime(2025, 10, 1, tzinfo=dt.timezone.utc)},
)
print(df.groupby("plate_id")["od600"].mean())`,
          notes: [
            'The API returns at most 10,000 rows per page; the SDK follows the pages and returns every row. Select only the columns you need and filter in SQL: the whole result is held in memory.',
            'Use parameters instead of formatting values into the SQL string. Parameters cannot name tables or columns.',
          ],
        },
        {
          name: 'iter_query',
          kind: 'method',
          summary:
            'Run a GoogleSQL query and yield the result one page at a time, for results too large to hold at once.',
          params: [
            req('sql', 'str', 'A GoogleSQL statement, as for `query`.'),
            opt('params', 'dict[str, object] | None', 'None', 'Named query parameters, as for `query`.'),
            opt(
              'page_size',
              'int',
              '10000',
              'Rows per page, 1 to 10,000 (the `maxRows` of the API). Each page is one request.',
            ),
          ],
          returns: ret(
            'Iterator[pandas.DataFrame]',
            'One DataFrame per page, in result order, each with every selected column and the same dtypes as `query` gives. The next page is requested only when you ask for it.',
          ),
          raises: apiErrors(
            raises(
              'QueryError',
              'The SQL does not compile, names a table that does not exist, or runs longer than 60 seconds.',
            ),
            raises(
              'InvalidRequestError',
              '`page_size` is outside 1 to 10,000, or the loop paused for more than 24 hours and the cursor of the next page expired (HTTP 400).',
            ),
          ),
          example: py`
import datetime as dt

total = 0
for page in lw.iter_query(
    "SELECT reactor, measured_at, ph FROM bioreactor_readings WHERE measured_at >= @since ORDER BY measured_at",
    params={"since": dt.datetime(2025, 1, 1, tzinfo=dt.timezone.utc)},
    page_size=5000,
):
    total += int((page["ph"] < 6.8).sum())
print(f"{total} readings below pH 6.8")`,
          notes: [
            'The query runs once; the pages are read from its stored result, so every page belongs to the same snapshot of the tables even when rows arrive while you iterate.',
            'Breaking out of the loop early sends no further requests.',
          ],
        },
        {
          name: 'read_table',
          kind: 'method',
          summary: 'Read a whole table, or some of its columns and rows, into a DataFrame.',
          params: [
            req('name', 'str', 'Table name, lower snake_case, for example `plate_reads`.'),
            opt(
              'columns',
              'list[str] | None',
              'None',
              'Columns to read. `None` reads every column, including the system columns `_lw_flow_run_id` and `_lw_ingested_at`.',
            ),
            opt(
              'where',
              'str | None',
              'None',
              'A GoogleSQL boolean expression that filters rows, for example `"od600 > 1.5"`.',
            ),
          ],
          returns: ret('pandas.DataFrame', 'The rows, in no guaranteed order.'),
          raises: apiErrors(
            raises('NotFoundError', 'The table does not exist.'),
            raises('QueryError', 'A column in `columns` does not exist or `where` is not a valid expression.'),
          ),
          example: py`
reads = lw.read_table(
    "plate_reads",
    columns=["plate_id", "well", "od600", "_lw_ingested_at"],
    where="plate_id LIKE 'P-2025-%' AND od600 IS NOT NULL",
)
print(len(reads), "reads")`,
          notes: ['`read_table` builds a `SELECT` and runs it like `query`; the same 60-second limit applies.'],
        },
        {
          name: 'write_table',
          kind: 'method',
          summary: 'Write a DataFrame to a table now, creating the table on first write.',
          params: [
            req('name', 'str', 'Table name: lower snake_case, starting with a letter, up to 128 characters.'),
            req(
              'df',
              'pandas.DataFrame',
              'The rows to write. Column names must be valid column names; names starting with `_lw_` are reserved.',
            ),
            opt(
              'mode',
              'str',
              '"append"',
              '`"append"` adds the rows; `"replace"` replaces all rows and the column types of the table.',
            ),
          ],
          returns: ret('int', 'The number of rows written.'),
          raises: apiErrors(
            raises(
              'InvalidRequestError',
              '`mode` is not `append` or `replace`, a name is not valid, or a column type conflicts with the existing table (HTTP 422).',
            ),
          ),
          example: py`
import pandas as pd

summary = pd.DataFrame(
    {"plate_id": ["P-2025-0142", "P-2025-0143"], "mean_od600": [0.82, 1.07], "n_wells": [96, 96]}
)
written = lw.write_table("plate_summaries", summary, mode="append")
print(f"wrote {written} rows")`,
          notes: [
            'Column types are inferred from pandas dtypes: integers to INT64, floats to FLOAT64, booleans to BOOL, strings to STRING, timezone-aware datetimes to TIMESTAMP, `datetime.date` objects to DATE, dicts and lists to JSON.',
            'In append mode, new columns are added to the table as nullable columns; columns missing from `df` are written as NULL.',
            'Every row gets `_lw_flow_run_id` (the current flow run, or NULL outside a flow run) and `_lw_ingested_at`.',
            'Inside a flow node, prefer returning the DataFrame in `NodeReturn(tables_to_upload=...)`: those rows are written only when the node succeeds.',
            'Writing tables needs the `scientist` role or higher; replacing a table that flows write to breaks the link between its rows and their flow runs, so keep `replace` for tables your script owns.',
          ],
        },
        {
          name: 'list_tables',
          kind: 'method',
          summary: 'List the names of the tables in the environment.',
          params: [],
          returns: ret('list[str]', 'Table names, sorted alphabetically.'),
          raises: API_ERRORS,
          example: py`
for name in lw.list_tables():
    if name.startswith("hplc_"):
        print(name)`,
        },
        {
          name: 'describe_table',
          kind: 'method',
          summary: 'Return the columns of a table and their types.',
          params: [req('name', 'str', 'Table name.')],
          returns: ret(
            'dict[str, str]',
            'Column name to column type (`STRING`, `INT64`, `FLOAT64`, `BOOL`, `DATE`, `TIMESTAMP` or `JSON`), in table order, system columns included.',
          ),
          raises: apiErrors(raises('NotFoundError', 'The table does not exist.')),
          example: py`
columns = lw.describe_table("plate_reads")
print(columns["od600"])  # FLOAT64`,
        },
        {
          name: 'stream_rows',
          kind: 'method',
          summary: 'Append rows to an existing table as they arrive, without a DataFrame.',
          params: [
            req('name', 'str', 'Name of an existing table.'),
            req(
              'rows',
              'Sequence[Mapping[str, object]]',
              'Rows as dictionaries (or `TypedDict`s) of column name to value. Keys must be existing, non-system columns; keys missing from a row are written as NULL.',
            ),
            opt(
              'dedupe_column',
              'str | None',
              'None',
              'A column whose value identifies a row. A row whose value was already streamed to the table in the last 10 minutes is dropped, which makes retries safe.',
            ),
          ],
          returns: ret('int', 'The number of rows accepted.'),
          raises: apiErrors(
            raises('NotFoundError', 'The table does not exist.'),
            raises(
              'InvalidRequestError',
              'A row has a column the table does not have, or a value of the wrong type (HTTP 422).',
            ),
          ),
          example: py`
import datetime as dt

now = dt.datetime.now(dt.timezone.utc)
lw.stream_rows(
    "bioreactor_readings",
    [
        {"reactor": "BR-03", "measured_at": now, "ph": 7.02, "do_percent": 41.5},
        {"reactor": "BR-04", "measured_at": now, "ph": 6.97, "do_percent": 38.9},
    ],
)`,
          notes: [
            'The API takes at most 1,000 rows and 5 MB per request; the SDK splits larger lists into batches and sends them in order. One invalid row rejects its whole batch.',
            'Streaming needs the `developer` or `admin` role, and the table and its columns must already exist (a flow or `write_table` creates them). Rows are queryable within a few seconds.',
          ],
        },
        {
          name: 'list_files',
          kind: 'method',
          summary: 'List the files in a folder, optionally only those that carry given tags.',
          params: [
            opt(
              'folder',
              'str | None',
              'None',
              'A folder path such as `/instruments/hplc-02`. Files in subfolders are included. `None` lists the whole environment.',
            ),
            opt(
              'tags',
              'dict[str, str] | None',
              'None',
              'Tag type to value. Only files that carry every one of these tags are returned.',
            ),
          ],
          returns: ret('list[FileInfo]', 'The matching files, sorted by path.'),
          raises: API_ERRORS,
          example: py`
files = lw.list_files(folder="/instruments/hplc-02", tags={"project": "PRJ-0042", "status": "final"})
for f in files:
    print(f.path, f.size_bytes, f.tags.get("instrument"))`,
          notes: [
            'The SDK reads every page of the API (500 files per request) before it returns, so a folder of 20,000 files costs 40 requests and holds all records in memory. Use `iter_files` to process files as the pages arrive.',
          ],
        },
        {
          name: 'iter_files',
          kind: 'method',
          summary: 'Yield the files that match, newest first, fetching one page of records at a time.',
          params: [
            opt(
              'folder',
              'str | None',
              'None',
              'A folder path such as `/instruments/hplc-02`, subfolders included; `None` for the whole environment.',
            ),
            opt(
              'tags',
              'dict[str, str] | None',
              'None',
              'Tag type to value; only files that carry every one of these tags are yielded.',
            ),
            opt(
              'created_after',
              'datetime.datetime | None',
              'None',
              'Only files stored at or after this time (timezone-aware).',
            ),
            opt('created_before', 'datetime.datetime | None', 'None', 'Only files stored before this time.'),
            opt('page_size', 'int', '500', 'Records per request, 1 to 500.'),
          ],
          returns: ret(
            'Iterator[FileInfo]',
            'The matching files, most recently stored first. The next page is requested when the loop reaches the end of the current one.',
          ),
          raises: apiErrors(
            raises(
              'InvalidRequestError',
              '`page_size` is outside 1 to 500, a datetime is naive, or the loop paused for more than 24 hours and the cursor expired (HTTP 400).',
            ),
          ),
          example: py`
import datetime as dt

since = dt.datetime(2025, 10, 1, tzinfo=dt.timezone.utc)
for info in lw.iter_files(folder="/instruments/hplc-02", created_after=since):
    if "status" not in info.tags:
        lw.tag_file(info.id, {"status": "unreviewed"})`,
          notes: [
            'Wraps [get-files](/api/get-files) with `recursive=true`, following `nextCursor` until it is null.',
            'Files stored while you iterate may or may not appear. For a fixed set, bound the time window with `created_before`.',
          ],
        },
        {
          name: 'list_files_page',
          kind: 'method',
          summary: 'Return one page of matching files and the cursor of the next page, for jobs that stop and resume.',
          params: [
            opt('folder', 'str | None', 'None', 'A folder path, subfolders included.'),
            opt('tags', 'dict[str, str] | None', 'None', 'Tag type to value, all required.'),
            opt('created_after', 'datetime.datetime | None', 'None', 'Only files stored at or after this time.'),
            opt('created_before', 'datetime.datetime | None', 'None', 'Only files stored before this time.'),
            opt('limit', 'int', '50', 'Files in the page, 1 to 500.'),
            opt(
              'cursor',
              'str | None',
              'None',
              'The `next_cursor` of the previous page; `None` for the first page. Send it with the same filters as the call that returned it.',
            ),
          ],
          returns: ret('FilePage', 'The files of the page, newest first, and `next_cursor` (`None` on the last page).'),
          raises: apiErrors(
            raises(
              'InvalidRequestError',
              '`limit` is outside 1 to 500, or the cursor is older than 24 hours or was sent with other filters (HTTP 400).',
            ),
          ),
          example: py`
from pathlib import Path

checkpoint = Path("retag.cursor")
saved = checkpoint.read_text() if checkpoint.exists() else ""
page = lw.list_files_page(folder="/instruments/synergy-h1", limit=200, cursor=saved or None)
for info in page.files:
    print(info.path)
checkpoint.write_text(page.next_cursor or "")`,
        },
        {
          name: 'get_file',
          kind: 'method',
          summary: 'Return the record of one file: its path, size, tags and creation time.',
          params: [req('file_id', 'str', 'The file id.')],
          returns: ret('FileInfo', 'The file record.'),
          raises: apiErrors(raises('NotFoundError', 'No file has this id.')),
          example: py`
info = lw.get_file("fil_01K7GZV8R0DY0YP57RCYBVN5SX")
print(info.path, info.tags)`,
        },
        {
          name: 'read_file',
          kind: 'method',
          summary: 'Download the content of a file.',
          params: [req('file_id', 'str', 'The file id.')],
          returns: ret('bytes', 'The file content, exactly as stored.'),
          raises: apiErrors(raises('NotFoundError', 'No file has this id.')),
          example: py`
import io

import pandas as pd

info = lw.list_files(folder="/instruments/synergy-h1", tags={"plate": "P-2025-0142"})[0]
raw = lw.read_file(info.id)
plate = pd.read_csv(io.BytesIO(raw))`,
        },
        {
          name: 'upload_file',
          kind: 'method',
          summary: 'Store bytes as a new file at a path, optionally with tags.',
          params: [
            req(
              'path',
              'str',
              'Full destination path in the file storage, starting with `/`, for example `/reports/2025-10/P-2025-0142.pdf`.',
            ),
            req('content', 'bytes', 'The file content, up to 512 MB.'),
            opt('tags', 'dict[str, str] | None', 'None', 'Tags to apply, tag type to value.'),
          ],
          returns: ret('FileInfo', 'The record of the stored file.'),
          raises: apiErrors(
            raises('ConflictError', 'A file already exists at `path` (HTTP 409).'),
            raises(
              'InvalidRequestError',
              'The path is not valid, the content is larger than 512 MB, a tag type does not exist or a value is not allowed by its tag type (HTTP 422).',
            ),
          ),
          example: py`
from pathlib import Path

report = Path("P-2025-0142.pdf").read_bytes()
info = lw.upload_file(
    "/reports/2025-10/P-2025-0142.pdf",
    report,
    tags={"project": "PRJ-0042", "document": "plate report"},
)
print(info.id)`,
          notes: [
            'Folders are created as needed. The SDK never overwrites: upload a new version to a new path and tag the old one, for example `status` = `superseded`.',
            'Suggested tags for the new file are computed within seconds of the upload; see [file tags](/sdk/FileTags).',
          ],
        },
        {
          name: 'tag_file',
          kind: 'method',
          summary: 'Add tags to a file, replacing the value of any tag type it already carries.',
          params: [
            req('file_id', 'str', 'The file id.'),
            req(
              'tags',
              'dict[str, str]',
              'Tag type to value. A file carries at most one value per tag type, and at most 50 tags.',
            ),
          ],
          returns: ret('FileInfo', 'The file record with its new tags.'),
          raises: apiErrors(
            raises('NotFoundError', 'No file has this id.'),
            raises(
              'InvalidRequestError',
              'A tag type does not exist, a value is not allowed by its tag type, or the file would carry more than 50 tags (HTTP 422).',
            ),
          ),
          example: py`
info = lw.tag_file("fil_01K7GZV8R0DY0YP57RCYBVN5SX", {"instrument": "HPLC-02", "status": "reviewed"})
print(info.tags)`,
          notes: [
            'Tag types are defined in the web app under **Files**, **Tag types**. Tags applied from code are recorded in the tag activity of the file like tags applied by a person.',
          ],
        },
        {
          name: 'untag_file',
          kind: 'method',
          summary: 'Remove tags from a file by tag type.',
          params: [
            req('file_id', 'str', 'The file id.'),
            req('tag_types', 'list[str]', 'The tag types to remove. Types the file does not carry are ignored.'),
          ],
          returns: ret('FileInfo', 'The file record without those tags.'),
          raises: apiErrors(raises('NotFoundError', 'No file has this id.')),
          example: py`
info = lw.untag_file("fil_01K7GZV8R0DY0YP57RCYBVN5SX", ["status"])
assert "status" not in info.tags`,
        },
        {
          name: 'trigger_flow',
          kind: 'method',
          summary: 'Start a run of a flow, by name or id, with values for its inputs.',
          params: [
            req(
              'flow',
              'str',
              'The flow name (lower snake_case, for example `hplc_chromatography_ingest`) or its id (`flw_...`).',
            ),
            opt(
              'inputs',
              'dict[str, object] | None',
              'None',
              'Input name to value. File inputs take a file id; parameter inputs take a JSON-serializable value. Inputs you leave out use their defaults.',
            ),
          ],
          returns: ret('FlowRun', 'The new flow run, usually in state `queued`.'),
          raises: apiErrors(
            raises('NotFoundError', 'No flow has this name or id.'),
            raises('ConflictError', 'The flow is a draft or disabled (HTTP 409).'),
            raises(
              'InvalidRequestError',
              'An input does not exist, a required input is missing, or a value has the wrong type (HTTP 422).',
            ),
          ),
          example: py`
run = lw.trigger_flow("hplc_chromatography_ingest", inputs={"raw_file": "fil_01K7GZV8R0DY0YP57RCYBVN5SX", "analyst": "j.doe"})
print(run.id, run.state)  # run_01K7... queued`,
          notes: [
            'Runs started from the SDK have the trigger `api`. Starting a flow needs the `scientist` role or higher.',
          ],
        },
        {
          name: 'get_flow_run',
          kind: 'method',
          summary: 'Return the current record of a flow run.',
          params: [req('flow_run_id', 'str', 'The flow run id.')],
          returns: ret('FlowRun', 'The flow run as it is now.'),
          raises: apiErrors(raises('NotFoundError', 'No flow run has this id.')),
          example: py`
run = lw.get_flow_run("run_01K7GZV8R01HYGCPWPQ5E6EYCN")
if run.state == "failed":
    print(run.error)`,
        },
        {
          name: 'wait_for_flow_run',
          kind: 'method',
          summary: 'Wait until a flow run reaches a final state and return it.',
          params: [
            req('flow_run_id', 'str', 'The flow run id.'),
            opt('timeout_s', 'float', '3600', 'How long to wait, in seconds, before giving up.'),
            opt('poll_s', 'float', '10', 'Seconds between two checks of the run state.'),
          ],
          returns: ret(
            'FlowRun',
            'The flow run in state `succeeded`, `failed` or `cancelled`. A failed run is returned, not raised.',
          ),
          raises: apiErrors(
            raises('NotFoundError', 'No flow run has this id.'),
            raises(
              'FlowRunTimeoutError',
              'The run is still `queued` or `running` after `timeout_s` seconds. The run itself keeps going.',
            ),
          ),
          example: py`
run = lw.trigger_flow("hplc_chromatography_ingest", inputs={"raw_file": "fil_01K7GZV8R0DY0YP57RCYBVN5SX"})
done = lw.wait_for_flow_run(run.id, timeout_s=1800, poll_s=10)
if done.state != "succeeded":
    raise RuntimeError(f"flow run {done.id} ended {done.state}: {done.error}")`,
          notes: [
            'Each poll is one API request; keep `poll_s` at its default, 10 seconds, the interval [flow runs](/app/flows/FlowRuns#follow-runs-from-code) recommends, so that many waiting scripts stay under the rate limit.',
          ],
        },
        {
          name: 'list_flow_runs',
          kind: 'method',
          summary: 'List recent flow runs, newest first, optionally of one flow or in one state.',
          params: [
            opt('flow', 'str | None', 'None', 'A flow name or id; `None` lists runs of every flow.'),
            opt(
              'state',
              'str | None',
              'None',
              'One of `queued`, `running`, `succeeded`, `failed`, `cancelled`; `None` for all.',
            ),
            opt('limit', 'int', '50', 'Maximum number of runs to return, 1 to 500.'),
          ],
          returns: ret('list[FlowRun]', 'Flow runs ordered by start time, newest first.'),
          raises: apiErrors(
            raises('NotFoundError', '`flow` names no flow.'),
            raises('InvalidRequestError', '`state` is not a flow run state or `limit` is outside 1 to 500.'),
          ),
          example: py`
failed = lw.list_flow_runs(flow="hplc_chromatography_ingest", state="failed", limit=20)
for run in failed:
    print(run.started_at, run.id, run.error)`,
          notes: [
            'One request: `limit` is the page size of [get-flow-runs](/api/get-flow-runs). To go past 500 runs, use `iter_flow_runs` or `list_flow_runs_page`.',
          ],
        },
        {
          name: 'iter_flow_runs',
          kind: 'method',
          summary: 'Yield flow runs, most recently queued first, across as many pages as the filters match.',
          params: [
            opt('flow', 'str | None', 'None', 'A flow name or id; `None` for runs of every flow.'),
            opt('state', 'str | None', 'None', 'Only runs in this state.'),
            opt(
              'trigger',
              'str | None',
              'None',
              'Only runs started this way: `manual`, `schedule`, `agent`, `s3_event`, `benchling_event`, `webhook` or `api`.',
            ),
            opt(
              'queued_after',
              'datetime.datetime | None',
              'None',
              'Only runs queued at or after this time (timezone-aware).',
            ),
            opt('queued_before', 'datetime.datetime | None', 'None', 'Only runs queued before this time.'),
            opt('page_size', 'int', '500', 'Runs per request, 1 to 500.'),
          ],
          returns: ret(
            'Iterator[FlowRun]',
            'The runs, newest first. The next page is requested when the loop reaches the end of the current one.',
          ),
          raises: apiErrors(
            raises('NotFoundError', '`flow` names no flow.'),
            raises(
              'InvalidRequestError',
              'A filter value is not valid, a datetime is naive, or the cursor expired after 24 hours (HTTP 400).',
            ),
          ),
          example: py`
import datetime as dt

start = dt.datetime(2025, 10, 1, tzinfo=dt.timezone.utc)
end = dt.datetime(2025, 11, 1, tzinfo=dt.timezone.utc)
failed = sum(
    1 for run in lw.iter_flow_runs(state="failed", queued_after=start, queued_before=end)
)
print(f"{failed} failed runs in October")`,
          notes: [
            'Wraps [get-flow-runs](/api/get-flow-runs) (`flowId`, `state`, `trigger`, `queuedAfter`, `queuedBefore`), following `nextCursor` until it is null. Runs are kept for 400 days.',
          ],
        },
        {
          name: 'list_flow_runs_page',
          kind: 'method',
          summary: 'Return one page of flow runs and the cursor of the next page.',
          params: [
            opt('flow', 'str | None', 'None', 'A flow name or id.'),
            opt('state', 'str | None', 'None', 'Only runs in this state.'),
            opt('trigger', 'str | None', 'None', 'Only runs started this way.'),
            opt('queued_after', 'datetime.datetime | None', 'None', 'Only runs queued at or after this time.'),
            opt('queued_before', 'datetime.datetime | None', 'None', 'Only runs queued before this time.'),
            opt('limit', 'int', '50', 'Runs in the page, 1 to 500.'),
            opt(
              'cursor',
              'str | None',
              'None',
              'The `next_cursor` of the previous page, sent with the same filters; `None` for the first page.',
            ),
          ],
          returns: ret(
            'FlowRunPage',
            'The runs of the page, newest first, and `next_cursor` (`None` on the last page).',
          ),
          raises: apiErrors(
            raises('NotFoundError', '`flow` names no flow.'),
            raises(
              'InvalidRequestError',
              '`limit` is outside 1 to 500, or the cursor is older than 24 hours or was sent with other filters (HTTP 400).',
            ),
          ),
          example: py`
page = lw.list_flow_runs_page(flow="plate_reader_absorbance", state="failed", limit=100)
while True:
    for run in page.runs:
        print(run.id, run.error)
    if page.next_cursor is None:
        break
    page = lw.list_flow_runs_page(
        flow="plate_reader_absorbance", state="failed", limit=100, cursor=page.next_cursor
    )`,
        },
        {
          name: 'send_alert',
          kind: 'method',
          summary: 'Send an alert to people in the environment by e-mail and in the web app.',
          params: [
            req('subject', 'str', 'A short subject line, up to 200 characters.'),
            req(
              'message',
              'str',
              'The body, in Markdown, up to 10,000 characters; longer messages are cut and end with a note that they were cut.',
            ),
            opt('severity', 'str', '"info"', '`"info"`, `"warning"` or `"critical"`.'),
            opt(
              'recipients',
              'list[str] | None',
              'None',
              "E-mail addresses. `None` in a flow run sends to the recipients of the flow's **Alert from code** notification rules whose minimum severity the alert meets; outside a flow run, `recipients` is required.",
            ),
          ],
          returns: NONE,
          raises: apiErrors(
            raises(
              'InvalidRequestError',
              '`severity` is not one of the three values, a recipient is not an e-mail address, or `recipients` is `None` outside a flow run (HTTP 422).',
            ),
          ),
          example: py`
lw.send_alert(
    subject="HPLC-02: system suitability failed",
    message="Tailing factor 2.4 for caffeine (limit 2.0) in run **2025-10-14-0423**.",
    severity="warning",
    recipients=["qc-lab@acme.example"],
)`,
          notes: [
            'Recipients who are users of the environment also get the alert in the web app, under the bell icon. Other addresses get e-mail only.',
            'A flow run sends at most 20 alerts; later calls are written to the node log instead of being sent.',
            'See [Sending alerts](/sdk/SendingAlerts) for who receives what, and `labwire.alerts` for helpers that format tables and send an alert when a block of code fails.',
          ],
        },
        {
          name: 'get_secret',
          kind: 'method',
          summary: 'Read a secret stored under **Admin → Secrets**.',
          params: [req('name', 'str', 'The secret name, for example `BENCHLING_API_KEY`.')],
          returns: ret('str', 'The secret value.'),
          raises: apiErrors(
            raises('NotFoundError', 'No secret has this name.'),
            raises(
              'PermissionDeniedError',
              'The code does not run in a flow run or an agent processor. Labwire returns secret values only to those; with a personal API key the value is withheld.',
            ),
          ),
          example: py`
import requests

token = lw.get_secret("ELN_API_TOKEN")
response = requests.get(
    "https://eln.acme.example/api/experiments",
    headers={"Authorization": f"Bearer {token}"},
    timeout=30,
)`,
          notes: [
            'Never print or log a secret, and never return it in a table or file. Values are cached for the lifetime of the client.',
            'Every read of a secret is recorded in the audit log with the caller and the secret name.',
          ],
        },
        {
          name: 'with_retry_policy',
          kind: 'method',
          summary: 'Return a client for the same environment and credentials that retries by another policy.',
          params: [req('policy', 'RetryPolicy', 'How the new client retries and paces its requests.')],
          returns: ret(
            'Labwire',
            'A new client. The original keeps its own policy; both share one connection pool and one secret cache.',
          ),
          raises: [],
          example: py`
from labwire import Labwire, RetryPolicy

lw = Labwire()
patient = lw.with_retry_policy(RetryPolicy(max_retries=6, max_backoff_s=60.0))
df = patient.query("SELECT COUNT(*) AS n FROM plate_reads")`,
          notes: [
            'Inside a flow node the `lw` argument keeps the default policy; derive a client from it for the calls that need another one.',
          ],
        },
      ],
      notes: [
        'A client is cheap to create and safe to share between threads. Reuse one per process rather than creating one per call.',
      ],
    },
    {
      name: 'NodeReturn',
      summary: 'What the `execute` function of a flow node returns: tables to write, files to store and tags to apply.',
      init: {
        name: 'NodeReturn',
        kind: 'constructor',
        summary: 'Describe the outputs of a node. Labwire writes them after `execute` returns without an exception.',
        params: [
          opt(
            'tables_to_upload',
            'dict[str, pandas.DataFrame] | None',
            'None',
            "Table name (lower snake_case) to rows. Rows are written with the node's `write_mode` parameter (`append` or `replace`); a table is created on its first write.",
          ),
          opt(
            'files_to_store',
            'dict[str, bytes] | None',
            'None',
            "Path to file content. A path without a leading slash is stored under the node's `output_folder`; a path such as `/archive/run.csv` is stored at exactly that path.",
          ),
          opt(
            'tags',
            'dict[str, str] | None',
            'None',
            "Tags put on every file in `files_to_store` and on the node's input files.",
          ),
        ],
        returns: ret('NodeReturn', 'The node outputs.'),
        raises: [raises('TypeError', 'A table value is not a DataFrame or a file value is not `bytes`.')],
        example: py`
import io

import pandas as pd
from labwire import Labwire, NodeReturn


def execute(file_name: str, file_data: bytes, params: dict[str, object], lw: Labwire) -> NodeReturn:
    reads = pd.read_csv(io.BytesIO(file_data))
    reads["plate_id"] = file_name.removesuffix(".csv")
    summary = reads.groupby("plate_id", as_index=False)["od600"].mean()
    return NodeReturn(
        tables_to_upload={"plate_reads": reads, "plate_summaries": summary},
        files_to_store={f"processed/{file_name}": reads.to_csv(index=False).encode()},
        tags={"instrument": str(params.get("instrument", "Synergy-H1"))},
    )`,
        notes: [
          'Labwire writes the outputs only when `execute` returns; a node that raises writes nothing. The tables and files are also passed to the nodes below.',
          'Rows written from a `NodeReturn` carry the flow run id in `_lw_flow_run_id`, so the rows of one run can always be found again.',
          'If a later node of the same flow run fails, the tables and files of earlier nodes stay written.',
          'A test run in the node editor shows the outputs without writing them.',
        ],
      },
      properties: [
        prop('tables_to_upload', 'dict[str, pandas.DataFrame]', 'The tables, empty when none were given.'),
        prop('files_to_store', 'dict[str, bytes]', 'The files, empty when none were given.'),
        prop('tags', 'dict[str, str]', 'The tags for the stored files, empty when none were given.'),
      ],
      methods: [],
    },
    {
      name: 'FileInfo',
      summary: 'The record of a stored file, as returned by the file methods of `Labwire`.',
      properties: [
        prop('id', 'str', 'The file id, used by `read_file`, `tag_file` and the file inputs of flows.'),
        prop(
          'path',
          'str',
          'The full path in the file storage, starting with `/`, for example `/instruments/hplc-02/2025-10-14/run_0423.cdf`.',
        ),
        prop('size_bytes', 'int', 'Size of the content in bytes.'),
        prop('tags', 'dict[str, str]', 'Tag type to value.'),
        prop('created_at', 'datetime.datetime', 'When the file was stored (UTC, timezone-aware).'),
      ],
      methods: [],
      notes: [
        'A frozen dataclass: fields cannot be assigned, two records with the same values compare equal, and `dataclasses.asdict(info)` turns one into a dictionary, for example to build a DataFrame of many files.',
        'A record is a snapshot taken when the call returned. Call `get_file` again to see tags changed since.',
      ],
    },
    {
      name: 'FlowRun',
      summary: 'The record of one run of a flow.',
      properties: [
        prop('id', 'str', 'The flow run id.'),
        prop('flow_id', 'str', 'The id of the flow that ran.'),
        prop(
          'state',
          'FlowRunState',
          '`queued`, `running`, `succeeded`, `failed` or `cancelled`; a `str` typed as the `Literal` alias `FlowRunState`.',
        ),
        prop(
          'trigger',
          'str',
          'What started the run: `manual`, `schedule`, `agent`, `s3_event`, `benchling_event`, `webhook` or `api`.',
        ),
        prop('started_at', 'datetime.datetime | None', 'When the run started (UTC); `None` while queued.'),
        prop('finished_at', 'datetime.datetime | None', 'When the run reached a final state; `None` before.'),
        prop('error', 'str | None', 'The error message of a failed run; `None` otherwise.'),
      ],
      methods: [],
      notes: [
        'A frozen dataclass, like `FileInfo`: a snapshot of the run when the call returned. Call `get_flow_run` or `wait_for_flow_run` for its state now.',
      ],
    },
    {
      name: 'FilePage',
      summary: 'One page of files from `list_files_page`, with the cursor of the next page.',
      properties: [
        prop(
          'files',
          'list[FileInfo]',
          'The files of the page, most recently stored first; empty when nothing matches.',
        ),
        prop(
          'next_cursor',
          'str | None',
          'Pass it as `cursor`, with the same filters, to get the next page; `None` on the last page. Valid for 24 hours.',
        ),
      ],
      methods: [],
      notes: ['A frozen dataclass.'],
    },
    {
      name: 'FlowRunPage',
      summary: 'One page of flow runs from `list_flow_runs_page`, with the cursor of the next page.',
      properties: [
        prop('runs', 'list[FlowRun]', 'The runs of the page, most recently queued first; empty when nothing matches.'),
        prop(
          'next_cursor',
          'str | None',
          'Pass it as `cursor`, with the same filters, to get the next page; `None` on the last page. Valid for 24 hours.',
        ),
      ],
      methods: [],
      notes: ['A frozen dataclass.'],
    },
    {
      name: 'RetryPolicy',
      summary: 'How a client retries rate-limited and failed requests, and how fast it may send them.',
      init: {
        name: 'RetryPolicy',
        kind: 'constructor',
        summary: 'Describe retries and pacing. Give the policy to a client with `Labwire.with_retry_policy`.',
        params: [
          opt(
            'max_retries',
            'int',
            '3',
            'Retries after the first attempt, 0 to 10. With `0`, the first `429` or `500` raises at once.',
          ),
          opt(
            'backoff_s',
            'float',
            '1.0',
            'Wait before the first retry of a server error or a request that got no answer, in seconds; it doubles with each further retry.',
          ),
          opt(
            'max_backoff_s',
            'float',
            '30.0',
            'Longest wait between two attempts after a server error, in seconds. The wait that a `Retry-After` header asks for is never shortened.',
          ),
          opt(
            'retry_server_errors',
            'bool',
            'True',
            'Whether to retry `internal_error` (HTTP 500) responses and requests that got no answer. Rate-limited requests are retried either way.',
          ),
          opt(
            'requests_per_minute',
            'int | None',
            'None',
            'When set, the client spaces its requests so that it sends at most this many per minute, counted across every thread that shares the client; 1 to 600. `None` sends as fast as the code calls.',
          ),
        ],
        returns: ret('RetryPolicy', 'The policy, a frozen dataclass.'),
        raises: [
          raises(
            'ValueError',
            '`max_retries` is outside 0 to 10, a wait is negative, or `requests_per_minute` is outside 1 to 600.',
          ),
        ],
        example: py`
from labwire import Labwire, RetryPolicy

# A nightly backfill that shares its API key with an instrument integration:
# leave the integration half of the key's 600 requests per minute.
lw = Labwire().with_retry_policy(RetryPolicy(max_retries=5, requests_per_minute=300))`,
        notes: [
          'After a `429`, the client waits the number of seconds in the `Retry-After` header, plus up to one second chosen at random so that clients limited together do not retry together.',
          'After a `500` or a request without an answer, it waits `backoff_s`, then twice that, then four times, up to `max_backoff_s`, each wait shortened by a random part of up to half (jitter).',
          'Only requests that are safe to repeat are retried after a `500` or a lost answer; see [Errors and retries](/sdk/ErrorsAndRetries#what-the-sdk-retries).',
        ],
      },
      properties: [
        prop('max_retries', 'int', 'Retries after the first attempt.'),
        prop('backoff_s', 'float', 'First wait after a server error, in seconds.'),
        prop('max_backoff_s', 'float', 'Longest wait after a server error, in seconds.'),
        prop('retry_server_errors', 'bool', 'Whether server errors and lost answers are retried.'),
        prop('requests_per_minute', 'int | None', 'The pacing of the client, or `None`.'),
      ],
      methods: [],
    },
    {
      name: 'LabwireError',
      summary: 'Base class of every exception the SDK raises for an API error.',
      bases: ['Exception'],
      properties: [
        prop('code', 'str', 'The API error code, for example `not_found`.'),
        prop('status', 'int | None', 'The HTTP status, or `None` for errors raised before a request.'),
        prop('message', 'str', 'The message of the API error.'),
        prop('request_id', 'str | None', 'The `requestId` of the failed request; quote it when you contact support.'),
        prop(
          'details',
          'list[ErrorDetail]',
          'The problems the API listed, one per field or row, for `validation_failed` and some `bad_request` and `conflict` errors; empty otherwise.',
        ),
      ],
      methods: [],
      notes: [
        '`str(err)` is the message followed by the code, the HTTP status and the request id, for example `Table plate_reads has no column wel. (validation_failed, HTTP 422, request req_01K7GZYXY0GCW8T7SWM4FV4DK8)`. The message is written for people and may change; branch on the class or on `code`.',
      ],
    },
    {
      name: 'ErrorDetail',
      summary: 'One problem of a rejected request, as listed in the `details` of the API error.',
      properties: [
        prop(
          'field',
          'str | None',
          'Where the problem is: a dotted path into the request, such as `rows[3].absorbance`, or a parameter name; `None` when it is not tied to a field.',
        ),
        prop(
          'issue',
          'str',
          'A stable, machine-readable name, such as `type_mismatch`, `unknown_column`, `required`, `query_timeout` or `duplicate_external_id`.',
        ),
        prop('message', 'str', 'The problem explained for a person.'),
      ],
      methods: [],
      notes: ['A frozen dataclass.'],
    },
    {
      name: 'ConfigurationError',
      summary: 'No environment or no credentials could be found when the client was created.',
      bases: ['LabwireError'],
      properties: [],
      methods: [],
      notes: ['Raised before any request: `code` is `configuration_error`, `status` and `request_id` are `None`.'],
    },
    {
      name: 'AuthenticationError',
      summary: 'The API key or runtime credentials were refused (`unauthenticated`, HTTP 401).',
      bases: ['LabwireError'],
      properties: [],
      methods: [],
    },
    {
      name: 'PermissionDeniedError',
      summary: 'The role of the key or user does not allow the operation (`forbidden`, HTTP 403).',
      bases: ['LabwireError'],
      properties: [],
      methods: [],
    },
    {
      name: 'NotFoundError',
      summary: 'The table, file, flow, flow run or secret does not exist (`not_found`, HTTP 404).',
      bases: ['LabwireError'],
      properties: [],
      methods: [],
    },
    {
      name: 'ConflictError',
      summary:
        'The request conflicts with the current state, such as a file that already exists (`conflict`, HTTP 409).',
      bases: ['LabwireError'],
      properties: [],
      methods: [],
    },
    {
      name: 'InvalidRequestError',
      summary: 'The request was malformed or failed validation (`bad_request` 400 or `validation_failed` 422).',
      bases: ['LabwireError'],
      properties: [],
      methods: [],
    },
    {
      name: 'RateLimitError',
      summary: 'The key exceeded the rate limit and the automatic retries were used up (`rate_limited`, HTTP 429).',
      bases: ['LabwireError'],
      properties: [
        prop('retry_after_s', 'float', 'The wait the API asked for in its `Retry-After` header, in seconds.'),
      ],
      methods: [],
    },
    {
      name: 'ServerError',
      summary:
        'Labwire failed to handle a valid request (`internal_error`, HTTP 500) on every attempt the retry policy allowed.',
      bases: ['LabwireError'],
      properties: [],
      methods: [],
    },
    {
      name: 'NetworkError',
      summary:
        'No answer reached the client: the connection failed or took longer than `timeout_s`, on every attempt the retry policy allowed.',
      bases: ['LabwireError'],
      properties: [],
      methods: [],
      notes: [
        '`status` and `request_id` are `None`, and `code` is `network_error`: the request may or may not have reached Labwire.',
      ],
    },
    {
      name: 'QueryError',
      summary: 'A SQL query failed to compile or run, or ran longer than 60 seconds.',
      bases: ['LabwireError'],
      properties: [],
      methods: [],
    },
    {
      name: 'FlowRunTimeoutError',
      summary: '`wait_for_flow_run` gave up before the run reached a final state.',
      bases: ['LabwireError'],
      properties: [prop('flow_run', 'FlowRun', 'The run as it was at the last check.')],
      methods: [],
    },
  ],
  functions: [],
  constants: [
    constant('__version__', 'str', '"3.8.3"', 'The installed version of `labwire-sdk`.'),
    constant(
      'FLOW_RUN_STATES',
      'tuple[str, ...]',
      '("queued", "running", "succeeded", "failed", "cancelled")',
      'Every state a flow run can be in; the last three are final.',
    ),
    constant(
      'FINAL_FLOW_RUN_STATES',
      'frozenset[str]',
      'frozenset({"succeeded", "failed", "cancelled"})',
      'The states in which a flow run no longer changes.',
    ),
    constant(
      'FlowRunState',
      'TypeAlias',
      'Literal["queued", "running", "succeeded", "failed", "cancelled"]',
      'The type of `FlowRun.state`, for annotations: a type checker then flags a comparison with a misspelled state.',
    ),
  ],
};

/* ---------------------------------------------------------------------------------------------
 * labwire.ai: AI helpers, reached as lw.ai
 * ------------------------------------------------------------------------------------------- */

const aiModule: SdkModule = {
  name: 'labwire.ai',
  page: '/sdk/AI',
  category: 'guide',
  summary:
    'AI helpers reached as `lw.ai`: extract fields and tables from documents, classify and summarize text and data, and propose file tags.',
  classes: [
    {
      name: 'AI',
      summary: 'The AI helpers of an environment. Do not construct it: use `lw.ai`.',
      properties: [],
      methods: [
        {
          name: 'complete',
          kind: 'method',
          summary: 'Answer a free-form prompt and return the text of the answer.',
          params: [
            req('prompt', 'str', 'The prompt, up to 200,000 characters.'),
            opt(
              'system',
              'str | None',
              'None',
              'Instructions that frame every answer, for example the role or the output format.',
            ),
            opt(
              'max_tokens',
              'int',
              '1024',
              'Upper bound on the length of the answer, in tokens (roughly four characters each), 1 to 8,192.',
            ),
            opt(
              'temperature',
              'float',
              '0.0',
              'Sampling temperature from 0.0 to 1.0. Keep 0.0 for repeatable answers in flows.',
            ),
          ],
          returns: ret('str', 'The answer text.'),
          raises: apiErrors(
            raises('AIUnavailableError', 'AI helpers are turned off for the environment.'),
            raises('InvalidRequestError', 'The prompt is too long or an argument is out of range (HTTP 422).'),
          ),
          example: py`
answer = lw.ai.complete(
    "Rewrite as one sentence for a lab notebook: column temp 30C, flow 1 mL/min, 10 uL inj, 254 nm",
    system="You write concise, factual lab notebook entries.",
    max_tokens=120,
)
print(answer)`,
        },
        {
          name: 'extract',
          kind: 'method',
          summary: 'Pull named fields out of a document or text and return them as a dictionary.',
          params: [
            req(
              'content',
              'str | bytes',
              'Text, or the bytes of a PDF, PNG, JPEG, TIFF, DOCX, TXT or CSV file up to 20 MB.',
            ),
            req(
              'fields',
              'dict[str, str]',
              'Field name to a description of what to extract, including the unit or format you want.',
            ),
            opt(
              'file_name',
              'str | None',
              'None',
              'The file name when `content` is bytes; its extension tells the format.',
            ),
            opt('instructions', 'str | None', 'None', 'Extra guidance, for example which page or section to read.'),
          ],
          returns: ret(
            'dict[str, object]',
            'Every field name of `fields`, with the extracted value (string, number or boolean) or `None` when the document does not say.',
          ),
          raises: apiErrors(
            raises('AIUnavailableError', 'AI helpers are turned off for the environment.'),
            raises(
              'InvalidRequestError',
              'The content is larger than 20 MB, its format is not supported, or `file_name` is missing for bytes (HTTP 422).',
            ),
          ),
          example: py`
coa = lw.read_file("fil_01K7H0C4M2WQ8E5RZ3TN1F6B9D")
values = lw.ai.extract(
    coa,
    fields={
        "lot_number": "The lot or batch number",
        "purity_percent": "Purity by HPLC, as a number in percent",
        "expiry_date": "Expiry or retest date, as YYYY-MM-DD",
    },
    file_name="certificate_of_analysis.pdf",
)
print(values["lot_number"], values["purity_percent"])`,
          notes: [
            'Check extracted values before they drive a decision: validate them with `labwire.validation` or ask a person to confirm.',
          ],
        },
        {
          name: 'extract_table',
          kind: 'method',
          summary: 'Read a table out of a document or an image into a DataFrame with the columns you name.',
          params: [
            req('content', 'bytes', 'The bytes of a PDF, PNG, JPEG, TIFF or DOCX file up to 20 MB.'),
            req('file_name', 'str', 'The file name; its extension tells the format.'),
            req('columns', 'dict[str, str]', 'Column name to a description of the column, in the order you want.'),
            opt(
              'instructions',
              'str | None',
              'None',
              'Which table to read when the document has several, and any other guidance.',
            ),
          ],
          returns: ret(
            'pandas.DataFrame',
            'One row per table row found, with exactly the requested columns; cells that cannot be read are NaN.',
          ),
          raises: apiErrors(
            raises('AIUnavailableError', 'AI helpers are turned off for the environment.'),
            raises(
              'InvalidRequestError',
              'The content is larger than 20 MB or its format is not supported (HTTP 422).',
            ),
          ),
          example: py`
scan = lw.read_file("fil_01K7H1P9X6VJ2K8D0MZ4QW7C3A")
df = lw.ai.extract_table(
    scan,
    file_name="batch_record_p12.png",
    columns={
        "step": "Process step name",
        "start_time": "Start time, HH:MM",
        "temperature_c": "Temperature in degrees Celsius, as a number",
        "operator": "Operator initials",
    },
    instructions="Read the table titled 'Fermentation log'.",
)`,
        },
        {
          name: 'classify',
          kind: 'method',
          summary: 'Choose the label from a fixed list that best fits a text.',
          params: [
            req('text', 'str', 'The text to classify, up to 200,000 characters.'),
            req('labels', 'list[str]', 'The allowed labels, 2 to 50.'),
            opt('instructions', 'str | None', 'None', 'What the labels mean and how to choose between them.'),
          ],
          returns: ret('str', 'One of `labels`, exactly as given.'),
          raises: apiErrors(
            raises('AIUnavailableError', 'AI helpers are turned off for the environment.'),
            raises('InvalidRequestError', 'Fewer than 2 or more than 50 labels, or the text is too long (HTTP 422).'),
          ),
          example: py`
label = lw.ai.classify(
    "Pressure ripple above 2% during the gradient; pump seal suspected.",
    labels=["instrument fault", "method issue", "sample issue", "no issue"],
)
print(label)  # instrument fault`,
        },
        {
          name: 'summarize',
          kind: 'method',
          summary: 'Summarize a text or a DataFrame in plain language.',
          params: [
            req(
              'data',
              'str | pandas.DataFrame',
              'A text, or a DataFrame of up to 5,000 rows (larger frames are sampled and the summary says so).',
            ),
            opt(
              'instructions',
              'str | None',
              'None',
              'What to focus on, for example "trends per reactor" or "outliers only".',
            ),
            opt('max_words', 'int', '150', 'Upper bound on the length of the summary, in words.'),
          ],
          returns: ret('str', 'The summary, in Markdown.'),
          raises: apiErrors(raises('AIUnavailableError', 'AI helpers are turned off for the environment.')),
          example: py`
readings = lw.read_table("bioreactor_readings", where="reactor = 'BR-03'")
text = lw.ai.summarize(readings, instructions="Describe pH and dissolved oxygen trends.", max_words=80)
lw.send_alert("BR-03 daily summary", text)`,
          notes: [
            'Numbers in a summary come from a language model. Compute the figures that matter yourself and state them in the message.',
          ],
        },
        {
          name: 'suggest_tags',
          kind: 'method',
          summary: 'Propose tags for a stored file from its name, path and content, without applying them.',
          params: [
            req('file_id', 'str', 'The file id.'),
            opt('max_tags', 'int', '5', 'Maximum number of tags to propose.'),
          ],
          returns: ret(
            'dict[str, str]',
            'Tag type to proposed value, using only tag types that exist in the environment.',
          ),
          raises: apiErrors(
            raises('AIUnavailableError', 'AI helpers are turned off for the environment.'),
            raises('NotFoundError', 'No file has this id.'),
          ),
          example: py`
proposed = lw.ai.suggest_tags("fil_01K7GZV8R0DY0YP57RCYBVN5SX", max_tags=3)
keep = {k: v for k, v in proposed.items() if k in {"instrument", "project"}}
if keep:
    lw.tag_file("fil_01K7GZV8R0DY0YP57RCYBVN5SX", keep)`,
          notes: [
            'This is the same engine as the suggested tags of the web app; it returns the proposals to your code instead of showing them to a person.',
          ],
        },
      ],
    },
    {
      name: 'AIUnavailableError',
      summary: 'AI helpers are turned off for the environment.',
      bases: ['LabwireError'],
      properties: [],
      methods: [],
    },
  ],
  functions: [],
  constants: [
    constant(
      'MAX_INPUT_CHARS',
      'int',
      '200_000',
      'Longest text accepted by `complete`, `extract`, `classify` and `summarize`.',
    ),
    constant('MAX_FILE_BYTES', 'int', '20_971_520', 'Largest file accepted by `extract` and `extract_table` (20 MB).'),
  ],
};

/* ---------------------------------------------------------------------------------------------
 * labwire.validation: schemas for DataFrames
 * ------------------------------------------------------------------------------------------- */

const validationModule: SdkModule = {
  name: 'labwire.validation',
  page: '/sdk/DataValidation',
  category: 'guide',
  summary:
    'Declare what a DataFrame must look like (columns, types, ranges, allowed values) and check data against it before it reaches a table.',
  classes: [
    {
      name: 'Column',
      summary: 'The rules for one column of a schema.',
      init: {
        name: 'Column',
        kind: 'constructor',
        summary: 'Describe a column: its Labwire type and the checks its values must pass.',
        params: [
          req(
            'dtype',
            'str',
            'The Labwire column type: `STRING`, `INT64`, `FLOAT64`, `BOOL`, `DATE`, `TIMESTAMP` or `JSON`.',
          ),
          opt('nullable', 'bool', 'False', 'Whether missing values (None, NaN, NaT) are allowed.'),
          opt('unique', 'bool', 'False', 'Whether every non-missing value must be different.'),
          opt(
            'min_value',
            'float | None',
            'None',
            'Smallest allowed value (inclusive), for numbers, dates and timestamps.',
          ),
          opt('max_value', 'float | None', 'None', 'Largest allowed value (inclusive).'),
          opt('allowed', 'list[object] | None', 'None', 'The only values allowed.'),
          opt('pattern', 'str | None', 'None', 'A regular expression every STRING value must match in full.'),
          opt(
            'unit',
            'str | None',
            'None',
            'The unit of the values, for documentation and reports; it is not converted.',
          ),
        ],
        returns: ret('Column', 'The column rules.'),
        raises: [
          raises('ValueError', '`dtype` is not a Labwire column type, or `min_value` is greater than `max_value`.'),
        ],
        example: py`
from labwire.validation import Column

od600 = Column("FLOAT64", min_value=0.0, max_value=4.0, unit="AU")
well = Column("STRING", pattern=r"[A-H](?:[1-9]|1[0-2])")`,
      },
      properties: [
        prop('dtype', 'str', 'The column type.'),
        prop('nullable', 'bool', 'Whether missing values are allowed.'),
        prop('unit', 'str | None', 'The documented unit.'),
      ],
      methods: [],
    },
    {
      name: 'Check',
      summary: 'A rule over whole rows, for conditions that involve more than one column.',
      init: {
        name: 'Check',
        kind: 'constructor',
        summary: 'Wrap a function that returns, for each row, whether the row passes.',
        params: [
          req('name', 'str', 'A short name shown in reports, for example `end_after_start`.'),
          req(
            'fn',
            'Callable[[pandas.DataFrame], pandas.Series]',
            'Takes the DataFrame and returns a boolean Series aligned to its index; `False` marks a failing row.',
          ),
          opt('message', 'str | None', 'None', 'The message of each failure; defaults to "failed check <name>".'),
        ],
        returns: ret('Check', 'The check.'),
        raises: [],
        example: py`
from labwire.validation import Check

end_after_start = Check(
    "end_after_start",
    lambda df: df["ended_at"] > df["started_at"],
    message="run ends before it starts",
)`,
      },
      properties: [prop('name', 'str', 'The check name.')],
      methods: [],
    },
    {
      name: 'Schema',
      summary: 'A set of column rules and row checks that a DataFrame can be validated against.',
      init: {
        name: 'Schema',
        kind: 'constructor',
        summary: 'Create a schema from column rules and optional row checks.',
        params: [
          req('columns', 'dict[str, Column]', 'Column name to its rules. Every column listed must be present.'),
          opt(
            'strict',
            'bool',
            'False',
            'When `True`, columns not listed in `columns` are an error; otherwise they pass unchecked.',
          ),
          opt('checks', 'list[Check] | None', 'None', 'Row checks run after the column rules.'),
        ],
        returns: ret('Schema', 'The schema.'),
        raises: [],
        example: py`
from labwire.validation import Check, Column, Schema

plate_reads = Schema(
    {
        "plate_id": Column("STRING", pattern=r"P-\d{4}-\d{4}"),
        "well": Column("STRING", pattern=r"[A-H](?:[1-9]|1[0-2])"),
        "od600": Column("FLOAT64", min_value=0.0, max_value=4.0, unit="AU"),
        "read_at": Column("TIMESTAMP"),
    },
    strict=True,
    checks=[Check("one_read_per_well", lambda df: ~df.duplicated(["plate_id", "well"]))],
)`,
      },
      properties: [
        prop('columns', 'dict[str, Column]', 'The column rules.'),
        prop('strict', 'bool', 'Whether extra columns are errors.'),
        prop('checks', 'list[Check]', 'The row checks.'),
      ],
      methods: [
        {
          name: 'validate',
          kind: 'method',
          summary: 'Check a DataFrame against the schema and return every problem found.',
          params: [
            req('df', 'pandas.DataFrame', 'The data to check. It is not modified.'),
            opt(
              'max_issues',
              'int',
              '1000',
              'Stop collecting after this many issues; the report says when it stopped early.',
            ),
          ],
          returns: ret('ValidationReport', 'The report; `report.ok` is `True` when nothing failed.'),
          raises: [],
          example: py`
report = plate_reads.validate(df)
if not report.ok:
    print(report.summary())`,
          notes: [
            'Type checks accept values that convert without loss: an integer column of a float dtype with whole numbers passes `INT64`.',
          ],
        },
        {
          name: 'coerce',
          kind: 'method',
          summary: 'Return a copy of a DataFrame with its columns converted to the schema types.',
          params: [req('df', 'pandas.DataFrame', 'The data to convert.')],
          returns: ret(
            'pandas.DataFrame',
            'A copy with STRING as `string`, INT64 as `Int64`, FLOAT64 as `float64`, BOOL as `boolean`, DATE as `datetime.date`, TIMESTAMP as UTC `datetime64[ns, UTC]`.',
          ),
          raises: [raises('SchemaValidationError', 'A value cannot be converted; the error carries the report.')],
          example: py`
clean = plate_reads.coerce(df)
lw.write_table("plate_reads", clean)`,
          notes: [
            'Naive timestamps are taken as UTC. Convert local instrument times with `tz_localize` before coercing.',
          ],
        },
        {
          name: 'from_table',
          kind: 'classmethod',
          summary: 'Build a schema with the columns and types of an existing table.',
          params: [
            req('lw', 'Labwire', 'A client.'),
            req('name', 'str', 'The table name.'),
            opt(
              'include_system_columns',
              'bool',
              'False',
              'Whether to include `_lw_flow_run_id` and `_lw_ingested_at`.',
            ),
          ],
          returns: ret('Schema', 'A schema with one nullable column rule per table column and no other checks.'),
          raises: apiErrors(raises('NotFoundError', 'The table does not exist.')),
          example: py`
from labwire.validation import Schema

schema = Schema.from_table(lw, "plate_reads")
report = schema.validate(new_rows)`,
        },
      ],
    },
    {
      name: 'ValidationIssue',
      summary: 'One problem found by `Schema.validate`.',
      properties: [
        prop('column', 'str | None', 'The column, or `None` for a row check or a missing column.'),
        prop('row', 'int | None', 'The index label of the failing row, or `None` for a column-level problem.'),
        prop(
          'check',
          'str',
          'What failed: `missing_column`, `extra_column`, `dtype`, `nullable`, `unique`, `min_value`, `max_value`, `allowed`, `pattern`, or the name of a row check.',
        ),
        prop('value', 'object', 'The failing value, when there is one.'),
        prop('message', 'str', 'A readable description.'),
      ],
      methods: [],
    },
    {
      name: 'ValidationReport',
      summary: 'The result of a validation: whether it passed and every issue found.',
      properties: [
        prop('ok', 'bool', '`True` when no issue was found.'),
        prop('issues', 'list[ValidationIssue]', 'The issues, in column order, then row order.'),
        prop('rows_checked', 'int', 'Number of rows checked.'),
        prop('truncated', 'bool', 'Whether collection stopped at `max_issues`.'),
      ],
      methods: [
        {
          name: 'summary',
          kind: 'method',
          summary: 'Describe the result in a few lines of Markdown, suitable for an alert.',
          params: [opt('max_lines', 'int', '20', 'Issues listed before the rest are counted as "and N more".')],
          returns: ret('str', 'The summary.'),
          raises: [],
          example: py`
print(report.summary(max_lines=10))`,
        },
        {
          name: 'to_dataframe',
          kind: 'method',
          summary: 'Return the issues as a DataFrame with columns `column`, `row`, `check`, `value`, `message`.',
          params: [],
          returns: ret('pandas.DataFrame', 'One row per issue.'),
          raises: [],
          example: py`
issues = report.to_dataframe()
lw.write_table("plate_read_rejects", issues.astype({"value": "string"}))`,
        },
        {
          name: 'raise_for_issues',
          kind: 'method',
          summary: 'Raise `SchemaValidationError` when the report has issues; do nothing otherwise.',
          params: [],
          returns: NONE,
          raises: [raises('SchemaValidationError', '`ok` is `False`.')],
          example: py`
plate_reads.validate(df).raise_for_issues()`,
        },
      ],
    },
    {
      name: 'SchemaValidationError',
      summary: 'Data failed a schema; the report is attached.',
      bases: ['LabwireError'],
      properties: [prop('report', 'ValidationReport', 'The report with every issue found.')],
      methods: [],
    },
  ],
  functions: [
    {
      name: 'infer_schema',
      kind: 'function',
      summary: 'Propose a schema from a sample DataFrame, as a starting point to tighten by hand.',
      params: [
        req('df', 'pandas.DataFrame', 'A representative sample of the data.'),
        opt('strict', 'bool', 'True', 'The `strict` setting of the returned schema.'),
      ],
      returns: ret(
        'Schema',
        'One column rule per column, with the type inferred like `Labwire.write_table` does and `nullable` set when the sample has missing values.',
      ),
      raises: [raises('ValueError', 'A column holds values of mixed types that map to no single Labwire type.')],
      example: py`
import pandas as pd
from labwire.validation import infer_schema

sample = pd.read_csv("plate_reads_sample.csv")
schema = infer_schema(sample)
for name, column in schema.columns.items():
    print(name, column.dtype, column.nullable)`,
    },
  ],
  constants: [
    constant(
      'COLUMN_TYPES',
      'tuple[str, ...]',
      '("STRING", "INT64", "FLOAT64", "BOOL", "DATE", "TIMESTAMP", "JSON")',
      'The column types a `Column` accepts, the same as the types of Labwire tables.',
    ),
  ],
};

/* ---------------------------------------------------------------------------------------------
 * labwire.alerts: helpers around Labwire.send_alert
 * ------------------------------------------------------------------------------------------- */

const alertsModule: SdkModule = {
  name: 'labwire.alerts',
  page: '/sdk/SendingAlerts',
  category: 'guide',
  summary:
    'Helpers around `Labwire.send_alert`: format tables for a message, and send an alert when a block of code fails.',
  classes: [],
  functions: [
    {
      name: 'format_table',
      kind: 'function',
      summary: 'Render a DataFrame as a Markdown table for the body of an alert.',
      params: [
        req('df', 'pandas.DataFrame', 'The rows to show.'),
        opt('max_rows', 'int', '20', 'Rows shown before the rest are counted in a final line.'),
        opt('columns', 'list[str] | None', 'None', 'Columns to show, in order; `None` shows all.'),
        opt('float_format', 'str', '"{:.4g}"', 'Format applied to float values.'),
      ],
      returns: ret('str', 'A Markdown table, followed by "and N more rows" when rows were left out.'),
      raises: [raises('KeyError', 'A name in `columns` is not a column of `df`.')],
      example: py`
from labwire.alerts import format_table

out_of_range = df[df["od600"] > 3.5]
lw.send_alert(
    "Plate P-2025-0142: saturated wells",
    "These wells read above 3.5 AU:\n\n" + format_table(out_of_range, columns=["well", "od600"]),
    severity="warning",
)`,
    },
    {
      name: 'alert_on_failure',
      kind: 'contextmanager',
      summary: 'Send an alert when the code inside the `with` block raises, then re-raise the exception.',
      params: [
        req('lw', 'Labwire', 'The client that sends the alert.'),
        req('subject', 'str', 'The subject of the alert.'),
        opt('severity', 'str', '"critical"', '`"info"`, `"warning"` or `"critical"`.'),
        opt('recipients', 'list[str] | None', 'None', 'As for `Labwire.send_alert`.'),
      ],
      returns: ret('ContextManager[None]', 'A context manager.'),
      raises: [raises('Exception', 'Whatever the block raised, unchanged, after the alert was sent.')],
      example: py`
import pandas as pd
from labwire import Labwire, NodeReturn
from labwire.alerts import alert_on_failure


def execute(tables: dict[str, pd.DataFrame], params: dict[str, object], lw: Labwire) -> NodeReturn:
    with alert_on_failure(lw, "Nightly stability export failed", recipients=["stability@acme.example"]):
        df = lw.query("SELECT * FROM stability_results WHERE pulled_on = CURRENT_DATE()")
        lw.write_table("stability_export", df, mode="replace")
    return NodeReturn()`,
      notes: [
        'The message holds the exception type and text, the last 20 lines of the traceback and, inside a flow run, a link to the run.',
        'If sending the alert itself fails, the failure is logged and the original exception is raised.',
      ],
    },
  ],
  constants: [
    constant(
      'SEVERITIES',
      'tuple[str, ...]',
      '("info", "warning", "critical")',
      'The severities `send_alert` accepts, lowest first.',
    ),
  ],
};

/* ---------------------------------------------------------------------------------------------
 * labwire.testing: a fake client and a node runner for tests
 * ------------------------------------------------------------------------------------------- */

const testingModule: SdkModule = {
  name: 'labwire.testing',
  page: '/sdk/TestingNodes',
  category: 'guide',
  summary:
    'Test flow nodes, processors and scripts without an environment: the in-memory `FakeLabwire` client and `run_node`, which calls `execute` and checks its `NodeReturn` the way a flow run does.',
  classes: [
    {
      name: 'FakeLabwire',
      summary:
        'An in-memory stand-in for `Labwire`: tables, files, tags, flow runs, alerts and secrets live in dictionaries, and no request leaves the process.',
      bases: ['Labwire'],
      init: {
        name: 'FakeLabwire',
        kind: 'constructor',
        summary: 'Create a fake client, optionally seeded with tables, files and secrets.',
        params: [
          opt(
            'environment',
            'str',
            '"test"',
            'The value of `environment`; `base_url` is built from it as for a real client.',
          ),
          opt(
            'tables',
            'dict[str, pandas.DataFrame] | None',
            'None',
            'Tables that exist before the test, by name. They are copied; later writes do not change your frames.',
          ),
          opt(
            'files',
            'dict[str, bytes] | None',
            'None',
            'Files that exist before the test, by path. Each gets an id such as `fil_test_0001`, in the order given.',
          ),
          opt(
            'secrets',
            'dict[str, str] | None',
            'None',
            'Secret name to value, for `get_secret`. Unlike a real client, the fake returns secrets anywhere.',
          ),
        ],
        returns: ret(
          'FakeLabwire',
          'The fake client. It is an instance of `Labwire`, so type checkers accept it where a `Labwire` is expected.',
        ),
        raises: [raises('TypeError', 'A table value is not a DataFrame or a file value is not `bytes`.')],
        example: py`
import pandas as pd
from labwire.testing import FakeLabwire

fake = FakeLabwire(
    tables={"plate_layouts": pd.DataFrame({"plate_id": ["P-2025-0142"], "well": ["A1"], "sample_id": ["S-0142"]})},
    files={"/instruments/synergy-h1/P-2025-0142.csv": b"well,od600\nA1,0.82\n"},
    secrets={"ELN_API_TOKEN": "test-token"},
)
print(fake.list_tables())  # ['plate_layouts']`,
        notes: [
          'Tables: `read_table` without `where`, `list_tables`, `describe_table`, `write_table` and `stream_rows` work on the `tables` dictionary, with column types inferred as a real client does. SQL is not evaluated: `query`, `iter_query` and `read_table` with `where` are answered by `on_query`.',
          'Files: `list_files`, `iter_files`, `get_file`, `read_file`, `upload_file` (with `ConflictError` for an existing path), `tag_file` and `untag_file` work on the `files` dictionary. Tag types are not checked.',
          'Flow runs: `trigger_flow` records the call in `triggered` and returns a run that is already final, `succeeded` unless `set_flow_outcome` says otherwise; `wait_for_flow_run` and `get_flow_run` return it at once.',
          '`send_alert` records the alert in `alerts` and sends nothing. `get_secret` raises `NotFoundError` for a name that was not seeded.',
          '`benchling` and `ai` are not faked: they raise `ConfigurationError` on a fake. Pass Benchling code a stand-in of its own, for example `unittest.mock.create_autospec(Benchling, instance=True)`, and keep `lw.ai` calls out of unit tests.',
        ],
      },
      properties: [
        prop(
          'tables',
          'dict[str, pandas.DataFrame]',
          'Every table as it is now: the seeded ones plus what `write_table` and `stream_rows` wrote. Rows written by the fake have `_lw_flow_run_id` NULL and `_lw_ingested_at` set.',
        ),
        prop('files', 'dict[str, bytes]', 'Every stored file as it is now, by path.'),
        prop('alerts', 'list[SentAlert]', 'The alerts `send_alert` would have sent, in order.'),
        prop(
          'triggered',
          'list[tuple[str, dict[str, object]]]',
          'The flow name or id and the inputs of every `trigger_flow` call, in order.',
        ),
        prop(
          'calls',
          'list[str]',
          'The name of every client method called, in order, for example `["read_table", "write_table"]`. Use it to check how many requests code would send.',
        ),
      ],
      methods: [
        {
          name: 'add_file',
          kind: 'method',
          summary: 'Store a file in the fake, as if it had been uploaded before the test, and return its record.',
          params: [
            req('path', 'str', 'The full path, starting with `/`.'),
            req('content', 'bytes', 'The content.'),
            opt('tags', 'dict[str, str] | None', 'None', 'Tags the file carries.'),
          ],
          returns: ret('FileInfo', 'The record, with a generated id and `created_at` set to now.'),
          raises: [raises('ConflictError', 'A file already exists at `path`.')],
          example: py`
from pathlib import Path

from labwire.testing import FakeLabwire

fake = FakeLabwire()
raw = fake.add_file(
    "/instruments/hplc-02/2025-10-14/run_0423.cdf",
    Path("tests/data/run_0423.cdf").read_bytes(),
    tags={"instrument": "HPLC-02"},
)
assert fake.get_file(raw.id).tags == {"instrument": "HPLC-02"}`,
        },
        {
          name: 'on_query',
          kind: 'method',
          summary: 'Answer the SQL queries that contain a text with a fixed result.',
          params: [
            req(
              'pattern',
              'str',
              'Text to look for in the SQL, ignoring case and runs of white space, for example `FROM caffeine_standards`.',
            ),
            req('result', 'pandas.DataFrame', 'The rows to return, as `query` would.'),
          ],
          returns: NONE,
          raises: [],
          example: py`
import pandas as pd
from labwire.testing import FakeLabwire

fake = FakeLabwire()
fake.on_query(
    "FROM caffeine_standards",
    pd.DataFrame({"amount_ug_per_ml": [5.0, 10.0, 25.0, 50.0], "area": [10.4, 20.9, 52.1, 103.8]}),
)
standards = fake.query("SELECT amount_ug_per_ml, area FROM caffeine_standards WHERE sequence = @seq", params={"seq": "SEQ-1"})`,
          notes: [
            'The first registered pattern that matches wins. A query that matches no pattern raises `QueryError` whose message lists the patterns, so a test fails with the SQL it did not expect.',
            'Parameters are not substituted and not checked; assert on them through your own code if they matter.',
          ],
        },
        {
          name: 'set_flow_outcome',
          kind: 'method',
          summary: 'Choose how the runs that `trigger_flow` starts for a flow end.',
          params: [
            req('flow', 'str', 'The flow name or id, as your code passes it to `trigger_flow`.'),
            opt('state', 'str', '"succeeded"', '`"succeeded"`, `"failed"` or `"cancelled"`.'),
            opt('error', 'str | None', 'None', 'The `error` of the runs, for `failed`.'),
          ],
          returns: NONE,
          raises: [raises('ValueError', '`state` is not a final flow run state.')],
          example: py`
from labwire.testing import FakeLabwire

fake = FakeLabwire()
fake.set_flow_outcome("plate_reader_absorbance", state="failed", error="No 'Well' column in plate_0042.csv")
run = fake.trigger_flow("plate_reader_absorbance", inputs={"plate_file": "fil_test_0001"})
assert fake.wait_for_flow_run(run.id).state == "failed"`,
        },
        {
          name: 'fail_next',
          kind: 'method',
          summary: 'Make the next calls of a method raise the exception of an API error code.',
          params: [
            req('method', 'str', 'The client method, for example `"read_table"` or `"trigger_flow"`.'),
            req(
              'code',
              'str',
              'An API error code: `unauthenticated`, `forbidden`, `not_found`, `conflict`, `bad_request`, `validation_failed`, `rate_limited` or `internal_error`, or `network_error`.',
            ),
            opt('times', 'int', '1', 'How many calls fail before the method works again.'),
          ],
          returns: NONE,
          raises: [raises('ValueError', '`method` is not a client method or `code` is not an error code.')],
          example: py`
from labwire import RateLimitError
from labwire.testing import FakeLabwire

fake = FakeLabwire()
fake.fail_next("list_tables", "rate_limited")
try:
    fake.list_tables()
except RateLimitError as err:
    print(err.code, err.retry_after_s)  # rate_limited 12.0`,
          notes: [
            'The fake raises the exception a real client raises after its retries are used up: `rate_limited` gives `RateLimitError` (with `retry_after_s` 12.0), `internal_error` gives `ServerError`, `network_error` gives `NetworkError`, `validation_failed` and `bad_request` give `InvalidRequestError`, and so on. It does not wait or retry.',
          ],
        },
      ],
      notes: [
        'Use a fake for the logic of your code: what it reads, what it returns and what it decides. Test SQL, tag types and permissions against a development environment, which the fake does not imitate.',
      ],
    },
    {
      name: 'SentAlert',
      summary: 'An alert recorded by `FakeLabwire.send_alert`.',
      properties: [
        prop('subject', 'str', 'The subject.'),
        prop('message', 'str', 'The Markdown body.'),
        prop('severity', 'str', '`info`, `warning` or `critical`.'),
        prop('recipients', 'list[str] | None', 'The recipients given, or `None`.'),
      ],
      methods: [],
      notes: ['A frozen dataclass.'],
    },
  ],
  functions: [
    {
      name: 'run_node',
      kind: 'function',
      summary: 'Call the `execute` function of a node as a flow run would, and check what it returns.',
      params: [
        req('execute', 'Callable[..., NodeReturn]', 'The `execute` function of the node.'),
        opt(
          'inputs',
          'dict[str, object] | None',
          'None',
          'The node inputs by argument name: `file_name` and `file_data` for a one-file node, `files`, `tables` or `event` for the others. `None` for a node without inputs.',
        ),
        opt('params', 'dict[str, object] | None', 'None', 'The node parameters; `None` passes `{}`.'),
        opt('lw', 'Labwire | None', 'None', 'The client to pass as `lw`; `None` passes a new `FakeLabwire()`.'),
      ],
      returns: ret('NodeReturn', 'What `execute` returned, after the checks. Nothing is written or stored.'),
      raises: [
        raises(
          'TypeError',
          '`execute` did not return a `NodeReturn`, or an argument it needs is missing from `inputs`.',
        ),
        raises(
          'ValueError',
          'A table or column name is not lower snake_case, starts with `_lw_` or is longer than 128 characters, a column holds values of mixed types, or a file path is empty.',
        ),
        raises('Exception', 'Whatever `execute` raised, unchanged.'),
      ],
      example: py`
from pathlib import Path

from labwire.testing import run_node

from plate_reader_node import execute

result = run_node(
    execute,
    inputs={"file_name": "P-2025-0142.csv", "file_data": Path("tests/data/P-2025-0142.csv").read_bytes()},
    params={"instrument": "Synergy-H1", "blank_od600": 0.04},
)
assert len(result.tables_to_upload["plate_reads"]) == 96`,
      notes: [
        'Inputs, `params` and `lw` are passed as keyword arguments, so the argument names of `execute` must be the names in the signature table of the [node editor](/app/flows/NodeEditor).',
        'The checks are those a flow run makes before it writes: the same names, types and reserved prefixes. A node that passes them can still fail on a table whose existing column types differ; the fake does not know your tables unless you seed them.',
      ],
    },
    {
      name: 'api_error',
      kind: 'function',
      summary: 'Build the exception a client raises for an API error code, to raise from mocks and stand-ins in tests.',
      params: [
        req(
          'code',
          'str',
          'An API error code, as for `FakeLabwire.fail_next`: `not_found`, `rate_limited`, `internal_error`, `network_error` and the others.',
        ),
        opt('message', 'str', '"Raised by a test."', 'The `message` of the exception.'),
      ],
      returns: ret(
        'LabwireError',
        'An instance of the matching class, such as `NotFoundError` for `not_found` or `RateLimitError` (with `retry_after_s` 12.0) for `rate_limited`, with the HTTP status of the code and `request_id` `req_test`.',
      ),
      raises: [raises('ValueError', '`code` is not an error code.')],
      example: py`
from unittest.mock import create_autospec

from labwire.benchling import Benchling
from labwire.testing import api_error

client = create_autospec(Benchling, instance=True)
client.get_entity.side_effect = api_error("not_found", "Entity bfi_gone0000 was not found.")`,
      notes: [
        'The exception classes of the SDK are raised by the client, not built by your code; this function is the supported way to get one in a test.',
      ],
    },
  ],
  constants: [],
};

/* ---------------------------------------------------------------------------------------------
 * labwire.agent: the agent SDK for processors
 * ------------------------------------------------------------------------------------------- */

const agentModule: SdkModule = {
  name: 'labwire.agent',
  page: '/sdk/markdowns/AgentSDK',
  category: 'core',
  summary: 'The types an agent processor receives and returns, and helpers to write and test processors.',
  classes: [
    {
      name: 'TriggerEvent',
      summary:
        'What fired the connection: a new file, a schedule tick, a file delivered from the cloud, or a one-shot run.',
      properties: [
        prop(
          'kind',
          'str',
          '`"file"` (filewatcher), `"schedule"` (cron), `"cloud_file"` (cloudwatcher) or `"oneshot"`.',
        ),
        prop(
          'path',
          'str | None',
          'Absolute local path of the file for `file` and `cloud_file` events; `None` otherwise.',
        ),
        prop('fired_at', 'datetime.datetime', 'When the trigger fired (UTC, timezone-aware).'),
        prop(
          'file_id',
          'str | None',
          'For `cloud_file` events, the id of the Labwire file that was delivered; `None` otherwise.',
        ),
      ],
      methods: [],
    },
    {
      name: 'ProcessorContext',
      summary: 'What a processor can use besides the event: the connection settings, a logger and a Labwire client.',
      properties: [
        prop('connection_id', 'str', 'The id of the connection running the processor.'),
        prop('params', 'dict[str, object]', 'The connection parameters set in the web app, by name.'),
        prop(
          'log',
          'logging.Logger',
          'A logger whose records go to the connection log in the web app and to the gateway log files.',
        ),
        prop('lw', 'Labwire', 'A client that acts as the connection.'),
        prop(
          'state_dir',
          'pathlib.Path',
          'A folder private to the connection that survives restarts and updates, for small state such as the last processed row.',
        ),
      ],
      methods: [],
    },
    {
      name: 'ProcessorResult',
      summary: 'What the processor asks the action to do with the event.',
      init: {
        name: 'ProcessorResult',
        kind: 'constructor',
        summary: 'Describe the work for the action. Fields left at `None` use the default of the action.',
        params: [
          opt(
            'files',
            'list[str] | None',
            'None',
            "Local paths to upload (`upload_files` and `trigger_flow` actions). `None` sends the event's own file.",
          ),
          opt(
            'flow_inputs',
            'dict[str, object] | None',
            'None',
            "Values for the flow's inputs, by input name (`trigger_flow` action). The uploaded files reach the flow through its Input File node.",
          ),
          opt(
            'rows',
            'list[dict[str, object]] | None',
            'None',
            'Rows to append to the target table, one dictionary per row (`stream_data` action, in batches of at most 1,000 rows and 5 MB).',
          ),
          opt('skip', 'bool', 'False', 'When `True`, the event ends with no action and is recorded as skipped.'),
        ],
        returns: ret('ProcessorResult', 'The result.'),
        raises: [],
        example: py`
from labwire.agent import ProcessorContext, ProcessorResult, TriggerEvent


def process(event: TriggerEvent, ctx: ProcessorContext) -> ProcessorResult:
    if event.path is None or not event.path.lower().endswith(".cdf"):
        return ProcessorResult(skip=True)
    return ProcessorResult(files=[event.path], flow_inputs={"instrument": ctx.params["instrument"]})`,
      },
      properties: [
        prop('files', 'list[str] | None', 'The files to upload.'),
        prop('flow_inputs', 'dict[str, object] | None', 'The flow inputs.'),
        prop('rows', 'list[dict[str, object]] | None', 'The rows to stream.'),
        prop('skip', 'bool', 'Whether the event is skipped.'),
      ],
      methods: [],
    },
  ],
  functions: [
    {
      name: 'wait_until_stable',
      kind: 'function',
      summary:
        'Wait until a file stops growing, so that a processor does not read a file the instrument is still writing.',
      params: [
        req('path', 'str', 'The local file path.'),
        opt('quiet_s', 'float', '5.0', 'How long, in seconds, the size and modification time must stay unchanged.'),
        opt('timeout_s', 'float', '300.0', 'The longest wait, in seconds.'),
      ],
      returns: ret('bool', '`True` when the file was stable for `quiet_s`, `False` when `timeout_s` passed first.'),
      raises: [raises('FileNotFoundError', 'The file disappeared while waiting.')],
      example: py`
from labwire.agent import ProcessorContext, ProcessorResult, TriggerEvent, wait_until_stable


def process(event: TriggerEvent, ctx: ProcessorContext) -> ProcessorResult:
    assert event.path is not None
    if not wait_until_stable(event.path, quiet_s=10.0, timeout_s=900.0):
        ctx.log.warning("still being written after 15 minutes: %s", event.path)
        return ProcessorResult(skip=True)
    return ProcessorResult()`,
      notes: [
        'Filewatcher connections already wait for the settle time set on the connection. Call this for instruments that pause mid-run for longer than the settle time, such as long plate reader kinetics.',
      ],
    },
    {
      name: 'run_processor',
      kind: 'function',
      summary:
        'Call a processor once on your own computer with a made-up event, to test it before you build the agent.',
      params: [
        req('process', 'Callable[[TriggerEvent, ProcessorContext], ProcessorResult]', 'Your `process` function.'),
        opt('path', 'str | None', 'None', 'The file the event points at, for `file` and `cloud_file` events.'),
        opt('kind', 'str', '"file"', 'The event kind.'),
        opt('params', 'dict[str, object] | None', 'None', 'The connection parameters to pass in `ctx.params`.'),
        opt(
          'lw',
          'Labwire | None',
          'None',
          'The client for `ctx.lw`; `None` builds one from `LABWIRE_ENVIRONMENT` and `LABWIRE_API_KEY`.',
        ),
      ],
      returns: ret(
        'ProcessorResult',
        'What the processor returned. `None` from the processor comes back as `ProcessorResult()`.',
      ),
      raises: [
        raises('ValueError', '`kind` is not an event kind, or `path` is missing for a file event.'),
        raises('Exception', 'Whatever the processor raised.'),
      ],
      example: py`
from labwire.agent import run_processor

from processor import process

result = run_processor(process, path="samples/run_0423.cdf", params={"instrument": "HPLC-02"})
assert result.files == ["samples/run_0423.cdf"]
assert result.flow_inputs == {"instrument": "HPLC-02"}`,
      notes: ['`ctx.log` prints to the console and `ctx.state_dir` is a temporary folder that is removed afterwards.'],
    },
  ],
  constants: [
    constant(
      'EVENT_KINDS',
      'tuple[str, ...]',
      '("file", "schedule", "cloud_file", "oneshot")',
      'The values of `TriggerEvent.kind`.',
    ),
  ],
};

/* ---------------------------------------------------------------------------------------------
 * labwire.environment: runtime detection
 * ------------------------------------------------------------------------------------------- */

const environmentModule: SdkModule = {
  name: 'labwire.environment',
  page: '/sdk/markdowns/EnvironmentDetection',
  category: 'core',
  summary:
    'Find out where code runs (flow, notebook, agent processor or your own computer) and which environment it talks to.',
  classes: [
    {
      name: 'RuntimeInfo',
      summary: 'A description of the runtime the code runs in.',
      properties: [
        prop('kind', 'str', '`"flow"`, `"notebook"`, `"agent"` or `"local"`.'),
        prop('environment', 'str | None', 'The environment name, or `None` when it cannot be determined.'),
        prop('flow_id', 'str | None', 'The flow id, in a flow run.'),
        prop('flow_run_id', 'str | None', 'The flow run id, in a flow run.'),
        prop('node_name', 'str | None', 'The name of the node being executed, in a flow run.'),
        prop('connection_id', 'str | None', 'The connection id, in an agent processor.'),
        prop('sdk_version', 'str', 'The installed `labwire-sdk` version.'),
        prop('python_version', 'str', 'The Python version, for example `3.12.7`.'),
      ],
      methods: [],
    },
  ],
  functions: [
    {
      name: 'detect',
      kind: 'function',
      summary: 'Describe the current runtime.',
      params: [],
      returns: ret('RuntimeInfo', 'The runtime description. It is computed once and cached.'),
      raises: [],
      example: py`
from labwire.environment import detect

info = detect()
print(info.kind, info.environment, info.flow_run_id)`,
      notes: [
        'Detection reads only environment variables set by the Labwire runtime (`LABWIRE_RUNTIME`, `LABWIRE_ENVIRONMENT`, `LABWIRE_FLOW_RUN_ID` and others); it makes no request.',
      ],
    },
    {
      name: 'is_inside_labwire',
      kind: 'function',
      summary: 'Return whether the code runs in a flow, a notebook or an agent processor.',
      params: [],
      returns: ret('bool', '`True` unless the runtime is `local`.'),
      raises: [],
      example: py`
import os

from labwire import Labwire
from labwire.environment import is_inside_labwire

lw = Labwire() if is_inside_labwire() else Labwire(environment="acme-dev", api_key=os.environ["LABWIRE_API_KEY"])`,
    },
    {
      name: 'current_environment',
      kind: 'function',
      summary: 'Return the name of the environment the code would talk to by default.',
      params: [],
      returns: ret(
        'str | None',
        'The value of `LABWIRE_ENVIRONMENT` if set, else the runtime environment, else `None`.',
      ),
      raises: [],
      example: py`
from labwire.environment import current_environment

if current_environment() == "acme":
    raise SystemExit("refusing to run the backfill against production")`,
    },
    {
      name: 'require_runtime',
      kind: 'function',
      summary: 'Stop early, with a clear message, when code runs somewhere it was not written for.',
      params: [req('kinds', 'list[str]', 'The runtime kinds allowed, from `RUNTIME_KINDS`.')],
      returns: ret('RuntimeInfo', 'The runtime description, when its kind is allowed.'),
      raises: [
        raises('RuntimeError', 'The runtime kind is not in `kinds`.'),
        raises('ValueError', '`kinds` holds a value that is not a runtime kind.'),
      ],
      example: py`
from labwire.environment import require_runtime

info = require_runtime(["flow"])
print(f"running in flow run {info.flow_run_id}")`,
    },
  ],
  constants: [
    constant(
      'RUNTIME_KINDS',
      'tuple[str, ...]',
      '("flow", "notebook", "agent", "local")',
      'The values of `RuntimeInfo.kind`.',
    ),
    constant(
      'ENV_ENVIRONMENT',
      'str',
      '"LABWIRE_ENVIRONMENT"',
      'The variable that names the environment outside Labwire.',
    ),
    constant('ENV_API_KEY', 'str', '"LABWIRE_API_KEY"', 'The variable that holds the API key outside Labwire.'),
    constant(
      'ENV_RUNTIME',
      'str',
      '"LABWIRE_RUNTIME"',
      'Set by Labwire to `flow`, `notebook` or `agent`; unset on your own computer.',
    ),
  ],
};

/* ---------------------------------------------------------------------------------------------
 * labwire.allotrope_schema: Allotrope Simple Model documents
 * ------------------------------------------------------------------------------------------- */

const allotropeModule: SdkModule = {
  name: 'labwire.allotrope_schema',
  page: '/sdk/markdowns/allotrope_schema',
  category: 'core',
  summary:
    'Convert between tidy DataFrames and Allotrope Simple Model (ASM) JSON documents, and check documents before you store them.',
  classes: [],
  functions: [
    {
      name: 'quantity',
      kind: 'function',
      summary: 'Build an ASM quantity value: a number with its unit.',
      params: [
        req('value', 'float', 'The number.'),
        req('unit', 'str', 'The unit as ASM writes it, for example `mAU`, `mL/min`, `degC` or `(unitless)`.'),
      ],
      returns: ret('dict[str, object]', 'A dictionary `{"value": value, "unit": unit}`.'),
      raises: [raises('ValueError', '`value` is NaN or infinite.')],
      example: py`
from labwire.allotrope_schema import quantity

flow_rate = quantity(1.0, "mL/min")  # {"value": 1.0, "unit": "mL/min"}`,
    },
    {
      name: 'to_asm',
      kind: 'function',
      summary: 'Build an ASM document for a technique from a tidy results table.',
      params: [
        req(
          'df',
          'pandas.DataFrame',
          'One row per measurement. Required columns depend on the technique; see the notes.',
        ),
        req('technique', 'str', 'One of `SUPPORTED_TECHNIQUES`.'),
        opt(
          'metadata',
          'dict[str, object] | None',
          'None',
          'Document-level facts such as `device_identifier`, `model_number`, `analyst` and `software_name`.',
        ),
        opt(
          'units',
          'dict[str, str] | None',
          'None',
          'Column name to unit, for numeric columns whose unit differs from the technique default.',
        ),
      ],
      returns: ret('dict[str, object]', 'The ASM document, with `$asm.manifest` set for the technique.'),
      raises: [
        raises('ValueError', '`technique` is not supported.'),
        raises('KeyError', 'A column the technique needs is missing.'),
      ],
      example: py`
import pandas as pd
from labwire.allotrope_schema import to_asm, write_asm

reads = pd.DataFrame(
    {
        "sample_id": ["S1", "S2"],
        "well": ["A1", "A2"],
        "wavelength_nm": [600, 600],
        "absorbance": [0.412, 0.398],
        "measured_at": pd.to_datetime(["2025-10-14T09:12:00Z", "2025-10-14T09:12:00Z"]),
    }
)
doc = to_asm(reads, "plate-reader", metadata={"device_identifier": "Synergy-H1", "analyst": "j.doe"})
lw.upload_file("/asm/P-2025-0142.json", write_asm(doc), tags={"format": "ASM"})`,
      notes: [
        '`plate-reader` needs `sample_id`, `well`, `wavelength_nm`, `absorbance` and `measured_at`.',
        '`liquid-chromatography` needs `sample_id`, `injection_id`, `measured_at`, `peak_name`, `retention_time_min`, `peak_area` and `peak_height`; the output of `labwire.lc.lc.find_peaks` with these columns added fits.',
        '`spectrophotometry` needs `sample_id`, `wavelength_nm`, `absorbance` and `measured_at`; `cell-counting` needs `sample_id`, `viable_cell_density`, `viability_percent` and `measured_at`; `qpcr` needs `sample_id`, `well`, `target`, `cq` and `measured_at`.',
      ],
    },
    {
      name: 'flatten_asm',
      kind: 'function',
      summary: 'Turn an ASM document into a tidy DataFrame, one row per measurement.',
      params: [
        req('document', 'dict[str, object]', 'An ASM document, as returned by `read_asm` or `to_asm`.'),
        opt(
          'include_units',
          'bool',
          'False',
          'When `True`, add a `<column>_unit` column next to each quantity column.',
        ),
      ],
      returns: ret(
        'pandas.DataFrame',
        'One row per measurement; nested keys are joined with `_` and converted to snake_case, and quantity values become plain numbers.',
      ),
      raises: [raises('ValueError', 'The document has no `$asm.manifest` or no measurement aggregate document.')],
      example: py`
from labwire.allotrope_schema import flatten_asm, read_asm

doc = read_asm(lw.read_file("fil_01K7H3A5T0NB6R2YF8WQ1D9M4K"))
rows = flatten_asm(doc, include_units=True)
lw.write_table("asm_plate_reads", rows)`,
    },
    {
      name: 'validate_asm',
      kind: 'function',
      summary: 'Check an ASM document against the schema of its technique and return the problems.',
      params: [
        req('document', 'dict[str, object]', 'The document to check.'),
        opt('technique', 'str | None', 'None', 'The technique to check against; `None` uses `technique_of(document)`.'),
      ],
      returns: ret(
        'list[str]',
        'One message per problem, each starting with a JSON path; empty when the document is valid.',
      ),
      raises: [raises('ValueError', 'The technique cannot be determined or is not supported.')],
      example: py`
from labwire.allotrope_schema import validate_asm

problems = validate_asm(doc)
if problems:
    raise ValueError("invalid ASM document:\n" + "\n".join(problems[:10]))`,
    },
    {
      name: 'technique_of',
      kind: 'function',
      summary: 'Return the technique of an ASM document from its manifest.',
      params: [req('document', 'dict[str, object]', 'An ASM document.')],
      returns: ret(
        'str | None',
        'The technique, such as `liquid-chromatography`, or `None` when the manifest names a technique the SDK does not know.',
      ),
      raises: [raises('KeyError', 'The document has no `$asm.manifest`.')],
      example: py`
from labwire.allotrope_schema import technique_of

print(technique_of(doc))  # plate-reader`,
    },
    {
      name: 'read_asm',
      kind: 'function',
      summary: 'Parse the bytes of an ASM JSON file.',
      params: [req('data', 'bytes', 'UTF-8 JSON, optionally gzip-compressed (detected from the first bytes).')],
      returns: ret('dict[str, object]', 'The document.'),
      raises: [raises('ValueError', 'The content is not JSON or not a JSON object.')],
      example: py`
from labwire.allotrope_schema import read_asm

doc = read_asm(file_data)`,
    },
    {
      name: 'write_asm',
      kind: 'function',
      summary: 'Serialize an ASM document to UTF-8 JSON bytes.',
      params: [
        req('document', 'dict[str, object]', 'The document.'),
        opt('indent', 'int | None', '2', 'Indentation; `None` writes compact JSON.'),
      ],
      returns: ret('bytes', 'The JSON.'),
      raises: [raises('TypeError', 'A value cannot be written as JSON.')],
      example: py`
from labwire.allotrope_schema import write_asm

payload = write_asm(doc, indent=None)`,
    },
  ],
  constants: [
    constant(
      'SUPPORTED_TECHNIQUES',
      'tuple[str, ...]',
      '("liquid-chromatography", "plate-reader", "spectrophotometry", "cell-counting", "qpcr")',
      'The techniques `to_asm` and `validate_asm` handle.',
    ),
    constant('ASM_MANIFEST_KEY', 'str', '"$asm.manifest"', 'The top-level key that names the schema of a document.'),
  ],
};

/* ---------------------------------------------------------------------------------------------
 * labwire.benchling and its submodules
 * ------------------------------------------------------------------------------------------- */

const BENCHLING_ERRORS: readonly SdkRaise[] = [
  raises(
    'BenchlingError',
    'Benchling refused the request; the error carries the HTTP status and the Benchling error body.',
  ),
];

function benchlingErrors(...extra: SdkRaise[]): readonly SdkRaise[] {
  return [...extra, ...BENCHLING_ERRORS];
}

const CLIENT_PARAM = req('client', 'Benchling', 'A Benchling client, usually `lw.benchling`.');

const benchlingModule: SdkModule = {
  name: 'labwire.benchling',
  page: '/sdk/markdowns/benchling.benchling',
  category: 'integration',
  summary:
    'The `Benchling` client that `lw.benchling` returns: entities, notebook entries, results and blobs of a Benchling tenant.',
  classes: [
    {
      name: 'Benchling',
      summary: 'A client for the Benchling REST API v2 of one tenant, with paging, retries and DataFrame conversion.',
      init: {
        name: 'Benchling',
        kind: 'constructor',
        summary:
          'Create a client from a tenant URL and an API key. In flows and agent processors, use `lw.benchling` instead.',
        params: [
          req('tenant_url', 'str', 'The tenant URL, for example `https://acme.benchling.com`.'),
          req('api_key', 'str', 'The API key of a Benchling app or service user.'),
          opt('timeout_s', 'float', '30.0', 'Timeout of each request, in seconds.'),
        ],
        returns: ret('Benchling', 'The client. Creating it makes no request.'),
        raises: [raises('ValueError', '`tenant_url` is not an `https://` URL.')],
        example: py`
import os

from labwire.benchling import Benchling

bench = Benchling("https://acme.benchling.com", os.environ["BENCHLING_API_KEY"])`,
      },
      properties: [
        prop('tenant_url', 'str', 'The tenant URL, without a trailing slash.'),
        prop('base_url', 'str', 'The API base URL, `<tenant_url>/api/v2`.'),
      ],
      methods: [
        {
          name: 'from_secrets',
          kind: 'classmethod',
          summary:
            'Create a client from the Benchling secrets of the Labwire environment. With no suffix, this is what `lw.benchling` does.',
          params: [
            req('lw', 'Labwire', 'A Labwire client running in a flow run or an agent processor.'),
            opt(
              'suffix',
              'str | None',
              'None',
              'The suffix of a second Benchling connection, such as `"TEST"`, which reads `BENCHLING_TEST_TENANT_URL` and `BENCHLING_TEST_API_KEY`. `None` reads `BENCHLING_TENANT_URL` and `BENCHLING_API_KEY`.',
            ),
          ],
          returns: ret('Benchling', 'The client.'),
          raises: [
            raises(
              'NotFoundError',
              'One of the secrets does not exist: Benchling is not connected under **Admin → External Platforms**.',
            ),
            raises('PermissionDeniedError', 'Secrets are not available where the code runs.'),
          ],
          example: py`
from labwire.benchling import Benchling

test_tenant = Benchling.from_secrets(lw, suffix="TEST")
print(test_tenant.tenant_url)`,
        },
        {
          name: 'get_entity',
          kind: 'method',
          summary: 'Read one entity (custom entity, DNA or AA sequence, molecule) by id.',
          params: [req('entity_id', 'str', 'The Benchling id, for example `bfi_Q1wX7b3k`.')],
          returns: ret(
            'dict[str, object]',
            'The entity with `id`, `name`, `schema_id`, `registry_id`, `folder_id`, `created_at` and `fields` as plain values by field name.',
          ),
          raises: benchlingErrors(raises('NotFoundError', 'No entity has this id.')),
          example: py`
strain = lw.benchling.get_entity("bfi_Q1wX7b3k")
print(strain["name"], strain["fields"]["Parent Strain"])`,
          notes: ['Same as `labwire.benchling.io.read.read_entity(client, entity_id)`.'],
        },
        {
          name: 'find_entities',
          kind: 'method',
          summary: 'Search the entities of a schema by name and field values.',
          params: [
            req('schema', 'str', 'The entity schema, by id (`ts_...`) or by name.'),
            opt('name', 'str | None', 'None', 'Exact entity name to match.'),
            opt('fields', 'dict[str, object] | None', 'None', 'Field name to value; all must match.'),
            opt('limit', 'int', '100', 'Maximum number of entities to return.'),
          ],
          returns: ret(
            'pandas.DataFrame',
            'One row per entity: `id`, `name`, `registry_id`, `created_at`, then one column per schema field.',
          ),
          raises: benchlingErrors(raises('NotFoundError', 'No schema has this id or name.')),
          example: py`
strains = lw.benchling.find_entities("Strain", fields={"Organism": "E. coli"}, limit=500)
print(strains[["id", "name"]].head())`,
        },
        {
          name: 'get_entry',
          kind: 'method',
          summary: 'Read a notebook entry, with its fields and its tables.',
          params: [req('entry_id', 'str', 'The entry id, for example `etr_3kLp9s0a`.')],
          returns: ret(
            'dict[str, object]',
            'The entry with `id`, `name`, `display_id`, `folder_id`, `authors`, `fields` and `tables` (table name to DataFrame).',
          ),
          raises: benchlingErrors(raises('NotFoundError', 'No entry has this id.')),
          example: py`
entry = lw.benchling.get_entry("etr_3kLp9s0a")
for table_name, table in entry["tables"].items():
    print(table_name, len(table))`,
        },
        {
          name: 'read_results',
          kind: 'method',
          summary: 'Read assay results of a result schema into a DataFrame.',
          params: [
            req('schema', 'str', 'The result schema, by id (`assaysch_...`) or by name.'),
            opt('entry_id', 'str | None', 'None', 'Only results attached to this notebook entry.'),
            opt('created_after', 'datetime.datetime | None', 'None', 'Only results created after this time.'),
            opt('limit', 'int | None', 'None', 'Maximum number of results; `None` reads all.'),
          ],
          returns: ret(
            'pandas.DataFrame',
            'One row per result: `result_id`, `created_at`, `entry_id`, then one column per schema field.',
          ),
          raises: benchlingErrors(raises('NotFoundError', 'No result schema has this id or name.')),
          example: py`
import datetime as dt

since = dt.datetime.now(dt.timezone.utc) - dt.timedelta(days=7)
titers = lw.benchling.read_results("Titer Result", created_after=since)`,
        },
        {
          name: 'write_results',
          kind: 'method',
          summary: 'Create assay results from the rows of a DataFrame.',
          params: [
            req('schema', 'str', 'The result schema, by id or by name.'),
            req(
              'df',
              'pandas.DataFrame',
              'One row per result; column names are schema field names (display or warehouse names).',
            ),
            req('project_id', 'str', 'The project that owns the results (`src_...`).'),
            opt('entry_id', 'str | None', 'None', 'A notebook entry to attach the results to.'),
          ],
          returns: ret('list[str]', 'The ids of the created results, in row order.'),
          raises: benchlingErrors(
            raises('KeyError', 'A column is not a field of the schema.'),
            raises('ValueError', 'A required field is missing or a value has the wrong type for its field.'),
          ),
          example: py`
import pandas as pd

rows = pd.DataFrame({"Sample": ["bfi_Q1wX7b3k", "bfi_R8mT2c1z"], "Titer (g/L)": [3.42, 2.87]})
ids = lw.benchling.write_results("Titer Result", rows, project_id="src_Bx81kR2q", entry_id="etr_3kLp9s0a")`,
          notes: ['Same as `labwire.benchling.io.benchling_write.write_results`. Rows are sent 100 at a time.'],
        },
        {
          name: 'create_entity',
          kind: 'method',
          summary: 'Create one custom entity, optionally registering it.',
          params: [
            req('schema', 'str', 'The entity schema, by id or by name.'),
            req('name', 'str', 'The entity name.'),
            req('fields', 'dict[str, object]', 'Field name to plain value; link fields take Benchling ids.'),
            req('folder_id', 'str', 'The folder to create it in (`lib_...`).'),
            opt(
              'registry_id',
              'str | None',
              'None',
              'Register the entity in this registry with `NEW_IDS`; `None` leaves it unregistered.',
            ),
          ],
          returns: ret('dict[str, object]', 'The created entity, as `get_entity` returns it.'),
          raises: benchlingErrors(raises('ValueError', 'A field is not in the schema or a required field is missing.')),
          example: py`
cell_line = lw.benchling.create_entity(
    "Cell Line",
    name="CHO-K1-clone-17",
    fields={"Parent": "bfi_Hk2w9Pq1", "Passage": 12},
    folder_id="lib_7Gm2dQx0",
)`,
          notes: ['For many entities or other naming strategies, use `labwire.benchling.utils.write_entity`.'],
        },
        {
          name: 'update_entity',
          kind: 'method',
          summary: 'Change some fields of an entity and leave the others as they are.',
          params: [
            req('entity_id', 'str', 'The entity id.'),
            req('fields', 'dict[str, object]', 'Field name to new value; `None` clears a field.'),
          ],
          returns: ret('dict[str, object]', 'The updated entity.'),
          raises: benchlingErrors(raises('NotFoundError', 'No entity has this id.')),
          example: py`
lw.benchling.update_entity("bfi_Q1wX7b3k", {"Status": "Banked", "Vials": 24})`,
        },
        {
          name: 'upload_blob',
          kind: 'method',
          summary: 'Upload a file to Benchling as a blob, for a blob link field or an attachment.',
          params: [
            req('name', 'str', 'The file name shown in Benchling.'),
            req('content', 'bytes', 'The content.'),
            opt('mime_type', 'str', '"application/octet-stream"', 'The media type, for example `application/pdf`.'),
          ],
          returns: ret('str', 'The blob id, to use as the value of a blob link field.'),
          raises: BENCHLING_ERRORS,
          example: py`
pdf = lw.read_file("fil_01K7H4K2B8ZC5M1QX7TW3R6P0E")
blob_id = lw.benchling.upload_blob("P-2025-0142.pdf", pdf, mime_type="application/pdf")`,
          notes: ['Blobs up to 10 MB go in one request; larger ones are uploaded in parts of 10 MB.'],
        },
        {
          name: 'schema_id',
          kind: 'method',
          summary: 'Look up the id of a schema by its name.',
          params: [
            req('name', 'str', 'The schema name as shown in Benchling.'),
            opt(
              'kind',
              'str',
              '"entity"',
              '`"entity"`, `"result"`, `"run"`, `"entry"`, `"container"`, `"plate"` or `"box"`.',
            ),
          ],
          returns: ret('str', 'The schema id, for example `ts_Jq8ZpW2e`.'),
          raises: benchlingErrors(raises('NotFoundError', 'No schema of that kind has this name.')),
          example: py`
strain_schema = lw.benchling.schema_id("Strain")`,
          notes: ['Schema lists are cached for the lifetime of the client.'],
        },
        {
          name: 'request',
          kind: 'method',
          summary: 'Call any Benchling API endpoint with the client credentials, for what the helpers do not cover.',
          params: [
            req('method', 'str', 'The HTTP method, for example `"GET"`.'),
            req('path', 'str', 'The path under `/api/v2`, for example `/workflow-tasks`.'),
            opt('params', 'dict[str, object] | None', 'None', 'Query parameters.'),
            opt('json', 'dict[str, object] | None', 'None', 'The JSON body.'),
          ],
          returns: ret('dict[str, object]', 'The decoded JSON response; `{}` for an empty response.'),
          raises: BENCHLING_ERRORS,
          example: py`
tasks = lw.benchling.request("GET", "/workflow-tasks", params={"statusIds": "wfts_Hk2", "pageSize": 50})
print(len(tasks["workflowTasks"]))`,
        },
      ],
      notes: [
        'The client retries requests that Benchling rate limits (HTTP 429) and 5xx responses up to five times with exponential backoff.',
        'Values of fields come back as plain Python values; dropdown fields as the option name, link fields as ids, date fields as `datetime.date`.',
      ],
    },
    {
      name: 'BenchlingError',
      summary: 'Benchling answered with an error.',
      bases: ['LabwireError'],
      properties: [
        prop(
          'benchling_error',
          'dict[str, object]',
          'The `error` object of the Benchling response (`type`, `message`, `userMessage`).',
        ),
      ],
      methods: [],
    },
  ],
  functions: [],
  constants: [
    constant(
      'TENANT_URL_SECRET',
      'str',
      '"BENCHLING_TENANT_URL"',
      'The secret `lw.benchling` reads the tenant URL from.',
    ),
    constant('API_KEY_SECRET', 'str', '"BENCHLING_API_KEY"', 'The secret `lw.benchling` reads the API key from.'),
  ],
};

const benchlingWriteModule: SdkModule = {
  name: 'labwire.benchling.io.benchling_write',
  page: '/sdk/markdowns/benchling.io.benchling_write',
  category: 'integration',
  summary: 'Write results, runs and field updates to Benchling in batches from DataFrames.',
  classes: [],
  functions: [
    {
      name: 'write_results',
      kind: 'function',
      summary: 'Create assay results from the rows of a DataFrame, in batches.',
      params: [
        CLIENT_PARAM,
        req('schema', 'str', 'The result schema, by id (`assaysch_...`) or by name.'),
        req('df', 'pandas.DataFrame', 'One row per result; columns are field names (display or warehouse names).'),
        req('project_id', 'str', 'The project that owns the results (`src_...`).'),
        opt('entry_id', 'str | None', 'None', 'A notebook entry to attach the results to.'),
        kwopt('batch_size', 'int', '100', 'Results per request, 1 to 100.'),
      ],
      returns: ret('list[str]', 'The ids of the created results, in row order.'),
      raises: benchlingErrors(
        raises('KeyError', 'A column is not a field of the schema.'),
        raises('ValueError', 'A required field is missing, or a value has the wrong type for its field.'),
      ),
      example: py`
import pandas as pd
from labwire.benchling.io.benchling_write import write_results

results = pd.DataFrame(
    {
        "sample": ["bfi_Q1wX7b3k", "bfi_R8mT2c1z"],
        "titer_g_per_l": [3.42, 2.87],
        "method": ["HPLC-ProA", "HPLC-ProA"],
    }
)
ids = write_results(lw.benchling, "Titer Result", results, "src_Bx81kR2q", entry_id="etr_3kLp9s0a")`,
      notes: [
        'Values are converted from Python: floats and ints to number fields, `datetime.date` to date fields, Benchling ids to entity link fields, option names to dropdown fields.',
        'Each batch is created in one call and either succeeds or fails as a whole. If a later batch fails, earlier batches stay created and the error says how many rows were written.',
      ],
    },
    {
      name: 'update_entities',
      kind: 'function',
      summary: 'Update fields of many entities from a DataFrame, one row per entity.',
      params: [
        CLIENT_PARAM,
        req(
          'df',
          'pandas.DataFrame',
          'One row per entity: an id column, then one column per field to set. NaN leaves a field unchanged; use `None` in an object column to clear it.',
        ),
        opt('id_column', 'str', '"entity_id"', 'The column that holds entity ids.'),
      ],
      returns: ret('int', 'The number of entities updated.'),
      raises: benchlingErrors(raises('KeyError', '`id_column` is not a column of `df`.')),
      example: py`
import pandas as pd
from labwire.benchling.io.benchling_write import update_entities

banked = pd.DataFrame({"entity_id": ["bfi_Q1wX7b3k", "bfi_R8mT2c1z"], "Status": ["Banked", "Banked"], "Vials": [24, 18]})
update_entities(lw.benchling, banked)`,
    },
    {
      name: 'create_run',
      kind: 'function',
      summary: 'Create one assay run, for example to group the results of one instrument run.',
      params: [
        CLIENT_PARAM,
        req('schema', 'str', 'The run schema, by id or by name.'),
        req('fields', 'dict[str, object]', 'Field name to value.'),
        req('project_id', 'str', 'The project that owns the run.'),
        opt('entry_id', 'str | None', 'None', 'A notebook entry to attach the run to.'),
      ],
      returns: ret('str', 'The id of the created run.'),
      raises: benchlingErrors(raises('ValueError', 'A required field is missing or has the wrong type.')),
      example: py`
from labwire.benchling.io.benchling_write import create_run

run_id = create_run(
    lw.benchling,
    "HPLC Run",
    fields={"Instrument": "HPLC-02", "Sequence Name": "2025-10-14-0423"},
    project_id="src_Bx81kR2q",
)`,
    },
  ],
  constants: [
    constant('RESULTS_BATCH_SIZE', 'int', '100', 'The default and largest number of results sent per request.'),
  ],
};

const benchlingEventsModule: SdkModule = {
  name: 'labwire.benchling.io.events',
  page: '/sdk/markdowns/benchling.io.events',
  category: 'integration',
  summary: 'Parse the Benchling events that start flows, match them by type, and fetch the object they are about.',
  classes: [
    {
      name: 'BenchlingEvent',
      summary: 'A Benchling event, with the fields flows most often need pulled out of the payload.',
      properties: [
        prop('id', 'str', 'The event id.'),
        prop('event_type', 'str', 'The event type, for example `v2.entity.registered`.'),
        prop(
          'resource_id',
          'str | None',
          'The id of the object the event is about (entity, entry, request, run), when it has one.',
        ),
        prop('schema_id', 'str | None', 'The schema id of that object, when it has one.'),
        prop('created_at', 'datetime.datetime', 'When Benchling created the event (UTC).'),
        prop('tenant', 'str', 'The tenant host name the event came from.'),
        prop(
          'updates',
          'list[str]',
          'For `*.updated.*` events, the changed fields (for example `fields.Status`); empty otherwise.',
        ),
        prop('raw', 'dict[str, object]', 'The full payload.'),
      ],
      methods: [],
    },
  ],
  functions: [
    {
      name: 'parse_event',
      kind: 'function',
      summary: 'Turn an event payload into a `BenchlingEvent`.',
      params: [
        req(
          'payload',
          'dict[str, object] | bytes | str',
          'The payload: the `event` input of a flow started by a Benchling event, or the raw JSON.',
        ),
      ],
      returns: ret('BenchlingEvent', 'The event.'),
      raises: [raises('ValueError', 'The payload is not a Benchling event (no `eventType`).')],
      example: py`
from labwire import Labwire, NodeReturn
from labwire.benchling.io.events import parse_event


def execute(event: dict[str, object], params: dict[str, object], lw: Labwire) -> NodeReturn:
    ev = parse_event(event)
    print(ev.event_type, ev.resource_id)
    return NodeReturn()`,
      notes: [
        'Payloads of both delivery formats are accepted: the EventBridge envelope (`detail` holds the event) and the bare event.',
      ],
    },
    {
      name: 'matches',
      kind: 'function',
      summary: 'Return whether an event type matches a pattern with `*` wildcards.',
      params: [
        req('event', 'BenchlingEvent', 'The event.'),
        req(
          'pattern',
          'str',
          'A pattern such as `v2.entity.*` or `v2.entry.updated.*`; `*` matches one or more dot-separated parts.',
        ),
      ],
      returns: ret('bool', 'Whether the type matches.'),
      raises: [],
      example: py`
from labwire.benchling.io.events import matches

if not matches(ev, "v2.entity.*"):
    raise ValueError(f"unexpected event {ev.event_type}")`,
    },
    {
      name: 'fetch_resource',
      kind: 'function',
      summary: 'Read the current state of the object an event is about.',
      params: [CLIENT_PARAM, req('event', 'BenchlingEvent', 'The event.')],
      returns: ret(
        'dict[str, object]',
        'The object as the Benchling API returns it (camelCase keys such as `entityRegistryId`), except `fields`, which holds plain values by field name.',
      ),
      raises: benchlingErrors(
        raises('ValueError', 'The event is about no object.'),
        raises('NotFoundError', 'The object was deleted since the event.'),
      ),
      example: py`
from labwire.benchling.io.events import fetch_resource

entity = fetch_resource(lw.benchling, ev)
print(entity["name"], entity["fields"].get("Status"))`,
      notes: [
        'Events are delivered at least once and not always in order. Read the current state rather than trusting the payload, and make the flow safe to run twice for one event.',
      ],
    },
  ],
  constants: [
    constant(
      'EVENT_TYPES',
      'tuple[str, ...]',
      '("v2.entity.registered", "v2.entry.created", "v2.entry.updated.fields", "v2.entry.updated.reviewRecord", "v2.request.created", "v2.request.updated.status", "v2.assayRun.created", "v2.assayRun.updated.fields", "v2.workflowTask.updated.status")',
      'The event types with dedicated handling in `resource_id` and `fetch_resource`. Other types parse too.',
    ),
  ],
};

const benchlingGenericReadModule: SdkModule = {
  name: 'labwire.benchling.io.generic_read',
  page: '/sdk/markdowns/benchling.io.generic_read',
  category: 'integration',
  summary: 'Read any list endpoint of the Benchling API page by page into a DataFrame or an iterator.',
  classes: [],
  functions: [
    {
      name: 'list_objects',
      kind: 'function',
      summary: 'Read every object of a type that matches filters into a DataFrame.',
      params: [
        CLIENT_PARAM,
        req('object_type', 'str', 'The list endpoint, one of `OBJECT_TYPES`, for example `custom-entities`.'),
        opt(
          'filters',
          'dict[str, object] | None',
          'None',
          'Query parameters of the endpoint, for example `{"schemaId": "ts_Jq8ZpW2e", "modifiedAt": "> 2025-10-01"}`. Lists are joined with commas.',
        ),
        opt('page_size', 'int', '50', 'Objects per request, 1 to 100.'),
        opt('limit', 'int | None', 'None', 'Stop after this many objects; `None` reads all.'),
      ],
      returns: ret(
        'pandas.DataFrame',
        'One row per object. Top-level keys become snake_case columns; `fields` is expanded to one column per field name.',
      ),
      raises: benchlingErrors(
        raises('ValueError', '`object_type` is not in `OBJECT_TYPES` or `page_size` is out of range.'),
      ),
      example: py`
from labwire.benchling.io.generic_read import list_objects

boxes = list_objects(lw.benchling, "boxes", filters={"schemaId": "ts_Box81x", "emptyPositions.gte": 1}, page_size=100)
print(boxes[["id", "name", "empty_positions"]])`,
    },
    {
      name: 'iter_objects',
      kind: 'function',
      summary: 'Yield the objects of a type one by one, fetching pages as needed.',
      params: [
        CLIENT_PARAM,
        req('object_type', 'str', 'The list endpoint, one of `OBJECT_TYPES`.'),
        opt('filters', 'dict[str, object] | None', 'None', 'Query parameters of the endpoint.'),
        opt('page_size', 'int', '50', 'Objects per request, 1 to 100.'),
      ],
      returns: ret('Iterator[dict[str, object]]', 'The objects as the API returns them (camelCase keys).'),
      raises: benchlingErrors(raises('ValueError', '`object_type` is not in `OBJECT_TYPES`.')),
      example: py`
from labwire.benchling.io.generic_read import iter_objects

for request in iter_objects(lw.benchling, "requests", filters={"schemaId": "assaysch_Sq1", "requestStatus": "REQUESTED"}):
    print(request["displayId"], request["scheduledOn"])`,
      notes: [
        'Use it for large reads you can process as they stream, such as copying every container into a table in chunks.',
      ],
    },
    {
      name: 'get_object',
      kind: 'function',
      summary: 'Read one object of any type by id.',
      params: [
        CLIENT_PARAM,
        req('object_type', 'str', 'The list endpoint of the type, one of `OBJECT_TYPES`.'),
        req('object_id', 'str', 'The object id.'),
      ],
      returns: ret('dict[str, object]', 'The object as the API returns it (camelCase keys).'),
      raises: benchlingErrors(raises('NotFoundError', 'No object of this type has this id.')),
      example: py`
from labwire.benchling.io.generic_read import get_object

plate = get_object(lw.benchling, "plates", "plt_4Hs9dK2m")
print(plate["barcode"])`,
    },
  ],
  constants: [
    constant(
      'OBJECT_TYPES',
      'tuple[str, ...]',
      '("aa-sequences", "assay-results", "assay-runs", "boxes", "containers", "custom-entities", "dna-sequences", "entries", "folders", "locations", "molecules", "plates", "projects", "requests", "workflow-tasks")',
      'The list endpoints the generic reader knows how to page and flatten.',
    ),
    constant('MAX_PAGE_SIZE', 'int', '100', 'The largest page size Benchling accepts.'),
  ],
};

const benchlingReadModule: SdkModule = {
  name: 'labwire.benchling.io.read',
  page: '/sdk/markdowns/benchling.io.read',
  category: 'integration',
  summary: 'Typed readers for the Benchling objects flows use most: entities, entries, results and plates.',
  classes: [],
  functions: [
    {
      name: 'read_entity',
      kind: 'function',
      summary: 'Read one entity by id, with its fields as plain values.',
      params: [CLIENT_PARAM, req('entity_id', 'str', 'The entity id (`bfi_`, `seq_`, `prtn_` or `mol_` prefix).')],
      returns: ret(
        'dict[str, object]',
        '`id`, `name`, `schema_id`, `registry_id`, `entity_registry_id`, `folder_id`, `created_at`, `archived` and `fields`.',
      ),
      raises: benchlingErrors(raises('NotFoundError', 'No entity has this id.')),
      example: py`
from labwire.benchling.io.read import read_entity

strain = read_entity(lw.benchling, "bfi_Q1wX7b3k")
print(strain["entity_registry_id"], strain["fields"]["Organism"])`,
    },
    {
      name: 'read_entities',
      kind: 'function',
      summary: 'Read many entities by id into a DataFrame.',
      params: [CLIENT_PARAM, req('entity_ids', 'list[str]', 'Entity ids, of one or more types.')],
      returns: ret(
        'pandas.DataFrame',
        'One row per entity found, in the order of `entity_ids`: `id`, `name`, `schema_id`, `entity_registry_id`, then one column per field of any schema present.',
      ),
      raises: BENCHLING_ERRORS,
      example: py`
from labwire.benchling.io.read import read_entities

samples = read_entities(lw.benchling, ["bfi_Q1wX7b3k", "bfi_R8mT2c1z", "bfi_Z0pL4n7v"])`,
      notes: [
        'Ids are fetched 100 per request. Ids that do not exist are left out rather than raised; compare the `id` column with your list if that matters.',
      ],
    },
    {
      name: 'read_entry',
      kind: 'function',
      summary: 'Read a notebook entry, its fields and its tables.',
      params: [
        CLIENT_PARAM,
        req('entry_id', 'str', 'The entry id (`etr_...`).'),
        opt('include_tables', 'bool', 'True', 'Whether to read the tables of the entry into DataFrames.'),
      ],
      returns: ret(
        'dict[str, object]',
        '`id`, `name`, `display_id`, `folder_id`, `authors`, `review_status`, `fields` and, when asked, `tables` (table name to DataFrame).',
      ),
      raises: benchlingErrors(raises('NotFoundError', 'No entry has this id.')),
      example: py`
from labwire.benchling.io.read import read_entry

entry = read_entry(lw.benchling, "etr_3kLp9s0a")
samples = entry["tables"]["Samples"]`,
    },
    {
      name: 'read_results',
      kind: 'function',
      summary: 'Read assay results of one schema into a DataFrame.',
      params: [
        CLIENT_PARAM,
        req('schema', 'str', 'The result schema, by id or by name.'),
        opt('entry_id', 'str | None', 'None', 'Only results attached to this entry.'),
        opt('created_after', 'datetime.datetime | None', 'None', 'Only results created after this time.'),
        opt('limit', 'int | None', 'None', 'Maximum number of results; `None` reads all.'),
      ],
      returns: ret('pandas.DataFrame', '`result_id`, `created_at`, `entry_id`, then one column per field.'),
      raises: benchlingErrors(raises('NotFoundError', 'No result schema has this id or name.')),
      example: py`
from labwire.benchling.io.read import read_results

titers = read_results(lw.benchling, "Titer Result", entry_id="etr_3kLp9s0a")`,
    },
    {
      name: 'read_plate',
      kind: 'function',
      summary: 'Read a plate and the contents of its wells.',
      params: [CLIENT_PARAM, req('plate_id', 'str', 'The plate id (`plt_...`) or barcode.')],
      returns: ret(
        'pandas.DataFrame',
        'One row per well content: `well` (A1 style), `container_id`, `entity_id`, `entity_name`, `concentration`, `concentration_unit`, `volume`, `volume_unit`. Empty wells are left out.',
      ),
      raises: benchlingErrors(raises('NotFoundError', 'No plate has this id or barcode.')),
      example: py`
from labwire.benchling.io.read import read_plate

layout = read_plate(lw.benchling, "PLT-000142")
samples_by_well = dict(zip(layout["well"], layout["entity_name"]))`,
      notes: [
        'Use it with `labwire.msd.PlateLayout.from_dataframe` to take the layout of an MSD plate from Benchling.',
      ],
    },
  ],
  constants: [],
};

const miniUtilsModule: SdkModule = {
  name: 'labwire.benchling.utils.mini_utils',
  page: '/sdk/markdowns/benchling.utils.mini_utils',
  category: 'integration',
  summary: 'Small helpers for Benchling code: field conversion, id checks, batching and column names.',
  classes: [],
  functions: [
    {
      name: 'to_fields',
      kind: 'function',
      summary: 'Wrap plain values in the `{"value": ...}` shape Benchling expects for fields.',
      params: [req('values', 'dict[str, object]', 'Field name to plain value.')],
      returns: ret('dict[str, dict[str, object]]', 'Field name to `{"value": value}`, with dates as ISO strings.'),
      raises: [raises('TypeError', 'A value is not a string, number, boolean, date, list or `None`.')],
      example: py`
from labwire.benchling.utils.mini_utils import to_fields

body = {"fields": to_fields({"Status": "Banked", "Vials": 24})}
lw.benchling.request("PATCH", "/custom-entities/bfi_Q1wX7b3k", json=body)`,
    },
    {
      name: 'from_fields',
      kind: 'function',
      summary: 'Unwrap a Benchling `fields` object into plain values.',
      params: [
        req('fields', 'dict[str, object]', 'The `fields` object of an API response.'),
        opt(
          'use_display_values',
          'bool',
          'False',
          'Use `displayValue` (names of linked entities, option labels) instead of `value` (ids).',
        ),
      ],
      returns: ret('dict[str, object]', 'Field name to value.'),
      raises: [],
      example: py`
from labwire.benchling.utils.mini_utils import from_fields

raw = lw.benchling.request("GET", "/custom-entities/bfi_Q1wX7b3k")
print(from_fields(raw["fields"], use_display_values=True))`,
    },
    {
      name: 'is_benchling_id',
      kind: 'function',
      summary: 'Return whether a string looks like a Benchling API id, optionally of one kind.',
      params: [
        req('value', 'str', 'The string to check.'),
        opt('prefix', 'str | None', 'None', 'An id prefix such as `bfi_` or `etr_`; `None` accepts any known prefix.'),
      ],
      returns: ret('bool', 'Whether the string has a known prefix followed by letters and digits.'),
      raises: [],
      example: py`
from labwire.benchling.utils.mini_utils import is_benchling_id

sample = "bfi_Q1wX7b3k"
if not is_benchling_id(sample, prefix="bfi_"):
    raise ValueError(f"not a custom entity id: {sample}")`,
      notes: ['Registry ids such as `STR-0042` are not API ids; look them up with `find_entities`.'],
    },
    {
      name: 'chunked',
      kind: 'function',
      summary: 'Split a list into lists of at most `size` items, for batch endpoints.',
      params: [req('items', 'list[object]', 'The items.'), req('size', 'int', 'The batch size, at least 1.')],
      returns: ret('Iterator[list[object]]', 'The batches, in order.'),
      raises: [raises('ValueError', '`size` is less than 1.')],
      example: py`
from labwire.benchling.utils.mini_utils import chunked

for batch in chunked(entity_ids, 100):
    lw.benchling.request("POST", "/custom-entities:bulk-get", params={"customEntityIds": ",".join(batch)})`,
    },
    {
      name: 'column_name',
      kind: 'function',
      summary: 'Turn a Benchling field name into a valid Labwire column name.',
      params: [req('field_name', 'str', 'A field display name such as `Titer (g/L)`.')],
      returns: ret('str', 'Lower snake_case, unit characters spelled out: `titer_g_per_l`.'),
      raises: [],
      example: py`
from labwire.benchling.utils.mini_utils import column_name

df = lw.benchling.read_results("Titer Result")
df = df.rename(columns=column_name)
lw.write_table("benchling_titers", df)`,
      notes: [
        '`/` becomes `_per_`, `%` becomes `percent`, other punctuation and spaces become `_`, and a leading digit gets a `f_` prefix.',
      ],
    },
  ],
  constants: [
    constant(
      'ID_PREFIXES',
      'dict[str, str]',
      '{"bfi_": "custom entity", "seq_": "DNA sequence", "prtn_": "AA sequence", "mol_": "molecule", "etr_": "entry", "con_": "container", "plt_": "plate", "box_": "box", "loc_": "location", "lib_": "folder", "src_": "project or registry", "ts_": "entity schema", "assaysch_": "result schema"}',
      'The id prefixes `is_benchling_id` knows, with what they identify.',
    ),
  ],
};

const writeEntityModule: SdkModule = {
  name: 'labwire.benchling.utils.write_entity',
  page: '/sdk/markdowns/benchling.utils.write_entity',
  category: 'integration',
  summary: 'Create and register custom entities one at a time or in bulk, and avoid duplicates.',
  classes: [],
  functions: [
    {
      name: 'write_entity',
      kind: 'function',
      summary: 'Create one custom entity and, optionally, register it.',
      params: [
        CLIENT_PARAM,
        req('schema', 'str', 'The entity schema, by id or by name.'),
        req('name', 'str', 'The entity name.'),
        req('fields', 'dict[str, object]', 'Field name to plain value.'),
        req('folder_id', 'str', 'The folder to create it in (`lib_...`).'),
        opt('registry_id', 'str | None', 'None', 'The registry to register in; `None` leaves it unregistered.'),
        opt(
          'naming_strategy',
          'str',
          '"NEW_IDS"',
          'How registration names it; one of `NAMING_STRATEGIES`. Ignored without `registry_id`.',
        ),
      ],
      returns: ret('dict[str, object]', 'The created entity, as `read_entity` returns it.'),
      raises: benchlingErrors(
        raises(
          'ValueError',
          '`naming_strategy` is unknown, a field is not in the schema, or a required field is missing.',
        ),
      ),
      example: py`
from labwire.benchling.utils.write_entity import write_entity

clone = write_entity(
    lw.benchling,
    "Cell Line",
    "CHO-K1-clone-17",
    {"Parent": "bfi_Hk2w9Pq1", "Passage": 12},
    folder_id="lib_7Gm2dQx0",
    registry_id="src_Reg0001",
)
print(clone["entity_registry_id"])  # CL-0117`,
    },
    {
      name: 'write_entities',
      kind: 'function',
      summary: 'Create many custom entities from a DataFrame, one row per entity.',
      params: [
        CLIENT_PARAM,
        req('schema', 'str', 'The entity schema, by id or by name.'),
        req('df', 'pandas.DataFrame', 'One row per entity: a name column, then one column per field.'),
        req('folder_id', 'str', 'The folder to create them in.'),
        opt('name_column', 'str', '"name"', 'The column that holds entity names.'),
        opt('registry_id', 'str | None', 'None', 'The registry to register in.'),
        opt('naming_strategy', 'str', '"NEW_IDS"', 'One of `NAMING_STRATEGIES`.'),
      ],
      returns: ret(
        'pandas.DataFrame',
        'A copy of `df` with `entity_id` and, when registered, `entity_registry_id` added.',
      ),
      raises: benchlingErrors(raises('KeyError', '`name_column` or a field column is missing.')),
      example: py`
import pandas as pd
from labwire.benchling.utils.write_entity import write_entities

clones = pd.DataFrame({"name": ["CHO-K1-c18", "CHO-K1-c19"], "Parent": ["bfi_Hk2w9Pq1"] * 2, "Passage": [12, 12]})
created = write_entities(lw.benchling, "Cell Line", clones, "lib_7Gm2dQx0", registry_id="src_Reg0001")
lw.write_table("cell_line_registrations", created)`,
      notes: [
        'Entities are created with the bulk endpoint, 100 per task; the function waits for each task to finish. If a task fails, nothing from that task is created and the error lists the failing rows.',
      ],
    },
    {
      name: 'find_or_create_entity',
      kind: 'function',
      summary: 'Return the entity of a schema with a given name, creating it first if none exists.',
      params: [
        CLIENT_PARAM,
        req('schema', 'str', 'The entity schema, by id or by name.'),
        req('name', 'str', 'The entity name to look for.'),
        req('fields', 'dict[str, object]', 'Fields used only when the entity is created.'),
        req('folder_id', 'str', 'The folder for a new entity.'),
        opt('registry_id', 'str | None', 'None', 'The registry for a new entity.'),
      ],
      returns: ret('tuple[dict[str, object], bool]', 'The entity, and `True` when it was created by this call.'),
      raises: benchlingErrors(raises('ValueError', 'More than one entity of the schema has this name.')),
      example: py`
from labwire.benchling.utils.write_entity import find_or_create_entity

lot, created = find_or_create_entity(
    lw.benchling, "Media Lot", "CDM4-2025-118", {"Supplier": "Acme Media"}, "lib_7Gm2dQx0"
)`,
      notes: [
        'Use it in flows started by events, which can run twice for one event: a second run finds the entity the first run created.',
      ],
    },
  ],
  constants: [
    constant(
      'NAMING_STRATEGIES',
      'tuple[str, ...]',
      '("NEW_IDS", "IDS_FROM_NAMES", "DELETE_NAMES", "SET_FROM_NAME_PARTS", "REPLACE_NAMES_FROM_PARTS", "KEEP_NAMES")',
      'The naming strategies Benchling registration accepts.',
    ),
  ],
};

const writeMoleculeModule: SdkModule = {
  name: 'labwire.benchling.utils.write_molecule',
  page: '/sdk/markdowns/benchling.utils.write_molecule',
  category: 'integration',
  summary: 'Create Benchling molecules from SMILES or molfiles, singly or from a DataFrame.',
  classes: [],
  functions: [
    {
      name: 'write_molecule',
      kind: 'function',
      summary: 'Create one molecule from a SMILES string or a molfile.',
      params: [
        CLIENT_PARAM,
        req('name', 'str', 'The molecule name.'),
        req('folder_id', 'str', 'The folder to create it in.'),
        opt('smiles', 'str | None', 'None', 'The structure as SMILES. Give exactly one of `smiles` and `molfile`.'),
        opt('molfile', 'str | None', 'None', 'The structure as an MDL molfile (V2000 or V3000).'),
        opt(
          'schema',
          'str | None',
          'None',
          'A molecule schema, by id or by name; `None` creates a molecule without a schema.',
        ),
        opt('fields', 'dict[str, object] | None', 'None', 'Schema fields.'),
        opt('registry_id', 'str | None', 'None', 'The registry to register in.'),
      ],
      returns: ret('dict[str, object]', 'The created molecule, as `read_entity` returns it, plus `canonical_smiles`.'),
      raises: benchlingErrors(
        raises(
          'ValueError',
          'Both or neither of `smiles` and `molfile` are given, or Benchling cannot parse the structure.',
        ),
      ),
      example: py`
from labwire.benchling.utils.write_molecule import write_molecule

caffeine = write_molecule(
    lw.benchling,
    "Caffeine reference",
    "lib_Chem0042",
    smiles="CN1C=NC2=C1C(=O)N(C(=O)N2C)C",
    schema="Small Molecule",
    fields={"Supplier": "Acme Chemicals", "Purity (%)": 99.7},
)`,
    },
    {
      name: 'write_molecules',
      kind: 'function',
      summary: 'Create many molecules from a DataFrame of names and SMILES.',
      params: [
        CLIENT_PARAM,
        req(
          'df',
          'pandas.DataFrame',
          'One row per molecule: a name column, a SMILES column, then one column per schema field.',
        ),
        req('folder_id', 'str', 'The folder to create them in.'),
        opt('name_column', 'str', '"name"', 'The column of names.'),
        opt('smiles_column', 'str', '"smiles"', 'The column of SMILES.'),
        opt('schema', 'str | None', 'None', 'A molecule schema.'),
        opt('registry_id', 'str | None', 'None', 'The registry to register in.'),
      ],
      returns: ret(
        'pandas.DataFrame',
        'A copy of `df` with `entity_id`, `canonical_smiles` and, when registered, `entity_registry_id`.',
      ),
      raises: benchlingErrors(raises('KeyError', 'A named column is missing.')),
      example: py`
import pandas as pd
from labwire.benchling.utils.write_molecule import write_molecules

hits = pd.DataFrame({"name": ["HIT-0001", "HIT-0002"], "smiles": ["CCO", "c1ccccc1O"], "IC50 (nM)": [120.0, 87.5]})
created = write_molecules(lw.benchling, hits, "lib_Chem0042", schema="Screening Hit")`,
    },
    {
      name: 'canonicalize_smiles',
      kind: 'function',
      summary: 'Return the canonical SMILES of a structure, to compare structures written differently.',
      params: [
        req('smiles', 'str', 'A SMILES string.'),
        opt('keep_stereo', 'bool', 'True', 'Keep stereochemistry; `False` drops it before canonicalizing.'),
      ],
      returns: ret('str', 'The canonical SMILES.'),
      raises: [
        raises('ImportError', 'RDKit is not installed; install `labwire-sdk[chem]`.'),
        raises('ValueError', 'The SMILES cannot be parsed.'),
      ],
      example: py`
from labwire.benchling.utils.write_molecule import canonicalize_smiles

assert canonicalize_smiles("OCC") == canonicalize_smiles("CCO")`,
      notes: [
        'Uses RDKit, from the optional extra `labwire-sdk[chem]`. The extra is preinstalled in flow nodes and notebooks, not in agent processors.',
      ],
    },
  ],
  constants: [
    constant(
      'STRUCTURE_FORMATS',
      'tuple[str, ...]',
      '("smiles", "molfile")',
      'The structure formats Benchling accepts for molecules.',
    ),
  ],
};

const warehouseModule: SdkModule = {
  name: 'labwire.benchling.warehouse',
  page: '/sdk/markdowns/benchling.warehouse',
  category: 'integration',
  summary: 'Query the Benchling data warehouse (PostgreSQL) with SQL and get DataFrames back.',
  classes: [
    {
      name: 'Warehouse',
      summary:
        'A connection to the Benchling warehouse of one tenant. Use it as a context manager so that it is closed.',
      init: {
        name: 'Warehouse',
        kind: 'constructor',
        summary: 'Open a connection with warehouse credentials.',
        params: [
          req(
            'host',
            'str',
            'The warehouse host, `postgres-warehouse.<tenant>`, for example `postgres-warehouse.acme.benchling.com`.',
          ),
          req('user', 'str', 'The warehouse user name.'),
          req('password', 'str', 'The warehouse password.'),
          opt('database', 'str', '"warehouse"', 'The database name.'),
          opt('port', 'int', '5432', 'The PostgreSQL port.'),
        ],
        returns: ret('Warehouse', 'An open connection (TLS required).'),
        raises: [raises('ConnectionError', 'The host cannot be reached or the credentials are refused.')],
        example: py`
import os

from labwire.benchling.warehouse import Warehouse

with Warehouse("postgres-warehouse.acme.benchling.com", "u$acme_analytics", os.environ["BENCHLING_WAREHOUSE_PASSWORD"]) as wh:
    print(wh.list_tables()[:5])`,
      },
      properties: [prop('host', 'str', 'The warehouse host.'), prop('database', 'str', 'The database name.')],
      methods: [
        {
          name: 'query',
          kind: 'method',
          summary: 'Run a read-only SQL query and return the rows.',
          params: [
            req('sql', 'str', 'A PostgreSQL `SELECT` statement.'),
            opt('params', 'dict[str, object] | None', 'None', 'Named parameters, written `%(name)s` in the SQL.'),
          ],
          returns: ret('pandas.DataFrame', 'The rows, with PostgreSQL types mapped to pandas dtypes.'),
          raises: [raises('QueryError', 'The SQL fails or tries to change data (the warehouse is read-only).')],
          example: py`
titers = wh.query(
    """
    SELECT s.name AS sample, r.titer_g_per_l, r.created_at
    FROM titer_result r
    JOIN strain s ON s.id = r.sample
    WHERE r.created_at >= %(since)s
    """,
    params={"since": "2025-10-01"},
)`,
          notes: ['Table names are the warehouse names of schemas; tables ending in `$raw` also hold archived rows.'],
        },
        {
          name: 'list_tables',
          kind: 'method',
          summary: 'List the tables of a warehouse schema.',
          params: [opt('schema', 'str', '"public"', 'The PostgreSQL schema.')],
          returns: ret('list[str]', 'Table names, sorted.'),
          raises: [],
          example: py`
print([t for t in wh.list_tables() if t.endswith("_result")])`,
        },
        {
          name: 'close',
          kind: 'method',
          summary: 'Close the connection. Leaving a `with` block does it for you.',
          params: [],
          returns: NONE,
          raises: [],
          example: py`
wh.close()`,
        },
      ],
    },
  ],
  functions: [
    {
      name: 'connect',
      kind: 'function',
      summary: 'Open a warehouse connection from the secrets of the Labwire environment.',
      params: [
        req('lw', 'Labwire', 'A Labwire client in a flow run or an agent processor.'),
        opt(
          'suffix',
          'str | None',
          'None',
          'The suffix of a second Benchling connection, as in `Benchling.from_secrets`.',
        ),
      ],
      returns: ret(
        'Warehouse',
        'An open connection to `postgres-warehouse.<tenant host>`, with the host taken from `BENCHLING_TENANT_URL` and the credentials from `BENCHLING_WAREHOUSE_USER` and `BENCHLING_WAREHOUSE_PASSWORD`.',
      ),
      raises: [
        raises('NotFoundError', 'A secret does not exist.'),
        raises('ConnectionError', 'The host cannot be reached or the credentials are refused.'),
      ],
      example: py`
from labwire.benchling.warehouse import connect

with connect(lw) as wh:
    strains = wh.query("SELECT id, name, organism FROM strain WHERE archived$ = false")
lw.write_table("benchling_strains", strains, mode="replace")`,
    },
  ],
  constants: [
    constant('WAREHOUSE_USER_SECRET', 'str', '"BENCHLING_WAREHOUSE_USER"', 'The secret `connect` reads the user from.'),
    constant(
      'WAREHOUSE_PASSWORD_SECRET',
      'str',
      '"BENCHLING_WAREHOUSE_PASSWORD"',
      'The secret `connect` reads the password from.',
    ),
  ],
};

/* ---------------------------------------------------------------------------------------------
 * labwire.coda.coda
 * ------------------------------------------------------------------------------------------- */

const codaModule: SdkModule = {
  name: 'labwire.coda.coda',
  page: '/sdk/markdowns/coda.coda',
  category: 'integration',
  summary: 'Read Coda tables into DataFrames and upsert rows into them, for lab trackers kept in Coda docs.',
  classes: [
    {
      name: 'Coda',
      summary: 'A client for the Coda API v1 with one API token.',
      init: {
        name: 'Coda',
        kind: 'constructor',
        summary: 'Create a client from a Coda API token.',
        params: [
          req('api_token', 'str', 'A Coda API token, created in the Coda account settings.'),
          opt('timeout_s', 'float', '30.0', 'Timeout of each request, in seconds.'),
        ],
        returns: ret('Coda', 'The client. Creating it makes no request.'),
        raises: [],
        example: py`
import os

from labwire.coda.coda import Coda

coda = Coda(os.environ["CODA_API_TOKEN"])`,
      },
      properties: [],
      methods: [
        {
          name: 'from_secrets',
          kind: 'classmethod',
          summary: 'Create a client from a secret of the Labwire environment.',
          params: [
            req('lw', 'Labwire', 'A Labwire client in a flow run or an agent processor.'),
            opt('secret_name', 'str', '"CODA_API_TOKEN"', 'The secret that holds the token.'),
          ],
          returns: ret('Coda', 'The client.'),
          raises: [raises('NotFoundError', 'The secret does not exist.')],
          example: py`
from labwire.coda.coda import Coda

coda = Coda.from_secrets(lw)`,
        },
        {
          name: 'list_tables',
          kind: 'method',
          summary: 'List the tables and views of a doc.',
          params: [req('doc_id', 'str', 'The doc id, for example `AbCDeFGH`; see `parse_doc_id`.')],
          returns: ret(
            'list[dict[str, str]]',
            'One dictionary per table with `id`, `name` and `type` (`table` or `view`).',
          ),
          raises: [raises('CodaError', 'The doc does not exist or the token cannot read it.')],
          example: py`
for table in coda.list_tables("AbCDeFGH"):
    print(table["id"], table["name"])`,
        },
        {
          name: 'read_table',
          kind: 'method',
          summary: 'Read the rows of a table or view into a DataFrame.',
          params: [
            req('doc_id', 'str', 'The doc id.'),
            req('table', 'str', 'The table id (`grid-...`) or name.'),
            opt('columns', 'list[str] | None', 'None', 'Columns to keep, by name; `None` keeps all.'),
          ],
          returns: ret('pandas.DataFrame', 'One row per Coda row, columns by name, plus `_row_id` (the Coda row id).'),
          raises: [raises('CodaError', 'The table does not exist or the token cannot read it.')],
          example: py`
tracker = coda.read_table("AbCDeFGH", "Sample tracker", columns=["Sample", "Status", "Due"])
due = tracker[tracker["Status"] != "Done"]`,
          notes: [
            'Values come back as Coda shows them: numbers as numbers, dates as ISO strings, lookups and people as display names.',
          ],
        },
        {
          name: 'upsert_rows',
          kind: 'method',
          summary: 'Insert rows into a table, or update the rows that match on key columns.',
          params: [
            req('doc_id', 'str', 'The doc id.'),
            req('table', 'str', 'The table id or name. Views cannot be written.'),
            req('df', 'pandas.DataFrame', 'The rows; columns are Coda column names.'),
            opt(
              'key_columns',
              'list[str] | None',
              'None',
              'Columns that identify a row; rows whose keys match are updated. `None` always inserts.',
            ),
            opt('wait', 'bool', 'True', 'Wait until Coda has applied the change; Coda applies writes asynchronously.'),
          ],
          returns: ret('int', 'The number of rows sent.'),
          raises: [
            raises('CodaError', 'Coda refused the write, for example because a column does not exist.'),
            raises('TimeoutError', '`wait` is `True` and Coda did not apply the change within 60 seconds.'),
          ],
          example: py`
import pandas as pd

status = pd.DataFrame({"Sample": ["S-0142", "S-0143"], "Status": ["Analyzed", "Analyzed"], "Result (mg/L)": [12.4, 9.8]})
coda.upsert_rows("AbCDeFGH", "Sample tracker", status, key_columns=["Sample"])`,
          notes: ['Rows are sent 100 per request. Formula columns cannot be written and are ignored with a warning.'],
        },
        {
          name: 'delete_rows',
          kind: 'method',
          summary: 'Delete rows by Coda row id.',
          params: [
            req('doc_id', 'str', 'The doc id.'),
            req('table', 'str', 'The table id or name.'),
            req('row_ids', 'list[str]', 'Coda row ids, from the `_row_id` column of `read_table`.'),
          ],
          returns: ret('int', 'The number of rows deleted.'),
          raises: [raises('CodaError', 'Coda refused the delete.')],
          example: py`
done = tracker[tracker["Status"] == "Archived"]
coda.delete_rows("AbCDeFGH", "Sample tracker", done["_row_id"].tolist())`,
        },
      ],
    },
    {
      name: 'CodaError',
      summary: 'Coda answered with an error.',
      bases: ['LabwireError'],
      properties: [],
      methods: [],
    },
  ],
  functions: [
    {
      name: 'parse_doc_id',
      kind: 'function',
      summary: 'Extract the doc id from a Coda doc URL.',
      params: [req('url', 'str', 'A doc URL such as `https://coda.io/d/Lab-Ops_dAbCDeFGH/Samples_su7Xk`.')],
      returns: ret('str', 'The doc id: the characters after `_d` in the doc part of the URL, for example `AbCDeFGH`.'),
      raises: [raises('ValueError', 'The URL is not a Coda doc URL.')],
      example: py`
from labwire.coda.coda import parse_doc_id

doc_id = parse_doc_id("https://coda.io/d/Lab-Ops_dAbCDeFGH/Samples_su7Xk")  # "AbCDeFGH"`,
    },
  ],
  constants: [constant('CODA_API_BASE', 'str', '"https://coda.io/apis/v1"', 'The Coda API base URL.')],
};

/* ---------------------------------------------------------------------------------------------
 * labwire.fcs: flow cytometry
 * ------------------------------------------------------------------------------------------- */

const fcsModule: SdkModule = {
  name: 'labwire.fcs',
  page: '/sdk/markdowns/fcs',
  category: 'analysis',
  summary: 'Read Flow Cytometry Standard (FCS) files, apply the spillover matrix, transform channels and gate events.',
  classes: [
    {
      name: 'FcsFile',
      summary: 'The parsed content of one FCS file: keywords, channels, events and the spillover matrix.',
      properties: [
        prop('version', 'str', 'The FCS version from the header: `FCS2.0`, `FCS3.0` or `FCS3.1`.'),
        prop(
          'metadata',
          'dict[str, str]',
          'Every keyword of the TEXT segment, for example `$CYT` (cytometer), `$DATE`, `$TOT` (event count).',
        ),
        prop(
          'channels',
          'pandas.DataFrame',
          'One row per parameter: `n` (1-based), `name` (`$PnN`, detector), `label` (`$PnS`, marker or stain), `range` (`$PnR`), `voltage` (`$PnV`), `log_decades` (from `$PnE`).',
        ),
        prop(
          'events',
          'pandas.DataFrame',
          'One row per event, one float64 column per channel, named by `$PnN`. Values are linear and scaled as stored.',
        ),
        prop(
          'spillover',
          'pandas.DataFrame | None',
          'The spillover matrix from `$SPILLOVER` (or `$SPILL`/`SPILL`), rows and columns named by detector; `None` when the file has none.',
        ),
      ],
      methods: [
        {
          name: 'compensate',
          kind: 'method',
          summary: 'Return a copy with fluorescence channels compensated for spillover.',
          params: [
            opt(
              'spillover',
              'pandas.DataFrame | None',
              'None',
              'A spillover matrix to use instead of the one in the file.',
            ),
          ],
          returns: ret(
            'FcsFile',
            'A new `FcsFile` whose compensated channels are replaced; scatter and time channels are unchanged.',
          ),
          raises: [
            raises('ValueError', 'No spillover matrix is available, or it names a channel the file does not have.'),
          ],
          example: py`
from labwire.fcs import read_fcs

sample = read_fcs(file_data).compensate()`,
          notes: [
            'Compensation solves observed = true × S for the channels of S: true = observed × S⁻¹, where each row of S is one fluorochrome and each column one detector.',
          ],
        },
        {
          name: 'transform',
          kind: 'method',
          summary: 'Return a copy with channels transformed for display and gating.',
          params: [
            opt('method', 'str', '"arcsinh"', '`"arcsinh"`, `"logicle"` or `"log10"`.'),
            opt(
              'channels',
              'list[str] | None',
              'None',
              'Channels to transform, by `$PnN`; `None` transforms every fluorescence channel (those listed in the spillover matrix, or all but scatter and `Time`).',
            ),
            opt('cofactor', 'float', '150.0', 'Cofactor of the arcsinh transform (ignored by the others).'),
          ],
          returns: ret('FcsFile', 'A new `FcsFile` with the transformed channels.'),
          raises: [raises('ValueError', '`method` is unknown or a channel does not exist.')],
          example: py`
display = sample.transform(method="logicle")`,
          notes: [
            '`log10` maps values at or below zero to NaN; prefer `arcsinh` or `logicle` for compensated data, which has negative values.',
          ],
        },
        {
          name: 'channel_summary',
          kind: 'method',
          summary: 'Return per-channel statistics of the events.',
          params: [],
          returns: ret(
            'pandas.DataFrame',
            'One row per channel: `name`, `label`, `median`, `mean`, `cv_percent`, `min`, `max`.',
          ),
          raises: [],
          example: py`
print(sample.channel_summary()[["name", "label", "median"]])`,
        },
      ],
    },
  ],
  functions: [
    {
      name: 'read_fcs',
      kind: 'function',
      summary: 'Parse an FCS 2.0, 3.0 or 3.1 file.',
      params: [
        req('data', 'bytes', 'The file content.'),
        opt(
          'dataset',
          'int',
          '0',
          'Which data set to read when the file holds several (`$NEXTDATA`), counting from 0.',
        ),
      ],
      returns: ret('FcsFile', 'The parsed file.'),
      raises: [
        raises(
          'ValueError',
          'The content is not an FCS file, uses a data type other than `F`, `D` or `I`, or is truncated.',
        ),
      ],
      example: py`
from labwire import Labwire, NodeReturn
from labwire.fcs import read_fcs


def execute(file_name: str, file_data: bytes, params: dict[str, object], lw: Labwire) -> NodeReturn:
    fcs = read_fcs(file_data)
    summary = fcs.compensate().channel_summary()
    summary["file_name"] = file_name
    summary["cytometer"] = fcs.metadata.get("$CYT", "")
    return NodeReturn(tables_to_upload={"flow_cytometry_channel_stats": summary})`,
      notes: [
        'Integer (`I`) data is masked with the bit range of each parameter (`$PnB`, `$PnR`) and converted to float64. Amplification (`$PnE`) of log-scale parameters is undone so that every value is linear.',
      ],
    },
    {
      name: 'parse_spillover',
      kind: 'function',
      summary: 'Parse the text of a `$SPILLOVER` keyword into a matrix.',
      params: [
        req(
          'text',
          'str',
          'The keyword value: the number of channels n, n channel names, then n×n values row by row, all comma-separated.',
        ),
      ],
      returns: ret('pandas.DataFrame', 'An n×n matrix with channel names as index and columns.'),
      raises: [raises('ValueError', 'The number of values does not match n.')],
      example: py`
from labwire.fcs import parse_spillover

spill = parse_spillover("2,FITC-A,PE-A,1,0.12,0.03,1")
print(spill.loc["FITC-A", "PE-A"])  # 0.12`,
    },
    {
      name: 'compensate',
      kind: 'function',
      summary: 'Compensate the channels of an events table with a spillover matrix.',
      params: [
        req('events', 'pandas.DataFrame', 'Events, one column per channel.'),
        req('spillover', 'pandas.DataFrame', 'A square spillover matrix named by channel.'),
      ],
      returns: ret('pandas.DataFrame', 'A copy of `events` with the channels of the matrix compensated.'),
      raises: [
        raises('ValueError', 'The matrix is not square, is singular, or names a channel missing from `events`.'),
      ],
      example: py`
from labwire.fcs import compensate, parse_spillover

spill = parse_spillover(lw.read_file("fil_01K7H5D7R3FQ9W0TX2MB6Z8N1C").decode())
compensated = compensate(fcs.events, spill)`,
    },
    {
      name: 'arcsinh_transform',
      kind: 'function',
      summary: 'Apply arcsinh(x / cofactor), a log-like transform that handles zero and negative values.',
      params: [
        req('values', 'numpy.ndarray | pandas.Series', 'The values.'),
        opt(
          'cofactor',
          'float',
          '150.0',
          'The cofactor: about 150 for fluorescence flow cytometry, 5 for mass cytometry.',
        ),
      ],
      returns: ret('numpy.ndarray', 'The transformed values.'),
      raises: [raises('ValueError', '`cofactor` is not positive.')],
      example: py`
from labwire.fcs import arcsinh_transform

cd4 = arcsinh_transform(fcs.events["BV421-A"], cofactor=150.0)`,
    },
    {
      name: 'logicle_transform',
      kind: 'function',
      summary: 'Apply the logicle transform (Parks, Roederer and Moore, 2006).',
      params: [
        req('values', 'numpy.ndarray | pandas.Series', 'The values.'),
        opt('t', 'float', '262144.0', 'Top of the data range (2^18 for most digital cytometers).'),
        opt('w', 'float', '0.5', 'Width of the linear region around zero, in decades.'),
        opt('m', 'float', '4.5', 'Width of the display in decades.'),
        opt('a', 'float', '0.0', 'Extra negative decades.'),
      ],
      returns: ret('numpy.ndarray', 'The transformed values, scaled so that `t` maps to 1.0.'),
      raises: [raises('ValueError', 'The parameters are inconsistent (for example `w` greater than `m / 2`).')],
      example: py`
from labwire.fcs import logicle_transform

pe = logicle_transform(fcs.events["PE-A"], w=0.75)`,
    },
    {
      name: 'gate_rectangle',
      kind: 'function',
      summary: 'Select the events inside a rectangle on two channels.',
      params: [
        req('events', 'pandas.DataFrame', 'Events, one column per channel.'),
        req('x', 'str', 'The channel on the x axis.'),
        req('y', 'str', 'The channel on the y axis.'),
        req('x_range', 'tuple[float, float]', 'Lower and upper bound on `x`, inclusive.'),
        req('y_range', 'tuple[float, float]', 'Lower and upper bound on `y`, inclusive.'),
      ],
      returns: ret('pandas.Series', 'A boolean mask aligned to `events`.'),
      raises: [raises('KeyError', 'A channel does not exist.')],
      example: py`
from labwire.fcs import gate_rectangle

cells = gate_rectangle(fcs.events, "FSC-A", "SSC-A", (40_000, 250_000), (5_000, 200_000))
singlets = fcs.events[cells]
print(f"{cells.mean():.1%} of events in the cell gate")`,
    },
  ],
  constants: [
    constant(
      'SUPPORTED_VERSIONS',
      'tuple[str, ...]',
      '("FCS2.0", "FCS3.0", "FCS3.1")',
      'The FCS versions `read_fcs` reads.',
    ),
    constant(
      'SPILLOVER_KEYWORDS',
      'tuple[str, ...]',
      '("$SPILLOVER", "$SPILL", "SPILL")',
      'Keywords searched, in order, for the spillover matrix.',
    ),
  ],
};

/* ---------------------------------------------------------------------------------------------
 * labwire.lc.cdf: ANDI chromatography files
 * ------------------------------------------------------------------------------------------- */

const lcCdfModule: SdkModule = {
  name: 'labwire.lc.cdf',
  page: '/sdk/markdowns/lc.cdf',
  category: 'analysis',
  summary:
    'Read and write chromatograms in the ANDI chromatography format (ASTM E1947), the netCDF files most chromatography data systems export.',
  classes: [
    {
      name: 'Chromatogram',
      summary: 'One detector signal over time, with the sample facts of its file.',
      init: {
        name: 'Chromatogram',
        kind: 'constructor',
        summary: 'Build a chromatogram from arrays, for example to write an ANDI file from another format.',
        params: [
          req('times_min', 'numpy.ndarray', 'Retention times in minutes, increasing.'),
          req('intensities', 'numpy.ndarray', 'Detector values, one per time.'),
          opt('detector_unit', 'str', '"mAU"', 'Unit of `intensities`.'),
          opt('sample_name', 'str', '""', 'The sample name.'),
          opt('injected_at', 'datetime.datetime | None', 'None', 'Injection time, timezone-aware.'),
          opt('metadata', 'dict[str, str] | None', 'None', 'Other global attributes to keep.'),
        ],
        returns: ret('Chromatogram', 'The chromatogram.'),
        raises: [raises('ValueError', 'The arrays differ in length or times do not increase.')],
        example: py`
import numpy as np
from labwire.lc.cdf import Chromatogram

t = np.arange(0, 10, 0.01)
signal = 50 * np.exp(-((t - 4.2) ** 2) / 0.005)
chrom = Chromatogram(t, signal, detector_unit="mAU", sample_name="STD-1")`,
      },
      properties: [
        prop('times_min', 'numpy.ndarray', 'Retention times, in minutes.'),
        prop('intensities', 'numpy.ndarray', 'Detector values.'),
        prop(
          'detector_unit',
          'str',
          'Unit of the values, from `detector_unit` in the file (for example `mAU`, `mV`, `pA`, `counts`).',
        ),
        prop('sample_name', 'str', 'From the global attribute `sample_name`.'),
        prop('injected_at', 'datetime.datetime | None', 'From `injection_date_time_stamp`, timezone-aware.'),
        prop('sampling_interval_s', 'float', 'Seconds between two points.'),
        prop(
          'metadata',
          'dict[str, str]',
          'Every other global attribute, such as `detector_name`, `operator_name`, `dataset_origin`.',
        ),
      ],
      methods: [
        {
          name: 'to_dataframe',
          kind: 'method',
          summary: 'Return the trace as a two-column DataFrame.',
          params: [],
          returns: ret('pandas.DataFrame', 'Columns `time_min` and `intensity`.'),
          raises: [],
          example: py`
trace = chrom.to_dataframe()
trace["sample_name"] = chrom.sample_name`,
        },
        {
          name: 'slice',
          kind: 'method',
          summary: 'Return the part of the trace between two retention times.',
          params: [
            req('start_min', 'float', 'Start, in minutes (inclusive).'),
            req('end_min', 'float', 'End, in minutes (inclusive).'),
          ],
          returns: ret('Chromatogram', 'A new chromatogram with the same facts.'),
          raises: [raises('ValueError', '`start_min` is not less than `end_min`.')],
          example: py`
window = chrom.slice(3.5, 5.0)`,
        },
      ],
    },
  ],
  functions: [
    {
      name: 'read_cdf',
      kind: 'function',
      summary: 'Read the chromatogram of an ANDI (netCDF) file.',
      params: [req('data', 'bytes', 'The content of a `.cdf` file.')],
      returns: ret('Chromatogram', 'The trace, with times converted from seconds to minutes.'),
      raises: [
        raises(
          'ValueError',
          'The content is not a netCDF classic file, or lacks `ordinate_values` or `actual_sampling_interval`.',
        ),
      ],
      example: py`
from labwire import Labwire, NodeReturn
from labwire.lc.cdf import read_cdf


def execute(file_name: str, file_data: bytes, params: dict[str, object], lw: Labwire) -> NodeReturn:
    chrom = read_cdf(file_data)
    trace = chrom.to_dataframe()
    trace["file_name"] = file_name
    trace["sample_name"] = chrom.sample_name
    return NodeReturn(tables_to_upload={"hplc_traces": trace})`,
      notes: [
        'Times are `actual_delay_time + i × actual_sampling_interval` seconds, divided by 60. Values are `ordinate_values` multiplied by `detector_maximum_value`/`detector_minimum_value` scaling when the file declares it.',
        'Only netCDF classic (version 3) files are ANDI files; netCDF-4/HDF5 files are refused.',
      ],
    },
    {
      name: 'read_cdf_peaks',
      kind: 'function',
      summary: 'Read the peak table that the data system stored in an ANDI file, if any.',
      params: [req('data', 'bytes', 'The content of a `.cdf` file.')],
      returns: ret(
        'pandas.DataFrame',
        'Columns `peak_name`, `retention_time_min`, `start_min`, `end_min`, `area`, `height`; empty when the file has no peaks.',
      ),
      raises: [raises('ValueError', 'The content is not an ANDI file.')],
      example: py`
from labwire.lc.cdf import read_cdf_peaks

vendor_peaks = read_cdf_peaks(file_data)
print(vendor_peaks[["peak_name", "retention_time_min", "area"]])`,
      notes: [
        'Areas are in the units the data system wrote, usually detector unit × seconds. Compare with `labwire.lc.lc` results (detector unit × minutes) only after converting.',
      ],
    },
    {
      name: 'write_cdf',
      kind: 'function',
      summary: 'Write a chromatogram as an ANDI file.',
      params: [req('chromatogram', 'Chromatogram', 'The chromatogram. Times must be evenly spaced.')],
      returns: ret('bytes', 'A netCDF classic file.'),
      raises: [raises('ValueError', 'The times are not evenly spaced (within 0.1% of the interval).')],
      example: py`
from labwire.lc.cdf import write_cdf

lw.upload_file("/exports/STD-1.cdf", write_cdf(chrom), tags={"format": "ANDI"})`,
    },
  ],
  constants: [
    constant('TIME_UNIT', 'str', '"min"', 'The unit of every retention time the module returns.'),
    constant(
      'ANDI_REQUIRED_VARIABLES',
      'tuple[str, ...]',
      '("ordinate_values", "actual_sampling_interval", "actual_delay_time")',
      'The netCDF variables a file must have to be read.',
    ),
  ],
};

/* ---------------------------------------------------------------------------------------------
 * labwire.lc.lc: peaks, integration, system suitability, calibration
 * ------------------------------------------------------------------------------------------- */

const TIME_PARAM = req('times_min', 'numpy.ndarray', 'Retention times in minutes, increasing.');
const SIGNAL_PARAM = req('signal', 'numpy.ndarray', 'Detector values, one per time, baseline-corrected or not.');

const lcLcModule: SdkModule = {
  name: 'labwire.lc.lc',
  page: '/sdk/markdowns/lc.lc',
  category: 'analysis',
  summary:
    'Chromatography analysis: find and integrate peaks, name them by retention time, compute system suitability and fit calibration curves.',
  classes: [
    {
      name: 'CalibrationCurve',
      summary: 'A fitted linear calibration, from peak area to amount and back.',
      properties: [
        prop('slope', 'float', 'Area per unit amount.'),
        prop('intercept', 'float', 'Area at zero amount; 0.0 when fitted through the origin.'),
        prop('r_squared', 'float', 'Coefficient of determination of the fit.'),
        prop('weighting', 'str', 'The weighting used: `none`, `1/x` or `1/x^2`.'),
        prop('n_points', 'int', 'Number of standards used.'),
      ],
      methods: [
        {
          name: 'amount',
          kind: 'method',
          summary: 'Convert peak areas to amounts.',
          params: [req('area', 'float | numpy.ndarray | pandas.Series', 'Peak areas.')],
          returns: ret('float | numpy.ndarray', 'Amounts, in the unit of the standards.'),
          raises: [],
          example: py`
peaks["amount_ug_per_ml"] = curve.amount(peaks["area"])`,
        },
        {
          name: 'response',
          kind: 'method',
          summary: 'Convert amounts to expected peak areas.',
          params: [req('amount', 'float | numpy.ndarray | pandas.Series', 'Amounts.')],
          returns: ret('float | numpy.ndarray', 'Areas.'),
          raises: [],
          example: py`
expected = curve.response(50.0)`,
        },
      ],
    },
  ],
  functions: [
    {
      name: 'find_peaks',
      kind: 'function',
      summary: 'Detect peaks in a chromatogram and integrate them against a valley-to-valley baseline.',
      params: [
        TIME_PARAM,
        SIGNAL_PARAM,
        opt(
          'min_height',
          'float | None',
          'None',
          'Smallest apex height above baseline, in detector units; `None` uses 10 × the noise.',
        ),
        opt(
          'min_prominence',
          'float | None',
          'None',
          'Smallest prominence, in detector units; `None` uses 5 × the noise.',
        ),
        opt('min_width_min', 'float', '0.01', 'Smallest width at half height, in minutes.'),
        opt(
          'baseline',
          'numpy.ndarray | None',
          'None',
          'A baseline to subtract first, for example from `labwire.signals.signals.baseline_als`.',
        ),
      ],
      returns: ret(
        'pandas.DataFrame',
        'One row per peak in time order: `peak_id` (1-based), `retention_time_min`, `start_min`, `end_min`, `height`, `area`, `width_half_min`, `area_percent`.',
      ),
      raises: [raises('ValueError', 'The arrays differ in length or are shorter than 10 points.')],
      example: py`
from labwire.lc.cdf import read_cdf
from labwire.lc.lc import find_peaks
from labwire.signals.signals import baseline_als

chrom = read_cdf(file_data)
base = baseline_als(chrom.intensities)
peaks = find_peaks(chrom.times_min, chrom.intensities, min_height=2.0, baseline=base)
print(peaks[["peak_id", "retention_time_min", "area", "area_percent"]])`,
      notes: [
        'Area is in detector unit × minutes (for example mAU·min). Multiply by 60 to compare with data systems that report mAU·s.',
        'Noise is estimated as the median absolute deviation of the first derivative, scaled to a standard deviation.',
      ],
    },
    {
      name: 'integrate_peaks',
      kind: 'function',
      summary: 'Integrate given retention time windows with a chosen baseline.',
      params: [
        TIME_PARAM,
        SIGNAL_PARAM,
        req(
          'windows',
          'pandas.DataFrame',
          'One row per peak with `start_min` and `end_min`, and optionally `peak_name`.',
        ),
        opt(
          'baseline',
          'str',
          '"linear"',
          '`"linear"` (straight line between the signal at start and end), `"zero"` or `"valley"` (the lowest points within 2% of the window at each side).',
        ),
      ],
      returns: ret(
        'pandas.DataFrame',
        'The windows with `retention_time_min` (apex), `height`, `area` and `area_percent` added.',
      ),
      raises: [raises('ValueError', 'A window is empty or outside the trace, or `baseline` is unknown.')],
      example: py`
import pandas as pd
from labwire.lc.lc import integrate_peaks

windows = pd.DataFrame({"peak_name": ["caffeine", "theobromine"], "start_min": [3.9, 5.2], "end_min": [4.6, 5.9]})
result = integrate_peaks(chrom.times_min, chrom.intensities, windows, baseline="valley")`,
    },
    {
      name: 'identify_peaks',
      kind: 'function',
      summary: 'Name peaks by matching retention times to expected values.',
      params: [
        req('peaks', 'pandas.DataFrame', 'Peaks with `retention_time_min`.'),
        req('reference', 'dict[str, float]', 'Compound name to expected retention time, in minutes.'),
        opt('tolerance_min', 'float', '0.1', 'Largest allowed difference, in minutes.'),
      ],
      returns: ret(
        'pandas.DataFrame',
        'A copy with `peak_name` (or `None` when unmatched) and `rt_deviation_min`. Each compound goes to the closest peak within tolerance.',
      ),
      raises: [],
      example: py`
from labwire.lc.lc import identify_peaks

named = identify_peaks(peaks, {"theobromine": 2.71, "theophylline": 3.38, "caffeine": 4.22}, tolerance_min=0.08)`,
    },
    {
      name: 'plate_count',
      kind: 'function',
      summary: 'Column efficiency from the half-height width: N = 5.54 × (tR / W0.5)².',
      params: [
        req('retention_time_min', 'float', 'Retention time of the peak, in minutes.'),
        req('width_half_min', 'float', 'Width at half height, in minutes.'),
      ],
      returns: ret('float', 'Theoretical plates.'),
      raises: [raises('ValueError', '`width_half_min` is not positive.')],
      example: py`
from labwire.lc.lc import plate_count

n = plate_count(4.22, 0.052)  # about 36,500`,
    },
    {
      name: 'resolution',
      kind: 'function',
      summary: 'Resolution of two peaks from half-height widths: Rs = 1.18 × (t2 − t1) / (W0.5,1 + W0.5,2).',
      params: [
        req('rt1_min', 'float', 'Retention time of the earlier peak, in minutes.'),
        req('width_half1_min', 'float', 'Its width at half height.'),
        req('rt2_min', 'float', 'Retention time of the later peak.'),
        req('width_half2_min', 'float', 'Its width at half height.'),
      ],
      returns: ret('float', 'The resolution; 1.5 or more means baseline separation.'),
      raises: [raises('ValueError', 'A width is not positive.')],
      example: py`
from labwire.lc.lc import resolution

rs = resolution(3.38, 0.048, 4.22, 0.052)
assert rs >= 2.0, f"resolution {rs:.2f} below the system suitability limit"`,
    },
    {
      name: 'tailing_factor',
      kind: 'function',
      summary: 'USP tailing factor at 5% height: T = W0.05 / (2f).',
      params: [TIME_PARAM, SIGNAL_PARAM, req('retention_time_min', 'float', 'The apex of the peak, in minutes.')],
      returns: ret('float', 'The tailing factor; 1.0 for a symmetric peak, above 1 for tailing.'),
      raises: [raises('ValueError', 'The peak does not fall back to 5% of its height on both sides within the trace.')],
      example: py`
from labwire.lc.lc import tailing_factor

t = tailing_factor(chrom.times_min, chrom.intensities, retention_time_min=4.22)`,
      notes: [
        'W0.05 is the full width at 5% of the height; f is the distance from the front edge at 5% height to the apex.',
      ],
    },
    {
      name: 'fit_calibration',
      kind: 'function',
      summary: 'Fit a linear calibration of peak area against amount.',
      params: [
        req('amounts', 'list[float] | numpy.ndarray', 'Amounts of the standards, for example in µg/mL.'),
        req('areas', 'list[float] | numpy.ndarray', 'Their peak areas.'),
        opt('weighting', 'str', '"none"', '`"none"`, `"1/x"` or `"1/x^2"`.'),
        opt('through_origin', 'bool', 'False', 'Force the intercept to zero.'),
      ],
      returns: ret('CalibrationCurve', 'The fitted curve.'),
      raises: [raises('ValueError', 'Fewer than two standards, different lengths, or a weighting with a zero amount.')],
      example: py`
from labwire.lc.lc import fit_calibration

curve = fit_calibration([5, 10, 25, 50, 100], [10.4, 20.9, 52.1, 103.8, 209.0], weighting="1/x")
print(f"slope {curve.slope:.3f}, r2 {curve.r_squared:.5f}")`,
    },
  ],
  constants: [
    constant(
      'PEAK_COLUMNS',
      'tuple[str, ...]',
      '("peak_id", "retention_time_min", "start_min", "end_min", "height", "area", "width_half_min", "area_percent")',
      'The columns of the peak table `find_peaks` returns.',
    ),
  ],
};

/* ---------------------------------------------------------------------------------------------
 * labwire.msd: Meso Scale Discovery plates
 * ------------------------------------------------------------------------------------------- */

const msdModule: SdkModule = {
  name: 'labwire.msd',
  page: '/sdk/markdowns/msd',
  category: 'analysis',
  summary:
    'Read MSD plate reader exports, describe plate layouts, name spots, fit 4PL standard curves and back-calculate concentrations.',
  classes: [
    {
      name: 'MsdPlate',
      summary: 'The signals of one read MSD plate: one value per well and spot.',
      properties: [
        prop('barcode', 'str', 'The plate barcode.'),
        prop('plate_format', 'int', '96 or 384.'),
        prop('spots_per_well', 'int', '1, 4, 7 or 10 for 96-well plates; 1 or 4 for 384-well plates.'),
        prop(
          'read_at',
          'datetime.datetime | None',
          'When the plate was read, timezone-aware when the export states the offset.',
        ),
        prop('signals', 'pandas.DataFrame', 'Long format: `well` (A1 style), `spot` (1-based), `signal` (ECL counts).'),
        prop(
          'metadata',
          'dict[str, str]',
          'Other header fields of the export, such as the reader serial number and the plate type.',
        ),
      ],
      methods: [
        {
          name: 'to_grid',
          kind: 'method',
          summary: 'Return the signals of one spot laid out like the plate.',
          params: [req('spot', 'int', 'The spot number, 1 to `spots_per_well`.')],
          returns: ret('pandas.DataFrame', 'Rows A to H (or A to P), columns 1 to 12 (or 1 to 24).'),
          raises: [raises('ValueError', '`spot` is out of range.')],
          example: py`
print(plate.to_grid(spot=1))`,
        },
        {
          name: 'with_layout',
          kind: 'method',
          summary: 'Join the signals with a plate layout.',
          params: [req('layout', 'PlateLayout', 'The layout of the same plate format.')],
          returns: ret(
            'pandas.DataFrame',
            'The signals with `sample`, `role`, `concentration` and `dilution` added; wells without an assignment keep NaN.',
          ),
          raises: [raises('ValueError', 'The plate formats differ.')],
          example: py`
data = plate.with_layout(layout)
standards = data[data["role"] == "standard"]`,
        },
      ],
    },
    {
      name: 'PlateLayout',
      summary: 'What each well of a plate holds: sample, role, nominal concentration and dilution.',
      init: {
        name: 'PlateLayout',
        kind: 'constructor',
        summary: 'Start an empty layout.',
        params: [opt('plate_format', 'int', '96', '96 or 384.')],
        returns: ret('PlateLayout', 'The layout.'),
        raises: [raises('ValueError', '`plate_format` is not 96 or 384.')],
        example: py`
from labwire.msd import PlateLayout

layout = PlateLayout(96)`,
      },
      properties: [prop('plate_format', 'int', '96 or 384.')],
      methods: [
        {
          name: 'assign',
          kind: 'method',
          summary: 'Assign a sample to wells. Returns the layout, so that calls can be chained.',
          params: [
            req(
              'wells',
              'str | list[str]',
              'Wells as a list or a range, for example `"A1:B3"` (a rectangle) or `["A1", "A2"]`.',
            ),
            req('sample', 'str', 'The sample or standard name.'),
            opt('role', 'str', '"sample"', '`"sample"`, `"standard"`, `"control"` or `"blank"`.'),
            opt(
              'concentration',
              'float | None',
              'None',
              'Nominal concentration of standards and controls, in the assay unit.',
            ),
            opt(
              'dilution',
              'float',
              '1.0',
              'Dilution factor of samples; back-calculated results are multiplied by it.',
            ),
          ],
          returns: ret('PlateLayout', 'The same layout.'),
          raises: [raises('ValueError', 'A well is outside the plate or `role` is unknown.')],
          example: py`
layout = (
    PlateLayout(96)
    .assign("A1:B1", "blank", role="blank")
    .assign("C1:D1", "QC-high", role="control", concentration=800.0)
    .assign("E1:F1", "S-0142", dilution=4.0)
)`,
        },
        {
          name: 'assign_standards',
          kind: 'method',
          summary: 'Assign a serial dilution of a standard to wells, highest concentration first.',
          params: [
            req(
              'wells',
              'list[str]',
              'One well per level, or two per level for duplicates (listed next to each other).',
            ),
            req('top', 'float', 'Concentration of the first level.'),
            opt('dilution_factor', 'float', '4.0', 'Ratio between consecutive levels.'),
            opt('replicates', 'int', '1', 'Wells per level.'),
            opt('prefix', 'str', '"STD"', 'Names are `<prefix>-1`, `<prefix>-2`, and so on.'),
          ],
          returns: ret('PlateLayout', 'The same layout.'),
          raises: [raises('ValueError', 'The number of wells is not a multiple of `replicates`.')],
          example: py`
from labwire.msd import well_names

layout.assign_standards(well_names()[:16], top=10_000.0, dilution_factor=4.0, replicates=2)`,
          notes: [
            'With `replicates=2`, wells are paired in the order given: A1 and A2 hold level 1, A3 and A4 level 2. Pass column-wise lists for vertical duplicates.',
          ],
        },
        {
          name: 'to_dataframe',
          kind: 'method',
          summary: 'Return the layout as a table.',
          params: [],
          returns: ret(
            'pandas.DataFrame',
            'Columns `well`, `sample`, `role`, `concentration`, `dilution`; assigned wells only.',
          ),
          raises: [],
          example: py`
lw.write_table("msd_plate_layouts", layout.to_dataframe().assign(barcode=plate.barcode))`,
        },
        {
          name: 'from_dataframe',
          kind: 'classmethod',
          summary: 'Build a layout from a table with at least `well` and `sample` columns.',
          params: [
            req(
              'df',
              'pandas.DataFrame',
              'Columns `well`, `sample`, and optionally `role`, `concentration`, `dilution`.',
            ),
            opt('plate_format', 'int', '96', '96 or 384.'),
          ],
          returns: ret('PlateLayout', 'The layout.'),
          raises: [
            raises('KeyError', '`well` or `sample` is missing.'),
            raises('ValueError', 'A well is outside the plate or listed twice.'),
          ],
          example: py`
import pandas as pd
from labwire.msd import PlateLayout

layout = PlateLayout.from_dataframe(pd.read_csv("layout_P-0042.csv"))`,
        },
      ],
    },
    {
      name: 'StandardCurve',
      summary: 'A four-parameter logistic (4PL) fit of signal against concentration.',
      properties: [
        prop('a', 'float', 'Response at zero concentration (lower asymptote for an increasing curve).'),
        prop('b', 'float', 'Hill slope.'),
        prop('c', 'float', 'Inflection point (EC50), in the concentration unit.'),
        prop('d', 'float', 'Response at infinite concentration (upper asymptote).'),
        prop('r_squared', 'float', 'Coefficient of determination, on the signal scale.'),
        prop('weighting', 'str', 'The weighting used.'),
      ],
      methods: [
        {
          name: 'concentration',
          kind: 'method',
          summary: 'Back-calculate concentrations from signals.',
          params: [req('signal', 'float | numpy.ndarray | pandas.Series', 'ECL signals.')],
          returns: ret('numpy.ndarray', 'Concentrations; NaN for signals outside the asymptotes.'),
          raises: [],
          example: py`
samples["concentration"] = curve.concentration(samples["signal"]) * samples["dilution"]`,
        },
        {
          name: 'signal',
          kind: 'method',
          summary: 'Predict signals from concentrations.',
          params: [req('concentration', 'float | numpy.ndarray | pandas.Series', 'Concentrations.')],
          returns: ret('numpy.ndarray', 'Predicted signals.'),
          raises: [],
          example: py`
predicted = curve.signal(standards["concentration"])`,
        },
      ],
    },
  ],
  functions: [
    {
      name: 'read_msd',
      kind: 'function',
      summary: 'Read a plate data export of an MSD reader (Discovery Workbench or Methodical Mind text export).',
      params: [req('data', 'bytes', 'The export file content, tab- or comma-separated.')],
      returns: ret('MsdPlate', 'The plate.'),
      raises: [
        raises(
          'ValueError',
          'The content is not an MSD plate export, or its data block does not match the plate format.',
        ),
      ],
      example: py`
from labwire import Labwire, NodeReturn
from labwire.msd import read_msd


def execute(file_name: str, file_data: bytes, params: dict[str, object], lw: Labwire) -> NodeReturn:
    plate = read_msd(file_data)
    signals = plate.signals.assign(barcode=plate.barcode, file_name=file_name)
    return NodeReturn(tables_to_upload={"msd_signals": signals})`,
      notes: [
        'In the export, each row of the data block holds the spots of a well side by side; the reader turns this into one row per well and spot.',
      ],
    },
    {
      name: 'well_names',
      kind: 'function',
      summary: 'List the wells of a plate, row by row.',
      params: [opt('plate_format', 'int', '96', '96 or 384.')],
      returns: ret('list[str]', '`["A1", "A2", ..., "H12"]` for 96 wells.'),
      raises: [raises('ValueError', '`plate_format` is not 96 or 384.')],
      example: py`
from labwire.msd import well_names

first_column = [w for w in well_names() if w[1:] == "1"]`,
    },
    {
      name: 'expand_wells',
      kind: 'function',
      summary: 'Expand a well range such as `A1:C4` into well names.',
      params: [
        req('spec', 'str', 'A well, or a rectangle `<corner>:<corner>`; several separated by commas.'),
        opt('plate_format', 'int', '96', '96 or 384.'),
      ],
      returns: ret('list[str]', 'Well names, row by row.'),
      raises: [raises('ValueError', 'The range is malformed or leaves the plate.')],
      example: py`
from labwire.msd import expand_wells

print(expand_wells("A1:B2,H12"))  # ['A1', 'A2', 'B1', 'B2', 'H12']`,
    },
    {
      name: 'assign_analytes',
      kind: 'function',
      summary: 'Name the analyte measured on each spot.',
      params: [
        req('signals', 'pandas.DataFrame', 'Signals with a `spot` column.'),
        req('analytes', 'dict[int, str]', 'Spot number to analyte name, from the kit insert.'),
      ],
      returns: ret('pandas.DataFrame', 'A copy with `analyte`; spots not in `analytes` keep `None`.'),
      raises: [],
      example: py`
from labwire.msd import assign_analytes

named = assign_analytes(plate.signals, {1: "IFN-γ", 2: "IL-1β", 3: "IL-2", 4: "IL-4", 5: "IL-6", 6: "IL-8", 7: "IL-10", 8: "IL-12p70", 9: "IL-13", 10: "TNF-α"})`,
    },
    {
      name: 'fit_4pl',
      kind: 'function',
      summary: 'Fit a 4PL curve, y = d + (a − d) / (1 + (x / c)^b), to standards.',
      params: [
        req(
          'concentrations',
          'numpy.ndarray | pandas.Series',
          'Nominal concentrations of the standards; zero (blank) is allowed.',
        ),
        req('signals', 'numpy.ndarray | pandas.Series', 'Their signals.'),
        opt(
          'weighting',
          'str',
          '"1/y^2"',
          '`"none"`, `"1/y"` or `"1/y^2"`. ECL signals span several decades, so `1/y^2` is the default.',
        ),
      ],
      returns: ret('StandardCurve', 'The fitted curve.'),
      raises: [raises('ValueError', 'Fewer than five distinct concentrations, or the fit does not converge.')],
      example: py`
from labwire.msd import fit_4pl

data = named.merge(layout.to_dataframe(), on="well")
il6 = data[(data["analyte"] == "IL-6") & (data["role"] == "standard")]
curve = fit_4pl(il6["concentration"], il6["signal"])
print(f"EC50 {curve.c:.1f} pg/mL, r2 {curve.r_squared:.4f}")`,
    },
  ],
  constants: [
    constant(
      'SPOTS_PER_WELL',
      'dict[int, tuple[int, ...]]',
      '{96: (1, 4, 7, 10), 384: (1, 4)}',
      'The spot counts MSD plates come with, by plate format.',
    ),
    constant(
      'ROLES',
      'tuple[str, ...]',
      '("sample", "standard", "control", "blank")',
      'The roles a well can have in a `PlateLayout`.',
    ),
  ],
};

/* ---------------------------------------------------------------------------------------------
 * labwire.signals.signals: signal processing
 * ------------------------------------------------------------------------------------------- */

const Y_PARAM = req('y', 'numpy.ndarray', 'The signal, evenly sampled.');

const signalsModule: SdkModule = {
  name: 'labwire.signals.signals',
  page: '/sdk/markdowns/signals.signals',
  category: 'analysis',
  summary:
    'Signal processing for instrument traces: baselines, smoothing, derivatives, resampling, peak finding and signal-to-noise.',
  classes: [],
  functions: [
    {
      name: 'baseline_als',
      kind: 'function',
      summary: 'Estimate a baseline by asymmetric least squares (Eilers and Boelens).',
      params: [
        Y_PARAM,
        opt('lam', 'float', '1e5', 'Smoothness: larger values give a stiffer baseline. Try 1e4 to 1e7.'),
        opt('p', 'float', '0.01', 'Asymmetry: the weight of points above the baseline, 0.001 to 0.1.'),
        opt('n_iter', 'int', '10', 'Number of reweighting iterations.'),
      ],
      returns: ret('numpy.ndarray', 'The baseline, same length as `y`.'),
      raises: [raises('ValueError', '`y` has fewer than 3 points or `p` is not between 0 and 1.')],
      example: py`
from labwire.signals.signals import baseline_als

corrected = chrom.intensities - baseline_als(chrom.intensities, lam=1e6, p=0.005)`,
      notes: [
        '`lam` depends on the number of points: when you double the sampling rate, multiply `lam` by about 16 for the same stiffness.',
      ],
    },
    {
      name: 'baseline_polynomial',
      kind: 'function',
      summary: 'Fit a polynomial baseline through the points you mark as baseline.',
      params: [
        req('x', 'numpy.ndarray', 'The x values (time, wavelength).'),
        Y_PARAM,
        opt('degree', 'int', '2', 'Polynomial degree.'),
        opt(
          'mask',
          'numpy.ndarray | None',
          'None',
          'Boolean array, `True` for baseline points; `None` uses all points with iterative clipping of peaks.',
        ),
      ],
      returns: ret('numpy.ndarray', 'The baseline at every x.'),
      raises: [raises('ValueError', 'Fewer baseline points than `degree + 1`.')],
      example: py`
from labwire.signals.signals import baseline_polynomial

mask = (wavelengths < 400) | (wavelengths > 700)
base = baseline_polynomial(wavelengths, absorbance, degree=3, mask=mask)`,
    },
    {
      name: 'savgol_smooth',
      kind: 'function',
      summary: 'Smooth with a Savitzky-Golay filter, which keeps peak heights and widths better than a moving average.',
      params: [
        Y_PARAM,
        opt('window', 'int', '11', 'Window length in points, odd.'),
        opt('polyorder', 'int', '3', 'Polynomial order, less than `window`.'),
      ],
      returns: ret('numpy.ndarray', 'The smoothed signal.'),
      raises: [raises('ValueError', '`window` is even, larger than `y`, or not greater than `polyorder`.')],
      example: py`
from labwire.signals.signals import savgol_smooth

smooth = savgol_smooth(trace, window=21, polyorder=3)`,
      notes: ['Choose a window no wider than the half-height width of the narrowest peak, in points.'],
    },
    {
      name: 'moving_average',
      kind: 'function',
      summary: 'Smooth with a centered moving average.',
      params: [Y_PARAM, opt('window', 'int', '5', 'Window length in points.')],
      returns: ret('numpy.ndarray', 'The smoothed signal; the ends use shorter windows.'),
      raises: [raises('ValueError', '`window` is less than 1.')],
      example: py`
from labwire.signals.signals import moving_average

temperature_smooth = moving_average(temperature, window=15)`,
    },
    {
      name: 'derivative',
      kind: 'function',
      summary: 'Compute a smoothed first or second derivative.',
      params: [
        req('x', 'numpy.ndarray', 'The x values, evenly spaced.'),
        Y_PARAM,
        opt('order', 'int', '1', '1 or 2.'),
        opt('window', 'int', '11', 'Savitzky-Golay window used for the derivative, odd.'),
      ],
      returns: ret('numpy.ndarray', 'dy/dx (or d²y/dx²) in units of y per unit of x.'),
      raises: [raises('ValueError', '`order` is not 1 or 2, or x is not evenly spaced.')],
      example: py`
from labwire.signals.signals import derivative

dy = derivative(temperature_c, fluorescence, order=1)
tm = temperature_c[dy.argmax()]  # melting temperature: where fluorescence rises fastest`,
    },
    {
      name: 'resample',
      kind: 'function',
      summary: 'Interpolate a signal onto an evenly spaced grid.',
      params: [
        req('x', 'numpy.ndarray', 'The x values, increasing.'),
        Y_PARAM,
        req('step', 'float', 'The grid spacing, in x units.'),
        opt('method', 'str', '"linear"', '`"linear"` or `"cubic"`.'),
      ],
      returns: ret('tuple[numpy.ndarray, numpy.ndarray]', 'The new x and y.'),
      raises: [raises('ValueError', 'x does not increase or `step` is not positive.')],
      example: py`
from labwire.signals.signals import resample

t_even, od_even = resample(t_hours, od600, step=0.25)`,
    },
    {
      name: 'find_peaks',
      kind: 'function',
      summary: 'Find local maxima that stand out from their surroundings.',
      params: [
        req('x', 'numpy.ndarray', 'The x values.'),
        Y_PARAM,
        opt('prominence', 'float | None', 'None', 'Smallest prominence, in y units.'),
        opt('height', 'float | None', 'None', 'Smallest height, in y units.'),
        opt('distance', 'float | None', 'None', 'Smallest distance between two peaks, in x units.'),
        opt('width', 'float | None', 'None', 'Smallest width at half prominence, in x units.'),
      ],
      returns: ret(
        'pandas.DataFrame',
        'One row per peak: `index`, `x`, `y`, `prominence`, `width` (at half prominence, in x units), `left_x`, `right_x`.',
      ),
      raises: [raises('ValueError', 'x and y differ in length.')],
      example: py`
from labwire.signals.signals import find_peaks

bands = find_peaks(wavenumber_cm1, intensity, prominence=0.05, distance=8.0)`,
      notes: ['For chromatograms, use `labwire.lc.lc.find_peaks`, which also integrates areas against a baseline.'],
    },
    {
      name: 'snr',
      kind: 'function',
      summary: 'Signal-to-noise ratio: peak height over the noise of a quiet region.',
      params: [
        req('x', 'numpy.ndarray', 'The x values.'),
        Y_PARAM,
        req('peak_x', 'float', 'The x of the peak apex.'),
        req('noise_range', 'tuple[float, float]', 'A peak-free x range to measure noise in.'),
        opt(
          'method',
          'str',
          '"peak_to_peak"',
          '`"peak_to_peak"` (2H/h, as in pharmacopeias) or `"rms"` (height / standard deviation).',
        ),
      ],
      returns: ret('float', 'The signal-to-noise ratio.'),
      raises: [raises('ValueError', 'The noise range holds fewer than 10 points.')],
      example: py`
from labwire.signals.signals import snr

ratio = snr(chrom.times_min, corrected, peak_x=4.22, noise_range=(8.0, 9.0))
limit_of_quantitation_met = ratio >= 10`,
    },
    {
      name: 'normalize',
      kind: 'function',
      summary: 'Scale a signal for comparison between runs.',
      params: [
        Y_PARAM,
        opt(
          'method',
          'str',
          '"max"',
          '`"max"` (maximum to 1), `"area"` (area to 1, with unit x spacing), `"minmax"` (to 0..1) or `"zscore"`.',
        ),
      ],
      returns: ret('numpy.ndarray', 'The scaled signal.'),
      raises: [raises('ValueError', '`method` is unknown or the signal is constant.')],
      example: py`
from labwire.signals.signals import normalize

overlay = {name: normalize(trace, method="max") for name, trace in traces.items()}`,
    },
  ],
  constants: [],
};

/* ---------------------------------------------------------------------------------------------
 * labwire.statistical_process_control
 * ------------------------------------------------------------------------------------------- */

const spcModule: SdkModule = {
  name: 'labwire.statistical_process_control',
  page: '/sdk/markdowns/statistical_process_control',
  category: 'analysis',
  summary:
    'Control charts for lab and process data: control limits, Western Electric and Nelson rules, and process capability (Cp, Cpk, Pp, Ppk).',
  classes: [
    {
      name: 'ControlLimits',
      summary: 'The center line and limits of a control chart.',
      init: {
        name: 'ControlLimits',
        kind: 'constructor',
        summary:
          'Rebuild limits computed earlier, for example read back from a table, so that a chart keeps fixed limits.',
        params: [
          req(
            'chart',
            'str',
            'The chart type, as for `control_limits`: `individuals`, `moving_range`, `xbar_r`, `range`, `p` or `c`.',
          ),
          req('center', 'float', 'The center line.'),
          req('sigma', 'float', 'The standard deviation of the plotted statistic, as `control_limits` estimated it.'),
          opt('k', 'float', '3.0', 'Sigmas from center to limit.'),
        ],
        returns: ret(
          'ControlLimits',
          'The limits, with `lcl` = center − k·sigma and `ucl` = center + k·sigma; `lcl` is cut at 0 for `moving_range`, `range`, `p` and `c`, as `control_limits` does.',
        ),
        raises: [raises('ValueError', '`chart` is not a chart type, or `sigma` or `k` is not positive.')],
        example: py`
from labwire.statistical_process_control import ControlLimits

stored = lw.query("SELECT chart, center, sigma, k FROM spc_limits WHERE product = 'API-7' AND measure = 'assay_percent'")
row = stored.iloc[0]
limits = ControlLimits(str(row["chart"]), float(row["center"]), float(row["sigma"]), k=float(row["k"]))`,
      },
      properties: [
        prop('chart', 'str', 'The chart type the limits belong to.'),
        prop('center', 'float', 'The center line.'),
        prop('lcl', 'float', 'Lower control limit (center − k·σ).'),
        prop('ucl', 'float', 'Upper control limit (center + k·σ).'),
        prop('sigma', 'float', 'The estimated within-subgroup standard deviation of the plotted statistic.'),
        prop('k', 'float', 'The number of sigmas between center and limits.'),
      ],
      methods: [
        {
          name: 'zone',
          kind: 'method',
          summary: 'Return the zone of each value: how many sigmas from the center, signed.',
          params: [req('values', 'numpy.ndarray | pandas.Series', 'Plotted values.')],
          returns: ret('numpy.ndarray', 'Values of (x − center) / sigma.'),
          raises: [],
          example: py`
z = limits.zone(df["assay_percent"])`,
        },
      ],
    },
    {
      name: 'Capability',
      summary: 'Process capability indices against specification limits.',
      properties: [
        prop('cp', 'float | None', '(USL − LSL) / 6σ_within; `None` with a one-sided specification.'),
        prop('cpk', 'float', 'min(USL − μ, μ − LSL) / 3σ_within.'),
        prop('pp', 'float | None', '(USL − LSL) / 6σ_overall.'),
        prop('ppk', 'float', 'min(USL − μ, μ − LSL) / 3σ_overall.'),
        prop('mean', 'float', 'The mean μ.'),
        prop('sigma_within', 'float', 'Short-term σ from the average moving range (or subgroup ranges).'),
        prop('sigma_overall', 'float', 'The sample standard deviation of all values.'),
        prop('n', 'int', 'Number of values.'),
      ],
      methods: [],
    },
  ],
  functions: [
    {
      name: 'control_limits',
      kind: 'function',
      summary: 'Compute the center line and control limits of a chart from baseline data.',
      params: [
        req(
          'values',
          'numpy.ndarray | pandas.Series',
          'Individual values in time order (for `individuals`, `moving_range`), or all measurements of the subgroups in order.',
        ),
        opt(
          'chart',
          'str',
          '"individuals"',
          '`"individuals"`, `"moving_range"`, `"xbar_r"` (means, with ranges), `"range"`, `"p"` or `"c"`.',
        ),
        opt(
          'subgroup_size',
          'int',
          '1',
          'Measurements per subgroup for `xbar_r` and `range` (2 to 10); sample size for `p`.',
        ),
        opt('k', 'float', '3.0', 'Sigmas from center to limit.'),
      ],
      returns: ret('ControlLimits', 'The limits. LCL is cut at 0 for `moving_range`, `range`, `p` and `c`.'),
      raises: [
        raises(
          'ValueError',
          'Too few values (at least 20 individuals or 20 subgroups are recommended, 2 required), or `subgroup_size` is outside 2 to 10 for range charts.',
        ),
      ],
      example: py`
from labwire.statistical_process_control import control_limits

baseline = lw.query("SELECT assay_percent FROM release_results WHERE product = 'API-7' ORDER BY tested_at LIMIT 30")
limits = control_limits(baseline["assay_percent"], chart="individuals")
print(f"CL {limits.center:.2f}  LCL {limits.lcl:.2f}  UCL {limits.ucl:.2f}")`,
      notes: [
        'Individuals: σ = average moving range / d2 with d2 = 1.128. X̄-R: limits X̄̄ ± A2·R̄.',
        'Compute limits on a stable baseline period and keep them fixed; recomputing them on every new point hides drift.',
      ],
    },
    {
      name: 'western_electric_rules',
      kind: 'function',
      summary: 'Find points that break the four Western Electric rules.',
      params: [
        req('values', 'numpy.ndarray | pandas.Series', 'Plotted values in time order.'),
        req('limits', 'ControlLimits', 'The chart limits.'),
      ],
      returns: ret(
        'pandas.DataFrame',
        'One row per violation: `index` (position of the last point of the pattern), `rule` (1 to 4), `description`.',
      ),
      raises: [],
      example: py`
from labwire.statistical_process_control import western_electric_rules

violations = western_electric_rules(recent["assay_percent"], limits)`,
      notes: [
        'Rule 1: one point beyond 3σ. Rule 2: two of three consecutive points beyond 2σ on the same side. Rule 3: four of five beyond 1σ on the same side. Rule 4: eight consecutive points on the same side of the center line.',
      ],
    },
    {
      name: 'nelson_rules',
      kind: 'function',
      summary: 'Find points that break the eight Nelson rules, or the ones you choose.',
      params: [
        req('values', 'numpy.ndarray | pandas.Series', 'Plotted values in time order.'),
        req('limits', 'ControlLimits', 'The chart limits.'),
        opt('rules', 'list[int] | None', 'None', 'The rules to apply, 1 to 8; `None` applies all.'),
      ],
      returns: ret('pandas.DataFrame', 'One row per violation: `index`, `rule`, `description`.'),
      raises: [raises('ValueError', 'A rule number is outside 1 to 8.')],
      example: py`
from labwire.statistical_process_control import nelson_rules

violations = nelson_rules(recent["assay_percent"], limits, rules=[1, 2, 3, 5])`,
      notes: [
        '1: one point beyond 3σ. 2: nine in a row on one side. 3: six in a row steadily increasing or decreasing. 4: fourteen in a row alternating up and down. 5: two of three beyond 2σ on one side. 6: four of five beyond 1σ on one side. 7: fifteen in a row within 1σ. 8: eight in a row beyond 1σ on either side.',
      ],
    },
    {
      name: 'process_capability',
      kind: 'function',
      summary: 'Compute Cp, Cpk, Pp and Ppk against specification limits.',
      params: [
        req('values', 'numpy.ndarray | pandas.Series', 'Individual values in time order.'),
        opt('lsl', 'float | None', 'None', 'Lower specification limit; `None` for an upper-only specification.'),
        opt('usl', 'float | None', 'None', 'Upper specification limit; `None` for a lower-only specification.'),
      ],
      returns: ret('Capability', 'The indices.'),
      raises: [raises('ValueError', 'Both limits are `None`, `lsl` is not below `usl`, or fewer than 2 values.')],
      example: py`
from labwire.statistical_process_control import process_capability

cap = process_capability(results["assay_percent"], lsl=98.0, usl=102.0)
print(f"Cpk {cap.cpk:.2f}  Ppk {cap.ppk:.2f}")`,
      notes: [
        'A common acceptance threshold is Cpk ≥ 1.33. The indices assume roughly normal data; check a histogram first.',
      ],
    },
    {
      name: 'control_chart',
      kind: 'function',
      summary: 'Annotate a table of results with limits, zones and rule violations, ready for a dashboard.',
      params: [
        req('df', 'pandas.DataFrame', 'The results.'),
        req('value_column', 'str', 'The column to chart.'),
        req('limits', 'ControlLimits', 'The chart limits.'),
        opt('order_by', 'str | None', 'None', 'A column to sort by first, usually a timestamp.'),
        opt('rules', 'str', '"nelson"', '`"nelson"` or `"western_electric"`.'),
      ],
      returns: ret(
        'pandas.DataFrame',
        'A copy with `center`, `lcl`, `ucl`, `zone` and `violations` (comma-separated rule numbers, empty when none).',
      ),
      raises: [raises('KeyError', 'A named column is missing.')],
      example: py`
from labwire.statistical_process_control import control_chart

chart = control_chart(results, "assay_percent", limits, order_by="tested_at")
lw.write_table("spc_assay_api7", chart, mode="replace")`,
    },
  ],
  constants: [
    constant(
      'D2',
      'dict[int, float]',
      '{2: 1.128, 3: 1.693, 4: 2.059, 5: 2.326, 6: 2.534, 7: 2.704, 8: 2.847, 9: 2.970, 10: 3.078}',
      'd2 constants by subgroup size: expected range / σ.',
    ),
    constant(
      'A2',
      'dict[int, float]',
      '{2: 1.880, 3: 1.023, 4: 0.729, 5: 0.577, 6: 0.483, 7: 0.419, 8: 0.373, 9: 0.337, 10: 0.308}',
      'A2 constants for X̄-R limits.',
    ),
    constant(
      'D3',
      'dict[int, float]',
      '{2: 0.0, 3: 0.0, 4: 0.0, 5: 0.0, 6: 0.0, 7: 0.076, 8: 0.136, 9: 0.184, 10: 0.223}',
      'D3 constants for the lower limit of R charts.',
    ),
    constant(
      'D4',
      'dict[int, float]',
      '{2: 3.267, 3: 2.574, 4: 2.282, 5: 2.114, 6: 2.004, 7: 1.924, 8: 1.864, 9: 1.816, 10: 1.777}',
      'D4 constants for the upper limit of R charts.',
    ),
  ],
};

/* ---------------------------------------------------------------------------------------------
 * The index and look-ups
 * ------------------------------------------------------------------------------------------- */

/** Every module, in the order of the SDK sidebar within each category. */
export const sdkModules: readonly SdkModule[] = [
  labwireModule,
  aiModule,
  validationModule,
  alertsModule,
  testingModule,
  agentModule,
  environmentModule,
  allotropeModule,
  benchlingModule,
  benchlingWriteModule,
  benchlingEventsModule,
  benchlingGenericReadModule,
  benchlingReadModule,
  miniUtilsModule,
  writeEntityModule,
  writeMoleculeModule,
  warehouseModule,
  codaModule,
  fcsModule,
  lcCdfModule,
  lcLcModule,
  msdModule,
  signalsModule,
  spcModule,
];

/** The package facts the SDK pages quote. */
export const sdkPackage = {
  distribution: 'labwire-sdk',
  importName: 'labwire',
  version: '3.8.3',
  pythonVersions: ['3.10', '3.11', '3.12'],
} as const;

export function getModule(name: string): SdkModule | undefined {
  return sdkModules.find((m) => m.name === name);
}

/** The module that owns a qualified name: the longest module name that prefixes it. */
function owningModule(qualifiedName: string): SdkModule | undefined {
  let best: SdkModule | undefined;
  for (const m of sdkModules) {
    if (
      (qualifiedName === m.name || qualifiedName.startsWith(`${m.name}.`)) &&
      (!best || m.name.length > best.name.length)
    ) {
      best = m;
    }
  }
  return best;
}

/** Resolves `labwire.lc.lc`, `labwire.Labwire`, `labwire.Labwire.query`, `labwire.lc.lc.find_peaks` or a constant. */
export function resolve(qualifiedName: string): SdkEntry | undefined {
  const module = owningModule(qualifiedName);
  if (!module) return undefined;
  if (qualifiedName === module.name) return { kind: 'module', module };
  const parts = qualifiedName.slice(module.name.length + 1).split('.');
  if (parts.length === 1) {
    const [name] = parts;
    const cls = module.classes.find((c) => c.name === name);
    if (cls) return { kind: 'class', module, cls };
    const fn = module.functions.find((f) => f.name === name);
    if (fn) return { kind: 'function', module, fn };
    const c = module.constants.find((k) => k.name === name);
    if (c) return { kind: 'constant', module, constant: c };
    return undefined;
  }
  if (parts.length === 2) {
    const cls = module.classes.find((c) => c.name === parts[0]);
    const fn = cls?.methods.find((m) => m.name === parts[1]);
    if (cls && fn) return { kind: 'method', module, cls, fn };
  }
  return undefined;
}

/** The callable behind a qualified name: a function, a method, or the constructor of a class. */
export function findCallable(qualifiedName: string): SdkCallable | undefined {
  const entry = resolve(qualifiedName);
  if (!entry) return undefined;
  if (entry.kind === 'function' || entry.kind === 'method') return entry.fn;
  if (entry.kind === 'class') return entry.cls.init;
  return undefined;
}

/** The link to where a qualified name is documented, e.g. `/sdk/markdowns/lc.lc#labwire.lc.lc.find_peaks`. */
export function referenceHref(qualifiedName: string): string | undefined {
  const entry = resolve(qualifiedName);
  if (!entry) return undefined;
  return entry.kind === 'module' ? entry.module.page : `${entry.module.page}#${anchorId(qualifiedName)}`;
}
