# docs-page: /sdk/markdowns/AgentSDK
# docs-category: core
"""The types an agent processor receives and returns, and helpers to write and test processors.

Added in 2.0.
"""

import datetime
import logging
import pathlib
from collections.abc import Callable
from typing import Any

from labwire import Labwire

EVENT_KINDS: tuple[str, ...] = ("file", "schedule", "cloud_file", "oneshot")
"""The values of `TriggerEvent.kind`."""


class TriggerEvent:
    """What fired the connection: a new file, a schedule tick, a file delivered from the cloud, or a
    one-shot run.
    """

    @property
    def kind(self) -> str:
        """`"file"` (filewatcher), `"schedule"` (cron), `"cloud_file"` (cloudwatcher) or `"oneshot"`.
        """

    @property
    def path(self) -> str | None:
        """Absolute local path of the file for `file`, `cloud_file` and `oneshot` events; `None` for
        `schedule` events.
        """

    @property
    def fired_at(self) -> datetime.datetime:
        """When the trigger fired (UTC, timezone-aware)."""

    @property
    def file_id(self) -> str | None:
        """For `cloud_file` events, the id of the Labwire file that was delivered; `None` otherwise.
        """


class ProcessorContext:
    """What a processor can use besides the event: the connection settings, a logger and a Labwire client.
    """

    @property
    def connection_id(self) -> str:
        """The id of the connection running the processor."""

    @property
    def params(self) -> dict[str, Any]:
        """The connection parameters set in the web app, by name.

        Added in 2.7.
        """

    @property
    def log(self) -> logging.Logger:
        """A logger whose records go to the connection log in the web app and to the gateway log files.
        """

    @property
    def lw(self) -> Labwire:
        """A client that acts as the connection."""

    @property
    def state_dir(self) -> pathlib.Path:
        """A folder private to the connection that survives restarts and updates, for small state such as the
        last processed row.
        """


class ProcessorResult:
    """What the processor asks the action to do with the event."""

    def __init__(
        self,
        files: list[str] | None = None,
        flow_inputs: dict[str, Any] | None = None,
        rows: list[dict[str, Any]] | None = None,
        skip: bool = False,
    ) -> None:
        """Describe the work for the action. Fields left at `None` use the default of the action.

        Args:
            files: Local paths to upload (`upload_files` and `trigger_flow` actions). `None` sends the
                event's own file.
            flow_inputs: Values for the flow's inputs, by input name (`trigger_flow` action). The uploaded
                files reach the flow through its Input File node.
            rows: Rows to append to the target table, one dictionary per row (`stream_data` action, in
                batches of at most 1,000 rows and 5 MB). Added in 2.2.
            skip: When `True`, the event ends with no action and is recorded as skipped.

        Returns:
            The result.

        Examples:
            from labwire.agent import ProcessorContext, ProcessorResult, TriggerEvent


            def process(event: TriggerEvent, ctx: ProcessorContext) -> ProcessorResult:
                if event.path is None or not event.path.lower().endswith(".cdf"):
                    return ProcessorResult(skip=True)
                return ProcessorResult(files=[event.path], flow_inputs={"instrument": ctx.params["instrument"]})
        """

    @property
    def files(self) -> list[str] | None:
        """The files to upload."""

    @property
    def flow_inputs(self) -> dict[str, Any] | None:
        """The flow inputs."""

    @property
    def rows(self) -> list[dict[str, Any]] | None:
        """The rows to stream.

        Added in 2.2.
        """

    @property
    def skip(self) -> bool:
        """Whether the event is skipped."""


def wait_until_stable(path: str, quiet_s: float = 5.0, timeout_s: float = 300.0) -> bool:
    """Wait until a file stops growing, so that a processor does not read a file the instrument is still
    writing.

    Added in 3.7.

    Args:
        path: The local file path.
        quiet_s: How long, in seconds, the size and modification time must stay unchanged.
        timeout_s: The longest wait, in seconds.

    Returns:
        `True` when the file was stable for `quiet_s`, `False` when `timeout_s` passed first.

    Raises:
        FileNotFoundError: The file disappeared while waiting.

    Examples:
        from labwire.agent import ProcessorContext, ProcessorResult, TriggerEvent, wait_until_stable


        def process(event: TriggerEvent, ctx: ProcessorContext) -> ProcessorResult:
            assert event.path is not None
            if not wait_until_stable(event.path, quiet_s=10.0, timeout_s=480.0):
                ctx.log.warning("still being written after 8 minutes: %s", event.path)
                return ProcessorResult(skip=True)
            return ProcessorResult()

    Notes:
        - Filewatcher connections already wait for the settle time set on the connection. Call this for
          instruments that pause mid-run for longer than the settle time, such as long plate reader
          kinetics.
    """


def run_processor(
    process: Callable[[TriggerEvent, ProcessorContext], ProcessorResult],
    path: str | None = None,
    kind: str = "file",
    params: dict[str, Any] | None = None,
    lw: Labwire | None = None,
) -> ProcessorResult:
    """Call a processor once on your own computer with a made-up event, to test it before you build the
    agent.

    Added in 3.7.

    Args:
        process: Your `process` function.
        path: The file the event points at, for `file`, `cloud_file` and `oneshot` events.
        kind: The event kind.
        params: The connection parameters to pass in `ctx.params`.
        lw: The client for `ctx.lw`; `None` builds one from `LABWIRE_ENVIRONMENT` and `LABWIRE_API_KEY`.

    Returns:
        What the processor returned. `None` from the processor comes back as `ProcessorResult()`.

    Raises:
        ValueError: `kind` is not an event kind, or `path` is missing for a kind that carries a file.
        Exception: Whatever the processor raised.

    Examples:
        from labwire.agent import run_processor

        from processor import process

        result = run_processor(process, path="samples/run_0423.cdf", params={"instrument": "HPLC-02"})
        assert result.files == ["samples/run_0423.cdf"]
        assert result.flow_inputs == {"instrument": "HPLC-02"}

    Notes:
        - `ctx.log` prints to the console and `ctx.state_dir` is a temporary folder that is removed
          afterwards.
    """
