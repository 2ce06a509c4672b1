# docs-page: /sdk/LabwireClass
# docs-category: guide
"""The `Labwire` client for an environment, the `NodeReturn` that flow nodes return, the records the
client hands back, and the exceptions it raises.

Added in 2.0.
"""

import datetime
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal, TypeAlias

import pandas

from labwire.ai import AI
from labwire.benchling import Benchling

__version__: str = "3.8.3"
"""The installed version of `labwire-sdk`."""

FLOW_RUN_STATES: tuple[str, ...] = ("queued", "running", "succeeded", "failed", "cancelled")
"""Every state a flow run can be in; the last three are final."""

FINAL_FLOW_RUN_STATES: frozenset[str] = frozenset({"succeeded", "failed", "cancelled"})
"""The states in which a flow run no longer changes."""

FlowRunState: TypeAlias = Literal["queued", "running", "succeeded", "failed", "cancelled"]
"""The type of `FlowRun.state`, for annotations: a type checker then flags a comparison with a
misspelled state.
"""


class Labwire:
    """A client for one Labwire environment: tables, files and tags, flow runs, alerts and secrets.

    Notes:
        - A client is cheap to create and safe to share between threads. Reuse one per process rather
          than creating one per call.
    """

    def __init__(
        self,
        environment: str | None = None,
        api_key: str | None = None,
        timeout_s: float = 30.0,
    ) -> None:
        """Create a client. Inside Labwire, call it with no arguments; elsewhere pass the environment and an
        API key.

        Args:
            environment: Environment name, the first label of `https://<environment>.labwire.example`. When
                `None`, the SDK reads `LABWIRE_ENVIRONMENT`, then the runtime of the flow, notebook or agent
                it runs in.
            api_key: API key created under **Configuration → API Setup**. When `None`, the SDK reads
                `LABWIRE_API_KEY`, then the short-lived credentials of the runtime.
            timeout_s: Timeout of each HTTP request, in seconds. Long queries are paged, so one request
                rarely comes near it.

        Returns:
            A client. Creating it makes no request; the first call checks the credentials.

        Raises:
            ConfigurationError: No environment or no credentials can be found: neither passed, nor set in
                `LABWIRE_ENVIRONMENT` and `LABWIRE_API_KEY`, nor provided by a Labwire runtime.

        Examples:
            import os

            from labwire import Labwire

            # In a flow node, an analysis notebook or an agent processor
            lw = Labwire()

            # On a laptop, a server or in CI
            lw = Labwire(environment="acme", api_key=os.environ["LABWIRE_API_KEY"], timeout_s=60.0)
            print(lw.base_url)  # https://acme.labwire.example/api/v1

        Notes:
            - Credentials are resolved in this order: the arguments, the `LABWIRE_ENVIRONMENT` and
              `LABWIRE_API_KEY` environment variables, the credentials of the Labwire runtime.
            - Inside a flow run the client acts with the permissions of the flow; in a notebook it acts as
              the signed-in user; in an agent processor it acts as the connection.
        """

    @property
    def environment(self) -> str:
        """The environment name, for example `acme`."""

    @property
    def base_url(self) -> str:
        """The API base URL, `https://<environment>.labwire.example/api/v1`."""

    @property
    def timeout_s(self) -> float:
        """The per-request timeout in seconds."""

    @property
    def flow_run_id(self) -> str | None:
        """The id of the flow run the code runs in, or `None` outside a flow run."""

    @property
    def benchling(self) -> Benchling:
        """A Benchling client configured from the environment secrets `BENCHLING_TENANT_URL` and
        `BENCHLING_API_KEY`, created on first use; see [the Benchling class](/sdk/BenchlingClass).

        Added in 2.4.
        """

    @property
    def ai(self) -> AI:
        """The AI helpers of the environment; see [AI helpers](/sdk/AI).

        Added in 3.5.
        """

    @property
    def retry_policy(self) -> RetryPolicy:
        """How the client retries rate-limited and failed requests: `RetryPolicy()` unless the client came from
        `with_retry_policy`. See [Errors and retries](/sdk/ErrorsAndRetries).

        Added in 3.2.
        """

    @property
    def rate_limit_remaining(self) -> int | None:
        """The `RateLimit-Remaining` header of the last response: how many more requests the API key may send
        in the current one-minute window. `None` before the first request.

        Added in 3.2.
        """

    def query(self, sql: str, params: dict[str, Any] | None = None) -> pandas.DataFrame:
        '''Run a GoogleSQL query over the environment tables and return the result as a DataFrame.

        Args:
            sql: A GoogleSQL (BigQuery standard SQL) statement. Tables are named bare: `SELECT * FROM
                plate_reads`.
            params: Named query parameters, referenced as `@name` in `sql`. The API takes strings, numbers,
                booleans and lists of them: `str`, `int`, `float`, `bool` and lists of these bind as STRING,
                INT64, FLOAT64, BOOL and ARRAY. A `datetime.date` or timezone-aware `datetime.datetime` is
                sent as an ISO 8601 string (`2025-10-01`, `2025-10-01T00:00:00+00:00`), which GoogleSQL
                coerces to DATE or TIMESTAMP where the query compares it with one.

        Returns:
            All rows of the result, with one column per selected column. TIMESTAMP columns are
            timezone-aware (UTC).

        Raises:
            QueryError: The SQL does not compile, names a table that does not exist, or runs longer than 60
                seconds.
            AuthenticationError: The API key or the runtime credentials are missing, expired or revoked
                (HTTP 401).
            PermissionDeniedError: The key's role does not allow the operation (HTTP 403).
            RateLimitError: The key exceeded 600 requests per minute and the automatic retries (three by
                default) did not get through (HTTP 429).
            ServerError: Labwire answered `internal_error` (HTTP 500) on every attempt the retry policy
                allowed, or at once for a call that is not retried.
            NetworkError: No answer arrived within `timeout_s`, or the connection failed, on every attempt
                the retry policy allowed.

        Examples:
            import datetime as dt

            df = lw.query(
                """
                SELECT plate_id, well, absorbance
                FROM plate_reads
                WHERE instrument = @instrument AND read_at >= @since
                ORDER BY plate_id, well
                """,
                params={"instrument": "PR-SYNERGY-1", "since": dt.datetime(2025, 10, 1, tzinfo=dt.timezone.utc)},
            )
            print(df.groupby("plate_id")["absorbance"].mean())

        Notes:
            - The API returns at most 10,000 rows per page; the SDK follows the pages and returns every row.
              Select only the columns you need and filter in SQL: the whole result is held in memory.
            - Use parameters instead of formatting values into the SQL string. Parameters cannot name tables
              or columns.
        '''

    def iter_query(
        self,
        sql: str,
        params: dict[str, Any] | None = None,
        page_size: int = 10000,
    ) -> Iterator[pandas.DataFrame]:
        """Run a GoogleSQL query and yield the result one page at a time, for results too large to hold at
        once.

        Args:
            sql: A GoogleSQL statement, as for `query`.
            params: Named query parameters, as for `query`.
            page_size: Rows per page, 1 to 10,000 (the `maxRows` of the API). Each page is one request.

        Returns:
            One DataFrame per page, in result order, each with every selected column and the same dtypes as
            `query` gives. The next page is requested only when you ask for it.

        Raises:
            QueryError: The SQL does not compile, names a table that does not exist, or runs longer than 60
                seconds.
            InvalidRequestError: `page_size` is outside 1 to 10,000, or the loop paused for more than 24
                hours and the cursor of the next page expired (HTTP 400).
            AuthenticationError: The API key or the runtime credentials are missing, expired or revoked
                (HTTP 401).
            PermissionDeniedError: The key's role does not allow the operation (HTTP 403).
            RateLimitError: The key exceeded 600 requests per minute and the automatic retries (three by
                default) did not get through (HTTP 429).
            ServerError: Labwire answered `internal_error` (HTTP 500) on every attempt the retry policy
                allowed, or at once for a call that is not retried.
            NetworkError: No answer arrived within `timeout_s`, or the connection failed, on every attempt
                the retry policy allowed.

        Examples:
            import datetime as dt

            total = 0
            for page in lw.iter_query(
                "SELECT reactor, measured_at, ph FROM bioreactor_readings WHERE measured_at >= @since ORDER BY measured_at",
                params={"since": dt.datetime(2025, 1, 1, tzinfo=dt.timezone.utc)},
                page_size=5000,
            ):
                total += int((page["ph"] < 6.8).sum())
            print(f"{total} readings below pH 6.8")

        Notes:
            - The query runs once; the pages are read from its stored result, so every page belongs to the
              same snapshot of the tables even when rows arrive while you iterate.
            - Breaking out of the loop early sends no further requests.
        """

    def read_table(
        self,
        name: str,
        columns: list[str] | None = None,
        where: str | None = None,
    ) -> pandas.DataFrame:
        """Read a whole table, or some of its columns and rows, into a DataFrame.

        Args:
            name: Table name, lower snake_case, for example `plate_reads`.
            columns: Columns to read. `None` reads every column, including the system columns
                `_lw_flow_run_id` and `_lw_ingested_at`.
            where: A GoogleSQL boolean expression that filters rows, for example `"absorbance > 1.5"`.

        Returns:
            The rows, in no guaranteed order.

        Raises:
            NotFoundError: The table does not exist.
            QueryError: A column in `columns` does not exist or `where` is not a valid expression.
            AuthenticationError: The API key or the runtime credentials are missing, expired or revoked
                (HTTP 401).
            PermissionDeniedError: The key's role does not allow the operation (HTTP 403).
            RateLimitError: The key exceeded 600 requests per minute and the automatic retries (three by
                default) did not get through (HTTP 429).
            ServerError: Labwire answered `internal_error` (HTTP 500) on every attempt the retry policy
                allowed, or at once for a call that is not retried.
            NetworkError: No answer arrived within `timeout_s`, or the connection failed, on every attempt
                the retry policy allowed.

        Examples:
            reads = lw.read_table(
                "plate_reads",
                columns=["plate_id", "well", "absorbance", "_lw_ingested_at"],
                where="plate_id LIKE 'PLT-%' AND absorbance IS NOT NULL",
            )
            print(len(reads), "reads")

        Notes:
            - `read_table` builds a `SELECT` and runs it like `query`; the same 60-second limit applies.
        """

    def write_table(self, name: str, df: pandas.DataFrame, mode: str = "append") -> int:
        """Write a DataFrame to a table now, creating the table on first write.

        Args:
            name: Table name: lower snake_case, starting with a letter, up to 128 characters.
            df: The rows to write. Column names must be valid column names; names starting with `_lw_` are
                reserved.
            mode: `"append"` adds the rows; `"replace"` replaces all rows and the column types of the table.

        Returns:
            The number of rows written.

        Raises:
            InvalidRequestError: `mode` is not `append` or `replace`, a name is not valid, or a column type
                conflicts with the existing table (HTTP 422).
            AuthenticationError: The API key or the runtime credentials are missing, expired or revoked
                (HTTP 401).
            PermissionDeniedError: The key's role does not allow the operation (HTTP 403).
            RateLimitError: The key exceeded 600 requests per minute and the automatic retries (three by
                default) did not get through (HTTP 429).
            ServerError: Labwire answered `internal_error` (HTTP 500) on every attempt the retry policy
                allowed, or at once for a call that is not retried.
            NetworkError: No answer arrived within `timeout_s`, or the connection failed, on every attempt
                the retry policy allowed.

        Examples:
            import pandas as pd

            summary = pd.DataFrame(
                {"plate_id": ["PLT-0042", "PLT-0043"], "absorbance": [0.82, 1.07]}
            )
            written = lw.write_table("plate_summaries", summary, mode="append")
            print(f"wrote {written} rows")

        Notes:
            - Column types are inferred from pandas dtypes: integers to INT64, floats to FLOAT64, booleans
              to BOOL, strings to STRING, timezone-aware datetimes to TIMESTAMP, `datetime.date` objects to
              DATE, dicts and lists to JSON.
            - In append mode, new columns are added to the table as nullable columns; columns missing from
              `df` are written as NULL.
            - Every row gets `_lw_flow_run_id` (the current flow run, or NULL outside a flow run) and
              `_lw_ingested_at`.
            - Inside a flow node, prefer returning the DataFrame in `NodeReturn(tables_to_upload=...)`:
              those rows are written only when the node succeeds.
            - Writing tables needs the `developer` role or higher; replacing a table that flows write to
              breaks the link between its rows and their flow runs, so keep `replace` for tables your script
              owns.
        """

    def list_tables(self) -> list[str]:
        """List the names of the tables in the environment.

        Returns:
            Table names, sorted alphabetically.

        Raises:
            AuthenticationError: The API key or the runtime credentials are missing, expired or revoked
                (HTTP 401).
            PermissionDeniedError: The key's role does not allow the operation (HTTP 403).
            RateLimitError: The key exceeded 600 requests per minute and the automatic retries (three by
                default) did not get through (HTTP 429).
            ServerError: Labwire answered `internal_error` (HTTP 500) on every attempt the retry policy
                allowed, or at once for a call that is not retried.
            NetworkError: No answer arrived within `timeout_s`, or the connection failed, on every attempt
                the retry policy allowed.

        Examples:
            for name in lw.list_tables():
                if name.startswith("hplc_"):
                    print(name)
        """

    def describe_table(self, name: str) -> dict[str, str]:
        """Return the columns of a table and their types.

        Args:
            name: Table name.

        Returns:
            Column name to column type (`STRING`, `INT64`, `FLOAT64`, `BOOL`, `DATE`, `TIMESTAMP` or
            `JSON`), in table order, system columns included.

        Raises:
            NotFoundError: The table does not exist.
            AuthenticationError: The API key or the runtime credentials are missing, expired or revoked
                (HTTP 401).
            PermissionDeniedError: The key's role does not allow the operation (HTTP 403).
            RateLimitError: The key exceeded 600 requests per minute and the automatic retries (three by
                default) did not get through (HTTP 429).
            ServerError: Labwire answered `internal_error` (HTTP 500) on every attempt the retry policy
                allowed, or at once for a call that is not retried.
            NetworkError: No answer arrived within `timeout_s`, or the connection failed, on every attempt
                the retry policy allowed.

        Examples:
            columns = lw.describe_table("plate_reads")
            print(columns["absorbance"])  # FLOAT64
        """

    def stream_rows(
        self,
        name: str,
        rows: Sequence[Mapping[str, Any]],
        dedupe_column: str | None = None,
    ) -> int:
        """Append rows to an existing table as they arrive, without a DataFrame.

        Args:
            name: Name of an existing table.
            rows: Rows as dictionaries (or `TypedDict`s) of column name to value. Keys must be existing,
                non-system columns; keys missing from a row are written as NULL.
            dedupe_column: A column whose value identifies a row. A row whose value was already streamed to
                the table in the last 10 minutes is dropped, which makes retries safe. Added in 3.8.

        Returns:
            The number of rows accepted.

        Raises:
            NotFoundError: The table does not exist.
            InvalidRequestError: A row has a column the table does not have, or a value of the wrong type
                (HTTP 422).
            AuthenticationError: The API key or the runtime credentials are missing, expired or revoked
                (HTTP 401).
            PermissionDeniedError: The key's role does not allow the operation (HTTP 403).
            RateLimitError: The key exceeded 600 requests per minute and the automatic retries (three by
                default) did not get through (HTTP 429).
            ServerError: Labwire answered `internal_error` (HTTP 500) on every attempt the retry policy
                allowed, or at once for a call that is not retried.
            NetworkError: No answer arrived within `timeout_s`, or the connection failed, on every attempt
                the retry policy allowed.

        Examples:
            import datetime as dt

            now = dt.datetime.now(dt.timezone.utc)
            lw.stream_rows(
                "bioreactor_readings",
                [
                    {"reactor": "BR-03", "measured_at": now, "ph": 7.02, "do_percent": 41.5},
                    {"reactor": "BR-04", "measured_at": now, "ph": 6.97, "do_percent": 38.9},
                ],
            )

        Notes:
            - The API takes at most 1,000 rows and 5 MB per request; the SDK splits larger lists into
              batches and sends them in order. One invalid row rejects its whole batch.
            - Streaming needs the `developer` or `admin` role, and the table and its columns must already
              exist (a flow or `write_table` creates them). Rows are queryable within a few seconds.
        """

    def list_files(
        self,
        folder: str | None = None,
        tags: dict[str, str] | None = None,
    ) -> list[FileInfo]:
        """List the files in a folder, optionally only those that carry given tags.

        Args:
            folder: A folder path such as `/instruments/hplc-02`. Files in subfolders are included. `None`
                lists the whole environment.
            tags: Tag type to value. Only files that carry every one of these tags are returned.

        Returns:
            The matching files, sorted by path.

        Raises:
            AuthenticationError: The API key or the runtime credentials are missing, expired or revoked
                (HTTP 401).
            PermissionDeniedError: The key's role does not allow the operation (HTTP 403).
            RateLimitError: The key exceeded 600 requests per minute and the automatic retries (three by
                default) did not get through (HTTP 429).
            ServerError: Labwire answered `internal_error` (HTTP 500) on every attempt the retry policy
                allowed, or at once for a call that is not retried.
            NetworkError: No answer arrived within `timeout_s`, or the connection failed, on every attempt
                the retry policy allowed.

        Examples:
            files = lw.list_files(folder="/instruments/hplc-02", tags={"project": "PRJ-0042", "status": "final"})
            for f in files:
                print(f.path, f.size_bytes, f.tags.get("instrument"))

        Notes:
            - The SDK reads every page of the API (500 files per request) before it returns, so a folder of
              20,000 files costs 40 requests and holds all records in memory. Use `iter_files` to process
              files as the pages arrive.
        """

    def iter_files(
        self,
        folder: str | None = None,
        tags: dict[str, str] | None = None,
        created_after: datetime.datetime | None = None,
        created_before: datetime.datetime | None = None,
        page_size: int = 500,
    ) -> Iterator[FileInfo]:
        """Yield the files that match, newest first, fetching one page of records at a time.

        Added in 3.6.

        Args:
            folder: A folder path such as `/instruments/hplc-02`, subfolders included; `None` for the whole
                environment.
            tags: Tag type to value; only files that carry every one of these tags are yielded.
            created_after: Only files stored at or after this time (timezone-aware).
            created_before: Only files stored before this time.
            page_size: Records per request, 1 to 500.

        Returns:
            The matching files, most recently stored first. The next page is requested when the loop reaches
            the end of the current one.

        Raises:
            InvalidRequestError: `page_size` is outside 1 to 500, a datetime is naive, or the loop paused
                for more than 24 hours and the cursor expired (HTTP 400).
            AuthenticationError: The API key or the runtime credentials are missing, expired or revoked
                (HTTP 401).
            PermissionDeniedError: The key's role does not allow the operation (HTTP 403).
            RateLimitError: The key exceeded 600 requests per minute and the automatic retries (three by
                default) did not get through (HTTP 429).
            ServerError: Labwire answered `internal_error` (HTTP 500) on every attempt the retry policy
                allowed, or at once for a call that is not retried.
            NetworkError: No answer arrived within `timeout_s`, or the connection failed, on every attempt
                the retry policy allowed.

        Examples:
            import datetime as dt

            since = dt.datetime(2025, 10, 1, tzinfo=dt.timezone.utc)
            for info in lw.iter_files(folder="/instruments/hplc-02", created_after=since):
                if "status" not in info.tags:
                    lw.tag_file(info.id, {"status": "unreviewed"})

        Notes:
            - Wraps [get-files](/api/get-files) with `recursive=true`, following `nextCursor` until it is
              null.
            - Files stored while you iterate may or may not appear. For a fixed set, bound the time window
              with `created_before`.
        """

    def list_files_page(
        self,
        folder: str | None = None,
        tags: dict[str, str] | None = None,
        created_after: datetime.datetime | None = None,
        created_before: datetime.datetime | None = None,
        limit: int = 50,
        cursor: str | None = None,
    ) -> FilePage:
        """Return one page of matching files and the cursor of the next page, for jobs that stop and resume.

        Added in 3.6.

        Args:
            folder: A folder path, subfolders included.
            tags: Tag type to value, all required.
            created_after: Only files stored at or after this time.
            created_before: Only files stored before this time.
            limit: Files in the page, 1 to 500.
            cursor: The `next_cursor` of the previous page; `None` for the first page. Send it with the same
                filters as the call that returned it.

        Returns:
            The files of the page, newest first, and `next_cursor` (`None` on the last page).

        Raises:
            InvalidRequestError: `limit` is outside 1 to 500, or the cursor is older than 24 hours or was
                sent with other filters (HTTP 400).
            AuthenticationError: The API key or the runtime credentials are missing, expired or revoked
                (HTTP 401).
            PermissionDeniedError: The key's role does not allow the operation (HTTP 403).
            RateLimitError: The key exceeded 600 requests per minute and the automatic retries (three by
                default) did not get through (HTTP 429).
            ServerError: Labwire answered `internal_error` (HTTP 500) on every attempt the retry policy
                allowed, or at once for a call that is not retried.
            NetworkError: No answer arrived within `timeout_s`, or the connection failed, on every attempt
                the retry policy allowed.

        Examples:
            from pathlib import Path

            checkpoint = Path("retag.cursor")
            saved = checkpoint.read_text() if checkpoint.exists() else ""
            page = lw.list_files_page(folder="/instruments/synergy-h1", limit=200, cursor=saved or None)
            for info in page.files:
                print(info.path)
            checkpoint.write_text(page.next_cursor or "")
        """

    def get_file(self, file_id: str) -> FileInfo:
        """Return the record of one file: its path, size, tags and creation time.

        Args:
            file_id: The file id.

        Returns:
            The file record.

        Raises:
            NotFoundError: No file has this id.
            AuthenticationError: The API key or the runtime credentials are missing, expired or revoked
                (HTTP 401).
            PermissionDeniedError: The key's role does not allow the operation (HTTP 403).
            RateLimitError: The key exceeded 600 requests per minute and the automatic retries (three by
                default) did not get through (HTTP 429).
            ServerError: Labwire answered `internal_error` (HTTP 500) on every attempt the retry policy
                allowed, or at once for a call that is not retried.
            NetworkError: No answer arrived within `timeout_s`, or the connection failed, on every attempt
                the retry policy allowed.

        Examples:
            info = lw.get_file("fil_01K7GZV8R0DY0YP57RCYBVN5SX")
            print(info.path, info.tags)
        """

    def read_file(self, file_id: str) -> bytes:
        """Download the content of a file.

        Args:
            file_id: The file id.

        Returns:
            The file content, exactly as stored.

        Raises:
            NotFoundError: No file has this id.
            AuthenticationError: The API key or the runtime credentials are missing, expired or revoked
                (HTTP 401).
            PermissionDeniedError: The key's role does not allow the operation (HTTP 403).
            RateLimitError: The key exceeded 600 requests per minute and the automatic retries (three by
                default) did not get through (HTTP 429).
            ServerError: Labwire answered `internal_error` (HTTP 500) on every attempt the retry policy
                allowed, or at once for a call that is not retried.
            NetworkError: No answer arrived within `timeout_s`, or the connection failed, on every attempt
                the retry policy allowed.

        Examples:
            import io

            import pandas as pd

            info = lw.list_files(folder="/instruments/synergy-h1", tags={"plate": "P-2025-0142"})[0]
            raw = lw.read_file(info.id)
            plate = pd.read_csv(io.BytesIO(raw))
        """

    def upload_file(
        self,
        path: str,
        content: bytes,
        tags: dict[str, str] | None = None,
    ) -> FileInfo:
        """Store bytes as a new file at a path, optionally with tags.

        Args:
            path: Full destination path in the file storage, starting with `/`, for example
                `/reports/2025-10/P-2025-0142.pdf`.
            content: The file content, up to 512 MB.
            tags: Tags to apply, tag type to value.

        Returns:
            The record of the stored file.

        Raises:
            ConflictError: A file already exists at `path` (HTTP 409).
            InvalidRequestError: The path is not valid, the content is larger than 512 MB, a tag type does
                not exist or a value is not allowed by its tag type (HTTP 422).
            AuthenticationError: The API key or the runtime credentials are missing, expired or revoked
                (HTTP 401).
            PermissionDeniedError: The key's role does not allow the operation (HTTP 403).
            RateLimitError: The key exceeded 600 requests per minute and the automatic retries (three by
                default) did not get through (HTTP 429).
            ServerError: Labwire answered `internal_error` (HTTP 500) on every attempt the retry policy
                allowed, or at once for a call that is not retried.
            NetworkError: No answer arrived within `timeout_s`, or the connection failed, on every attempt
                the retry policy allowed.

        Examples:
            from pathlib import Path

            report = Path("P-2025-0142.pdf").read_bytes()
            info = lw.upload_file(
                "/reports/2025-10/P-2025-0142.pdf",
                report,
                tags={"project": "PRJ-0042", "document": "plate report"},
            )
            print(info.id)

        Notes:
            - Folders are created as needed. The SDK never overwrites: upload a new version to a new path
              and tag the old one, for example `status` = `superseded`.
            - Suggested tags for the new file are computed within about a minute of the upload; see [file
              tags](/sdk/FileTags).
        """

    def tag_file(self, file_id: str, tags: dict[str, str]) -> FileInfo:
        """Add tags to a file, replacing the value of any tag type it already carries.

        Added in 2.1.

        Args:
            file_id: The file id.
            tags: Tag type to value. A file carries at most one value per tag type, and at most 50 tags.

        Returns:
            The file record with its new tags.

        Raises:
            NotFoundError: No file has this id.
            InvalidRequestError: A tag type does not exist, a value is not allowed by its tag type, or the
                file would carry more than 50 tags (HTTP 422).
            AuthenticationError: The API key or the runtime credentials are missing, expired or revoked
                (HTTP 401).
            PermissionDeniedError: The key's role does not allow the operation (HTTP 403).
            RateLimitError: The key exceeded 600 requests per minute and the automatic retries (three by
                default) did not get through (HTTP 429).
            ServerError: Labwire answered `internal_error` (HTTP 500) on every attempt the retry policy
                allowed, or at once for a call that is not retried.
            NetworkError: No answer arrived within `timeout_s`, or the connection failed, on every attempt
                the retry policy allowed.

        Examples:
            info = lw.tag_file("fil_01K7GZV8R0DY0YP57RCYBVN5SX", {"instrument": "HPLC-02", "status": "reviewed"})
            print(info.tags)

        Notes:
            - Tag types are defined in the web app under **Files**, **Tag types**. Tags applied from code
              are recorded in the tag activity of the file like tags applied by a person.
        """

    def untag_file(self, file_id: str, tag_types: list[str]) -> FileInfo:
        """Remove tags from a file by tag type.

        Added in 2.1.

        Args:
            file_id: The file id.
            tag_types: The tag types to remove. Types the file does not carry are ignored.

        Returns:
            The file record without those tags.

        Raises:
            NotFoundError: No file has this id.
            AuthenticationError: The API key or the runtime credentials are missing, expired or revoked
                (HTTP 401).
            PermissionDeniedError: The key's role does not allow the operation (HTTP 403).
            RateLimitError: The key exceeded 600 requests per minute and the automatic retries (three by
                default) did not get through (HTTP 429).
            ServerError: Labwire answered `internal_error` (HTTP 500) on every attempt the retry policy
                allowed, or at once for a call that is not retried.
            NetworkError: No answer arrived within `timeout_s`, or the connection failed, on every attempt
                the retry policy allowed.

        Examples:
            info = lw.untag_file("fil_01K7GZV8R0DY0YP57RCYBVN5SX", ["status"])
            assert "status" not in info.tags
        """

    def trigger_flow(self, flow: str, inputs: dict[str, Any] | None = None) -> FlowRun:
        """Start a run of a flow, by name or id, with values for its inputs.

        Added in 2.8.

        Args:
            flow: The flow name (lower snake_case, for example `hplc_chromatography_ingest`) or its id
                (`flw_...`).
            inputs: Input name to value. File inputs take a file id; parameter inputs take a
                JSON-serializable value. Inputs you leave out use their defaults.

        Returns:
            The new flow run, usually in state `queued`.

        Raises:
            NotFoundError: No flow has this name or id.
            ConflictError: The flow is a draft or disabled (HTTP 409).
            InvalidRequestError: An input does not exist, a required input is missing, or a value has the
                wrong type (HTTP 422).
            AuthenticationError: The API key or the runtime credentials are missing, expired or revoked
                (HTTP 401).
            PermissionDeniedError: The key's role does not allow the operation (HTTP 403).
            RateLimitError: The key exceeded 600 requests per minute and the automatic retries (three by
                default) did not get through (HTTP 429).
            ServerError: Labwire answered `internal_error` (HTTP 500) on every attempt the retry policy
                allowed, or at once for a call that is not retried.
            NetworkError: No answer arrived within `timeout_s`, or the connection failed, on every attempt
                the retry policy allowed.

        Examples:
            run = lw.trigger_flow("hplc_chromatography_ingest", inputs={"sequence_file": "fil_01K7GZV8R0DY0YP57RCYBVN5SX", "column_id": "C18-0457"})
            print(run.id, run.state)  # run_01K7... queued

        Notes:
            - Runs started from the SDK have the trigger `api`. Starting a flow needs the `scientist` role
              or higher.
        """

    def get_flow_run(self, flow_run_id: str) -> FlowRun:
        """Return the current record of a flow run.

        Added in 2.8.

        Args:
            flow_run_id: The flow run id.

        Returns:
            The flow run as it is now.

        Raises:
            NotFoundError: No flow run has this id.
            AuthenticationError: The API key or the runtime credentials are missing, expired or revoked
                (HTTP 401).
            PermissionDeniedError: The key's role does not allow the operation (HTTP 403).
            RateLimitError: The key exceeded 600 requests per minute and the automatic retries (three by
                default) did not get through (HTTP 429).
            ServerError: Labwire answered `internal_error` (HTTP 500) on every attempt the retry policy
                allowed, or at once for a call that is not retried.
            NetworkError: No answer arrived within `timeout_s`, or the connection failed, on every attempt
                the retry policy allowed.

        Examples:
            run = lw.get_flow_run("run_01K7GZV8R01HYGCPWPQ5E6EYCN")
            if run.state == "failed":
                print(run.error)
        """

    def wait_for_flow_run(
        self,
        flow_run_id: str,
        timeout_s: float = 3600,
        poll_s: float = 10,
    ) -> FlowRun:
        """Wait until a flow run reaches a final state and return it.

        Added in 2.8.

        Args:
            flow_run_id: The flow run id.
            timeout_s: How long to wait, in seconds, before giving up.
            poll_s: Seconds between two checks of the run state.

        Returns:
            The flow run in state `succeeded`, `failed` or `cancelled`. A failed run is returned, not
            raised.

        Raises:
            NotFoundError: No flow run has this id.
            FlowRunTimeoutError: The run is still `queued` or `running` after `timeout_s` seconds. The run
                itself keeps going.
            AuthenticationError: The API key or the runtime credentials are missing, expired or revoked
                (HTTP 401).
            PermissionDeniedError: The key's role does not allow the operation (HTTP 403).
            RateLimitError: The key exceeded 600 requests per minute and the automatic retries (three by
                default) did not get through (HTTP 429).
            ServerError: Labwire answered `internal_error` (HTTP 500) on every attempt the retry policy
                allowed, or at once for a call that is not retried.
            NetworkError: No answer arrived within `timeout_s`, or the connection failed, on every attempt
                the retry policy allowed.

        Examples:
            run = lw.trigger_flow("hplc_chromatography_ingest", inputs={"sequence_file": "fil_01K7GZV8R0DY0YP57RCYBVN5SX", "column_id": "C18-0457"})
            done = lw.wait_for_flow_run(run.id, timeout_s=1800, poll_s=10)
            if done.state != "succeeded":
                raise RuntimeError(f"flow run {done.id} ended {done.state}: {done.error}")

        Notes:
            - Each poll is one API request; keep `poll_s` at its default, 10 seconds, the interval [flow
              runs](/app/flows/FlowRuns#follow-runs-from-code) recommends, so that many waiting scripts stay
              under the rate limit.
        """

    def list_flow_runs(
        self,
        flow: str | None = None,
        state: str | None = None,
        limit: int = 50,
    ) -> list[FlowRun]:
        """List recent flow runs, newest first, optionally of one flow or in one state.

        Added in 2.8.

        Args:
            flow: A flow name or id; `None` lists runs of every flow.
            state: One of `queued`, `running`, `succeeded`, `failed`, `cancelled`; `None` for all.
            limit: Maximum number of runs to return, 1 to 500.

        Returns:
            Flow runs ordered by start time, newest first.

        Raises:
            NotFoundError: `flow` names no flow.
            InvalidRequestError: `state` is not a flow run state or `limit` is outside 1 to 500.
            AuthenticationError: The API key or the runtime credentials are missing, expired or revoked
                (HTTP 401).
            PermissionDeniedError: The key's role does not allow the operation (HTTP 403).
            RateLimitError: The key exceeded 600 requests per minute and the automatic retries (three by
                default) did not get through (HTTP 429).
            ServerError: Labwire answered `internal_error` (HTTP 500) on every attempt the retry policy
                allowed, or at once for a call that is not retried.
            NetworkError: No answer arrived within `timeout_s`, or the connection failed, on every attempt
                the retry policy allowed.

        Examples:
            failed = lw.list_flow_runs(flow="hplc_chromatography_ingest", state="failed", limit=20)
            for run in failed:
                print(run.started_at, run.id, run.error)

        Notes:
            - One request: `limit` is the page size of [get-flow-runs](/api/get-flow-runs). To go past 500
              runs, use `iter_flow_runs` or `list_flow_runs_page`.
        """

    def iter_flow_runs(
        self,
        flow: str | None = None,
        state: str | None = None,
        trigger: str | None = None,
        queued_after: datetime.datetime | None = None,
        queued_before: datetime.datetime | None = None,
        page_size: int = 500,
    ) -> Iterator[FlowRun]:
        """Yield flow runs, most recently queued first, across as many pages as the filters match.

        Added in 3.6.

        Args:
            flow: A flow name or id; `None` for runs of every flow.
            state: Only runs in this state.
            trigger: Only runs started this way: `manual`, `schedule`, `agent`, `s3_event`,
                `benchling_event`, `webhook` or `api`.
            queued_after: Only runs queued at or after this time (timezone-aware).
            queued_before: Only runs queued before this time.
            page_size: Runs per request, 1 to 500.

        Returns:
            The runs, newest first. The next page is requested when the loop reaches the end of the current
            one.

        Raises:
            NotFoundError: `flow` names no flow.
            InvalidRequestError: A filter value is not valid, a datetime is naive, or the cursor expired
                after 24 hours (HTTP 400).
            AuthenticationError: The API key or the runtime credentials are missing, expired or revoked
                (HTTP 401).
            PermissionDeniedError: The key's role does not allow the operation (HTTP 403).
            RateLimitError: The key exceeded 600 requests per minute and the automatic retries (three by
                default) did not get through (HTTP 429).
            ServerError: Labwire answered `internal_error` (HTTP 500) on every attempt the retry policy
                allowed, or at once for a call that is not retried.
            NetworkError: No answer arrived within `timeout_s`, or the connection failed, on every attempt
                the retry policy allowed.

        Examples:
            import datetime as dt

            start = dt.datetime(2025, 10, 1, tzinfo=dt.timezone.utc)
            end = dt.datetime(2025, 11, 1, tzinfo=dt.timezone.utc)
            failed = sum(
                1 for run in lw.iter_flow_runs(state="failed", queued_after=start, queued_before=end)
            )
            print(f"{failed} failed runs in October")

        Notes:
            - Wraps [get-flow-runs](/api/get-flow-runs) (`flowId`, `state`, `trigger`, `queuedAfter`,
              `queuedBefore`), following `nextCursor` until it is null. Runs are kept for 400 days.
        """

    def list_flow_runs_page(
        self,
        flow: str | None = None,
        state: str | None = None,
        trigger: str | None = None,
        queued_after: datetime.datetime | None = None,
        queued_before: datetime.datetime | None = None,
        limit: int = 50,
        cursor: str | None = None,
    ) -> FlowRunPage:
        """Return one page of flow runs and the cursor of the next page.

        Added in 3.6.

        Args:
            flow: A flow name or id.
            state: Only runs in this state.
            trigger: Only runs started this way.
            queued_after: Only runs queued at or after this time.
            queued_before: Only runs queued before this time.
            limit: Runs in the page, 1 to 500.
            cursor: The `next_cursor` of the previous page, sent with the same filters; `None` for the first
                page.

        Returns:
            The runs of the page, newest first, and `next_cursor` (`None` on the last page).

        Raises:
            NotFoundError: `flow` names no flow.
            InvalidRequestError: `limit` is outside 1 to 500, or the cursor is older than 24 hours or was
                sent with other filters (HTTP 400).
            AuthenticationError: The API key or the runtime credentials are missing, expired or revoked
                (HTTP 401).
            PermissionDeniedError: The key's role does not allow the operation (HTTP 403).
            RateLimitError: The key exceeded 600 requests per minute and the automatic retries (three by
                default) did not get through (HTTP 429).
            ServerError: Labwire answered `internal_error` (HTTP 500) on every attempt the retry policy
                allowed, or at once for a call that is not retried.
            NetworkError: No answer arrived within `timeout_s`, or the connection failed, on every attempt
                the retry policy allowed.

        Examples:
            page = lw.list_flow_runs_page(flow="plate_reader_absorbance", state="failed", limit=100)
            while True:
                for run in page.runs:
                    print(run.id, run.error)
                if page.next_cursor is None:
                    break
                page = lw.list_flow_runs_page(
                    flow="plate_reader_absorbance", state="failed", limit=100, cursor=page.next_cursor
                )
        """

    def send_alert(
        self,
        subject: str,
        message: str,
        severity: str = "info",
        recipients: list[str] | None = None,
    ) -> None:
        """Send an alert to people in the environment by e-mail and in the web app.

        Added in 2.5.

        Args:
            subject: A short subject line, up to 200 characters.
            message: The body, in Markdown, up to 10,000 characters; longer messages are cut and end with a
                note that they were cut.
            severity: `"info"`, `"warning"` or `"critical"`.
            recipients: E-mail addresses. `None` in a flow run or a node test sends to the recipients of the
                flow's **Alert from code** notification rules whose minimum severity the alert meets;
                elsewhere, `recipients` is required.

        Returns:
            Nothing.

        Raises:
            InvalidRequestError: `severity` is not one of the three values, a recipient is not an e-mail
                address, or `recipients` is `None` outside a flow run or node test (HTTP 422).
            AuthenticationError: The API key or the runtime credentials are missing, expired or revoked
                (HTTP 401).
            PermissionDeniedError: The key's role does not allow the operation (HTTP 403).
            RateLimitError: The key exceeded 600 requests per minute and the automatic retries (three by
                default) did not get through (HTTP 429).
            ServerError: Labwire answered `internal_error` (HTTP 500) on every attempt the retry policy
                allowed, or at once for a call that is not retried.
            NetworkError: No answer arrived within `timeout_s`, or the connection failed, on every attempt
                the retry policy allowed.

        Examples:
            lw.send_alert(
                subject="HPLC-02: system suitability failed",
                message="Tailing factor 2.4 for caffeine (limit 2.0) in run **2025-10-14-0423**.",
                severity="warning",
                recipients=["qc-lab@acme.example"],
            )

        Notes:
            - Recipients who are users of the environment also get the alert in the web app, under the bell
              icon. Other addresses get e-mail only.
            - A flow run sends at most 20 alerts; later calls are written to the node log instead of being
              sent.
            - See [Sending alerts](/sdk/SendingAlerts) for who receives what, and `labwire.alerts` for
              helpers that format tables and send an alert when a block of code fails.
        """

    def get_secret(self, name: str) -> str:
        """Read a secret stored under **Admin → Secrets**.

        Added in 2.3.

        Args:
            name: The secret name, for example `BENCHLING_API_KEY`.

        Returns:
            The secret value.

        Raises:
            NotFoundError: No secret has this name.
            PermissionDeniedError: The code does not run in a flow run, a node test or an agent processor.
                Labwire returns secret values only to those; with a personal API key the value is withheld.
            AuthenticationError: The API key or the runtime credentials are missing, expired or revoked
                (HTTP 401).
            PermissionDeniedError: The key's role does not allow the operation (HTTP 403).
            RateLimitError: The key exceeded 600 requests per minute and the automatic retries (three by
                default) did not get through (HTTP 429).
            ServerError: Labwire answered `internal_error` (HTTP 500) on every attempt the retry policy
                allowed, or at once for a call that is not retried.
            NetworkError: No answer arrived within `timeout_s`, or the connection failed, on every attempt
                the retry policy allowed.

        Examples:
            import requests

            token = lw.get_secret("ELN_API_TOKEN")
            response = requests.get(
                "https://eln.acme.example/api/experiments",
                headers={"Authorization": f"Bearer {token}"},
                timeout=30,
            )

        Notes:
            - Never print or log a secret, and never return it in a table or file. Values are cached for the
              lifetime of the client.
            - Every read of a secret is recorded in the audit log with the caller and the secret name.
        """

    def with_retry_policy(self, policy: RetryPolicy) -> Labwire:
        """Return a client for the same environment and credentials that retries by another policy.

        Added in 3.2.

        Args:
            policy: How the new client retries and paces its requests.

        Returns:
            A new client. The original keeps its own policy; both share one connection pool and one secret
            cache.

        Examples:
            from labwire import Labwire, RetryPolicy

            lw = Labwire()
            patient = lw.with_retry_policy(RetryPolicy(max_retries=6, max_backoff_s=60.0))
            df = patient.query("SELECT COUNT(*) AS n FROM plate_reads")

        Notes:
            - Inside a flow node the `lw` argument keeps the default policy; derive a client from it for the
              calls that need another one.
        """


class NodeReturn:
    """What the `execute` function of a flow node returns: tables to write, files to store and tags to
    apply.
    """

    def __init__(
        self,
        tables_to_upload: dict[str, pandas.DataFrame] | None = None,
        files_to_store: dict[str, bytes] | None = None,
        tags: dict[str, str] | None = None,
    ) -> None:
        """Describe the outputs of a node. Labwire writes them after `execute` returns without an exception.

        Args:
            tables_to_upload: Table name (lower snake_case) to rows. Rows are written with the node's
                `write_mode` parameter (`append` or `replace`); a table is created on its first write.
            files_to_store: Path to file content. A path without a leading slash is stored under the node's
                `output_folder`; a path such as `/archive/run.csv` is stored at exactly that path.
            tags: Tags put on every file in `files_to_store` and on the node's input files.

        Returns:
            The node outputs.

        Raises:
            TypeError: A table value is not a DataFrame or a file value is not `bytes`.

        Examples:
            from typing import Any
            import io

            import pandas as pd
            from labwire import Labwire, NodeReturn


            def execute(file_name: str, file_data: bytes, params: dict[str, Any], lw: Labwire) -> NodeReturn:
                reads = pd.read_csv(io.BytesIO(file_data))
                reads["plate_id"] = file_name.removesuffix(".csv")
                summary = reads.groupby("plate_id", as_index=False)["absorbance"].mean()
                return NodeReturn(
                    tables_to_upload={"plate_reads": reads, "plate_summaries": summary},
                    files_to_store={f"processed/{file_name}": reads.to_csv(index=False).encode()},
                    tags={"instrument": str(params.get("instrument", "Synergy-H1"))},
                )

        Notes:
            - Labwire writes the outputs only when `execute` returns; a node that raises writes nothing. The
              tables and files are also passed to the nodes below.
            - Rows written from a `NodeReturn` carry the flow run id in `_lw_flow_run_id`, so the rows of
              one run can always be found again.
            - If a later node of the same flow run fails, the tables and files of earlier nodes stay
              written.
            - A test run in the node editor shows the outputs without writing them.
        """

    @property
    def tables_to_upload(self) -> dict[str, pandas.DataFrame]:
        """The tables, empty when none were given."""

    @property
    def files_to_store(self) -> dict[str, bytes]:
        """The files, empty when none were given."""

    @property
    def tags(self) -> dict[str, str]:
        """The tags for the stored files, empty when none were given."""


@dataclass(frozen=True)
class FileInfo:
    """The record of a stored file, as returned by the file methods of `Labwire`.

    Notes:
        - A frozen dataclass: fields cannot be assigned, two records with the same values compare equal,
          and `dataclasses.asdict(info)` turns one into a dictionary, for example to build a DataFrame
          of many files.
        - A record is a snapshot taken when the call returned. Call `get_file` again to see tags changed
          since.
    """

    @property
    def id(self) -> str:
        """The file id, used by `read_file`, `tag_file` and the file inputs of flows."""

    @property
    def path(self) -> str:
        """The full path in the file storage, starting with `/`, for example
        `/instruments/hplc-02/2025-10-14/run_0423.cdf`.
        """

    @property
    def size_bytes(self) -> int:
        """Size of the content in bytes."""

    @property
    def tags(self) -> dict[str, str]:
        """Tag type to value."""

    @property
    def created_at(self) -> datetime.datetime:
        """When the file was stored (UTC, timezone-aware)."""


@dataclass(frozen=True)
class FlowRun:
    """The record of one run of a flow.

    Added in 2.8.

    Notes:
        - A frozen dataclass, like `FileInfo`: a snapshot of the run when the call returned. Call
          `get_flow_run` or `wait_for_flow_run` for its state now.
    """

    @property
    def id(self) -> str:
        """The flow run id."""

    @property
    def flow_id(self) -> str:
        """The id of the flow that ran."""

    @property
    def state(self) -> FlowRunState:
        """`queued`, `running`, `succeeded`, `failed` or `cancelled`; a `str` typed as the `Literal` alias
        `FlowRunState`.
        """

    @property
    def trigger(self) -> str:
        """What started the run: `manual`, `schedule`, `agent`, `s3_event`, `benchling_event`, `webhook` or
        `api`.
        """

    @property
    def started_at(self) -> datetime.datetime | None:
        """When the run started (UTC); `None` while queued."""

    @property
    def finished_at(self) -> datetime.datetime | None:
        """When the run reached a final state; `None` before."""

    @property
    def error(self) -> str | None:
        """The error message of a failed run; `None` otherwise."""


@dataclass(frozen=True)
class FilePage:
    """One page of files from `list_files_page`, with the cursor of the next page.

    Added in 3.6.

    Notes:
        - A frozen dataclass.
    """

    @property
    def files(self) -> list[FileInfo]:
        """The files of the page, most recently stored first; empty when nothing matches."""

    @property
    def next_cursor(self) -> str | None:
        """Pass it as `cursor`, with the same filters, to get the next page; `None` on the last page. Valid for
        24 hours.
        """


@dataclass(frozen=True)
class FlowRunPage:
    """One page of flow runs from `list_flow_runs_page`, with the cursor of the next page.

    Added in 3.6.

    Notes:
        - A frozen dataclass.
    """

    @property
    def runs(self) -> list[FlowRun]:
        """The runs of the page, most recently queued first; empty when nothing matches."""

    @property
    def next_cursor(self) -> str | None:
        """Pass it as `cursor`, with the same filters, to get the next page; `None` on the last page. Valid for
        24 hours.
        """


class RetryPolicy:
    """How a client retries rate-limited and failed requests, and how fast it may send them.

    Added in 3.2.
    """

    def __init__(
        self,
        max_retries: int = 3,
        backoff_s: float = 1.0,
        max_backoff_s: float = 30.0,
        retry_server_errors: bool = True,
        requests_per_minute: int | None = None,
    ) -> None:
        """Describe retries and pacing. Give the policy to a client with `Labwire.with_retry_policy`.

        Args:
            max_retries: Retries after the first attempt, 0 to 10. With `0`, the first `429` or `500` raises
                at once.
            backoff_s: Wait before the first retry of a server error or a request that got no answer, in
                seconds; it doubles with each further retry.
            max_backoff_s: Longest wait between two attempts after a server error, in seconds. The wait that
                a `Retry-After` header asks for is never shortened.
            retry_server_errors: Whether to retry `internal_error` (HTTP 500) responses and requests that
                got no answer. Rate-limited requests are retried either way.
            requests_per_minute: When set, the client spaces its requests so that it sends at most this many
                per minute, counted across every thread that shares the client; 1 to 600. `None` sends as
                fast as the code calls.

        Returns:
            The policy, a frozen dataclass.

        Raises:
            ValueError: `max_retries` is outside 0 to 10, a wait is negative, or `requests_per_minute` is
                outside 1 to 600.

        Examples:
            from labwire import Labwire, RetryPolicy

            # A nightly backfill that shares its API key with an instrument integration:
            # leave the integration half of the key's 600 requests per minute.
            lw = Labwire().with_retry_policy(RetryPolicy(max_retries=5, requests_per_minute=300))

        Notes:
            - After a `429`, the client waits the number of seconds in the `Retry-After` header, plus up to
              one second chosen at random so that clients limited together do not retry together.
            - After a `500` or a request without an answer, it waits `backoff_s`, then twice that, then four
              times, up to `max_backoff_s`, each wait shortened by a random part of up to half (jitter).
            - Only requests that are safe to repeat are retried after a `500` or a lost answer; see [Errors
              and retries](/sdk/ErrorsAndRetries#what-the-sdk-retries).
        """

    @property
    def max_retries(self) -> int:
        """Retries after the first attempt."""

    @property
    def backoff_s(self) -> float:
        """First wait after a server error, in seconds."""

    @property
    def max_backoff_s(self) -> float:
        """Longest wait after a server error, in seconds."""

    @property
    def retry_server_errors(self) -> bool:
        """Whether server errors and lost answers are retried."""

    @property
    def requests_per_minute(self) -> int | None:
        """The pacing of the client, or `None`."""


class LabwireError(Exception):
    """Base class of every exception the SDK raises for an API error.

    Notes:
        - `str(err)` is the message followed by the code, the HTTP status and the request id, for
          example `Table plate_reads has no column wel. (validation_failed, HTTP 422, request
          req_01K7GZYXY0GCW8T7SWM4FV4DK8)`. The message is written for people and may change; branch on
          the class or on `code`.
    """

    @property
    def code(self) -> str:
        """The API error code, for example `not_found`."""

    @property
    def status(self) -> int | None:
        """The HTTP status, or `None` for errors raised before a request."""

    @property
    def message(self) -> str:
        """The message of the API error."""

    @property
    def request_id(self) -> str | None:
        """The `requestId` of the failed request; quote it when you contact support."""

    @property
    def details(self) -> list[ErrorDetail]:
        """The problems the API listed, one per field or row, for `validation_failed` and some `bad_request`
        and `conflict` errors; empty otherwise.
        """


@dataclass(frozen=True)
class ErrorDetail:
    """One problem of a rejected request, as listed in the `details` of the API error.

    Notes:
        - A frozen dataclass.
    """

    @property
    def field(self) -> str | None:
        """Where the problem is: a dotted path into the request, such as `rows[3].absorbance`, or a parameter
        name; `None` when it is not tied to a field.
        """

    @property
    def issue(self) -> str:
        """A stable, machine-readable name, such as `type_mismatch`, `unknown_column`, `required`,
        `query_timeout` or `duplicate_external_id`.
        """

    @property
    def message(self) -> str:
        """The problem explained for a person."""


class ConfigurationError(LabwireError):
    """No environment or no credentials could be found when the client was created.

    Notes:
        - Raised before any request: `code` is `configuration_error`, `status` and `request_id` are
          `None`.
    """


class AuthenticationError(LabwireError):
    """The API key or runtime credentials were refused (`unauthenticated`, HTTP 401)."""


class PermissionDeniedError(LabwireError):
    """The role of the key or user does not allow the operation (`forbidden`, HTTP 403)."""


class NotFoundError(LabwireError):
    """The table, file, flow, flow run or secret does not exist (`not_found`, HTTP 404)."""


class ConflictError(LabwireError):
    """The request conflicts with the current state, such as a file that already exists (`conflict`, HTTP
    409).
    """


class InvalidRequestError(LabwireError):
    """The request was malformed or failed validation (`bad_request` 400 or `validation_failed` 422).
    """


class RateLimitError(LabwireError):
    """The key exceeded the rate limit and the automatic retries were used up (`rate_limited`, HTTP 429).
    """

    @property
    def retry_after_s(self) -> float:
        """The wait the API asked for in its `Retry-After` header, in seconds."""


class ServerError(LabwireError):
    """Labwire failed to handle a valid request (`internal_error`, HTTP 500) on every attempt the retry
    policy allowed.
    """


class NetworkError(LabwireError):
    """No answer reached the client: the connection failed or took longer than `timeout_s`, on every
    attempt the retry policy allowed.

    Notes:
        - `status` and `request_id` are `None`, and `code` is `network_error`: the request may or may
          not have reached Labwire.
    """


class QueryError(InvalidRequestError):
    """A SQL query failed to compile or run, or ran longer than 60 seconds.

    Notes:
        - The API answers such a query with `validation_failed`, the code of `InvalidRequestError`;
          the query methods (`query`, `iter_query`, `read_table`) raise this subclass of it, so the
          error code still decides the class and `except InvalidRequestError` catches it too.
    """


class FlowRunTimeoutError(LabwireError):
    """`wait_for_flow_run` gave up before the run reached a final state.

    Added in 2.8.
    """

    @property
    def flow_run(self) -> FlowRun:
        """The run as it was at the last check."""
