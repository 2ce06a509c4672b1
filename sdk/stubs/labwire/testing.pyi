# docs-page: /sdk/TestingNodes
# docs-category: guide
"""Test flow nodes, processors and scripts without an environment: the in-memory `FakeLabwire` client
and `run_node`, which calls `execute` and checks its `NodeReturn` the way a flow run does.

Added in 3.4.
"""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pandas

from labwire import FileInfo, Labwire, LabwireError, NodeReturn


class FakeLabwire(Labwire):
    """An in-memory stand-in for `Labwire`: tables, files, tags, flow runs, alerts and secrets live in
    dictionaries, and no request leaves the process.

    Notes:
        - Use a fake for the logic of your code: what it reads, what it returns and what it decides.
          Test SQL, tag types and permissions against a development environment, which the fake does not
          imitate.
    """

    def __init__(
        self,
        environment: str = "test",
        tables: dict[str, pandas.DataFrame] | None = None,
        files: dict[str, bytes] | None = None,
        secrets: dict[str, str] | None = None,
    ) -> None:
        r"""Create a fake client, optionally seeded with tables, files and secrets.

        Args:
            environment: The value of `environment`; `base_url` is built from it as for a real client.
            tables: Tables that exist before the test, by name. They are copied; later writes do not change
                your frames.
            files: Files that exist before the test, by path. Each gets an id such as `fil_test_0001`, in
                the order given.
            secrets: Secret name to value, for `get_secret`. Unlike a real client, the fake returns secrets
                anywhere.

        Returns:
            The fake client. It is an instance of `Labwire`, so type checkers accept it where a `Labwire` is
            expected.

        Raises:
            TypeError: A table value is not a DataFrame or a file value is not `bytes`.

        Examples:
            import pandas as pd
            from labwire.testing import FakeLabwire

            fake = FakeLabwire(
                tables={"plate_layouts": pd.DataFrame({"plate_id": ["P-2025-0142"], "well": ["A1"], "sample_id": ["S-0142"]})},
                files={"/instruments/synergy-h1/P-2025-0142.csv": b"well,absorbance\nA1,0.82\n"},
                secrets={"ELN_API_TOKEN": "test-token"},
            )
            print(fake.list_tables())  # ['plate_layouts']

        Notes:
            - Tables: `read_table` without `where`, `list_tables`, `describe_table`, `write_table` and
              `stream_rows` work on the `tables` dictionary, with column types inferred as a real client
              does. SQL is not evaluated: `query`, `iter_query` and `read_table` with `where` are answered
              by `on_query`.
            - Files: `list_files`, `iter_files`, `get_file`, `read_file`, `upload_file` (with
              `ConflictError` for an existing path), `tag_file` and `untag_file` work on the `files`
              dictionary. Tag types are not checked.
            - Flow runs: `trigger_flow` records the call in `triggered` and returns a run that is already
              final, `succeeded` unless `set_flow_outcome` says otherwise; `wait_for_flow_run` and
              `get_flow_run` return it at once.
            - `send_alert` records the alert in `alerts` and sends nothing. `get_secret` raises
              `NotFoundError` for a name that was not seeded.
            - `benchling` and `ai` are not faked: they raise `ConfigurationError` on a fake. Pass Benchling
              code a stand-in of its own, for example `unittest.mock.create_autospec(Benchling,
              instance=True)`, and keep `lw.ai` calls out of unit tests.
        """

    @property
    def tables(self) -> dict[str, pandas.DataFrame]:
        """Every table as it is now: the seeded ones plus what `write_table` and `stream_rows` wrote. Rows
        written by the fake have `_lw_flow_run_id` NULL and `_lw_ingested_at` set.
        """

    @property
    def files(self) -> dict[str, bytes]:
        """Every stored file as it is now, by path."""

    @property
    def alerts(self) -> list[SentAlert]:
        """The alerts `send_alert` would have sent, in order."""

    @property
    def triggered(self) -> list[tuple[str, dict[str, Any]]]:
        """The flow name or id and the inputs of every `trigger_flow` call, in order."""

    @property
    def calls(self) -> list[str]:
        """The name of every client method called, in order, for example `["read_table", "write_table"]`. Use
        it to check how many requests code would send.
        """

    def add_file(self, path: str, content: bytes, tags: dict[str, str] | None = None) -> FileInfo:
        """Store a file in the fake, as if it had been uploaded before the test, and return its record.

        Args:
            path: The full path, starting with `/`.
            content: The content.
            tags: Tags the file carries.

        Returns:
            The record, with a generated id and `created_at` set to now.

        Raises:
            ConflictError: A file already exists at `path`.

        Examples:
            from pathlib import Path

            from labwire.testing import FakeLabwire

            fake = FakeLabwire()
            raw = fake.add_file(
                "/instruments/hplc-02/2025-10-14/run_0423.cdf",
                Path("tests/data/run_0423.cdf").read_bytes(),
                tags={"instrument": "HPLC-02"},
            )
            assert fake.get_file(raw.id).tags == {"instrument": "HPLC-02"}
        """

    def on_query(self, pattern: str, result: pandas.DataFrame) -> None:
        """Answer the SQL queries that contain a text with a fixed result.

        Args:
            pattern: Text to look for in the SQL, ignoring case and runs of white space, for example `FROM
                caffeine_standards`.
            result: The rows to return, as `query` would.

        Returns:
            Nothing.

        Examples:
            import pandas as pd
            from labwire.testing import FakeLabwire

            fake = FakeLabwire()
            fake.on_query(
                "FROM caffeine_standards",
                pd.DataFrame({"amount_ug_per_ml": [5.0, 10.0, 25.0, 50.0], "area": [10.4, 20.9, 52.1, 103.8]}),
            )
            standards = fake.query("SELECT amount_ug_per_ml, area FROM caffeine_standards WHERE sequence = @seq", params={"seq": "SEQ-1"})

        Notes:
            - The first registered pattern that matches wins. A query that matches no pattern raises
              `QueryError` whose message lists the patterns, so a test fails with the SQL it did not expect.
            - Parameters are not substituted and not checked; assert on them through your own code if they
              matter.
        """

    def set_flow_outcome(
        self,
        flow: str,
        state: str = "succeeded",
        error: str | None = None,
    ) -> None:
        """Choose how the runs that `trigger_flow` starts for a flow end.

        Args:
            flow: The flow name or id, as your code passes it to `trigger_flow`.
            state: `"succeeded"`, `"failed"` or `"cancelled"`.
            error: The `error` of the runs, for `failed`.

        Returns:
            Nothing.

        Raises:
            ValueError: `state` is not a final flow run state.

        Examples:
            from labwire.testing import FakeLabwire

            fake = FakeLabwire()
            fake.set_flow_outcome("plate_reader_absorbance", state="failed", error="No 'Well' column in plate_0042.csv")
            run = fake.trigger_flow("plate_reader_absorbance", inputs={"plate_file": "fil_test_0001"})
            assert fake.wait_for_flow_run(run.id).state == "failed"
        """

    def fail_next(self, method: str, code: str, times: int = 1) -> None:
        """Make the next calls of a method raise the exception of an API error code.

        Args:
            method: The client method, for example `"read_table"` or `"trigger_flow"`.
            code: An API error code: `unauthenticated`, `forbidden`, `not_found`, `conflict`, `bad_request`,
                `validation_failed`, `rate_limited` or `internal_error`, or `network_error`.
            times: How many calls fail before the method works again.

        Returns:
            Nothing.

        Raises:
            ValueError: `method` is not a client method or `code` is not an error code.

        Examples:
            from labwire import RateLimitError
            from labwire.testing import FakeLabwire

            fake = FakeLabwire()
            fake.fail_next("list_tables", "rate_limited")
            try:
                fake.list_tables()
            except RateLimitError as err:
                print(err.code, err.retry_after_s)  # rate_limited 12.0

        Notes:
            - The fake raises the exception a real client raises after its retries are used up:
              `rate_limited` gives `RateLimitError` (with `retry_after_s` 12.0), `internal_error` gives
              `ServerError`, `network_error` gives `NetworkError`, `validation_failed` and `bad_request`
              give `InvalidRequestError`, and so on. It does not wait or retry.
        """


@dataclass(frozen=True)
class SentAlert:
    """An alert recorded by `FakeLabwire.send_alert`.

    Notes:
        - A frozen dataclass.
    """

    @property
    def subject(self) -> str:
        """The subject."""

    @property
    def message(self) -> str:
        """The Markdown body."""

    @property
    def severity(self) -> str:
        """`info`, `warning` or `critical`."""

    @property
    def recipients(self) -> list[str] | None:
        """The recipients given, or `None`."""


def run_node(
    execute: Callable[..., NodeReturn],
    inputs: dict[str, Any] | None = None,
    params: dict[str, Any] | None = None,
    lw: Labwire | None = None,
) -> NodeReturn:
    """Call the `execute` function of a node as a flow run would, and check what it returns.

    Args:
        execute: The `execute` function of the node.
        inputs: The node inputs by argument name: `file_name` and `file_data` for a one-file node,
            `files`, `tables` or `event` for the others. `None` for a node without inputs.
        params: The node parameters; `None` passes `{}`.
        lw: The client to pass as `lw`; `None` passes a new `FakeLabwire()`.

    Returns:
        What `execute` returned, after the checks. Nothing is written or stored.

    Raises:
        TypeError: `execute` did not return a `NodeReturn`, or an argument it needs is missing from
            `inputs`.
        ValueError: A table or column name is not lower snake_case, starts with `_lw_` or is longer than
            128 characters, a column holds values of mixed types, or a file path is empty.
        Exception: Whatever `execute` raised, unchanged.

    Examples:
        from pathlib import Path

        from labwire.testing import run_node

        from plate_reader_node import execute

        result = run_node(
            execute,
            inputs={"file_name": "P-2025-0142.csv", "file_data": Path("tests/data/P-2025-0142.csv").read_bytes()},
            params={"instrument": "PR-SYNERGY-1", "blank_absorbance": 0.04},
        )
        assert len(result.tables_to_upload["plate_reads"]) == 96

    Notes:
        - Inputs, `params` and `lw` are passed as keyword arguments, so the argument names of `execute`
          must be the names in the signature table of the [node editor](/app/flows/NodeEditor).
        - The checks are those a flow run makes before it writes: the same names, types and reserved
          prefixes. A node that passes them can still fail on a table whose existing column types
          differ; the fake does not know your tables unless you seed them.
    """


def api_error(code: str, message: str = "Raised by a test.") -> LabwireError:
    """Build the exception a client raises for an API error code, to raise from mocks and stand-ins in
    tests.

    Args:
        code: An API error code, as for `FakeLabwire.fail_next`: `not_found`, `rate_limited`,
            `internal_error`, `network_error` and the others.
        message: The `message` of the exception.

    Returns:
        An instance of the matching class, such as `NotFoundError` for `not_found` or `RateLimitError`
        (with `retry_after_s` 12.0) for `rate_limited`, with the HTTP status of the code and
        `request_id` `req_test`.

    Raises:
        ValueError: `code` is not an error code.

    Examples:
        from unittest.mock import create_autospec

        from labwire.benchling import Benchling
        from labwire.testing import api_error

        client = create_autospec(Benchling, instance=True)
        client.get_entity.side_effect = api_error("not_found", "Entity bfi_gone0000 was not found.")

    Notes:
        - The exception classes of the SDK are raised by the client, not built by your code; this
          function is the supported way to get one in a test.
    """
