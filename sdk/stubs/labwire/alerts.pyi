# docs-page: /sdk/SendingAlerts
# docs-category: guide
"""Helpers around `Labwire.send_alert`: format tables for a message, and send an alert when a block of
code fails.

Added in 3.3.
"""

from contextlib import contextmanager
from collections.abc import Iterator

import pandas

from labwire import Labwire

SEVERITIES: tuple[str, ...] = ("info", "warning", "critical")
"""The severities `send_alert` accepts, lowest first."""


def format_table(
    df: pandas.DataFrame,
    max_rows: int = 20,
    columns: list[str] | None = None,
    float_format: str = "{:.4g}",
) -> str:
    r"""Render a DataFrame as a Markdown table for the body of an alert.

    Args:
        df: The rows to show.
        max_rows: Rows shown before the rest are counted in a final line.
        columns: Columns to show, in order; `None` shows all.
        float_format: Format applied to float values.

    Returns:
        A Markdown table, followed by "and N more rows" when rows were left out.

    Raises:
        KeyError: A name in `columns` is not a column of `df`.

    Examples:
        from labwire.alerts import format_table

        out_of_range = df[df["absorbance"] > 3.5]
        lw.send_alert(
            "Plate PLT-0042: saturated wells",
            "These wells read above 3.5 AU:\n\n" + format_table(out_of_range, columns=["well", "absorbance"]),
            severity="warning",
        )
    """


@contextmanager
def alert_on_failure(
    lw: Labwire,
    subject: str,
    severity: str = "critical",
    recipients: list[str] | None = None,
) -> Iterator[None]:
    """Send an alert when the code inside the `with` block raises, then re-raise the exception.

    Args:
        lw: The client that sends the alert.
        subject: The subject of the alert.
        severity: `"info"`, `"warning"` or `"critical"`.
        recipients: As for `Labwire.send_alert`.

    Returns:
        A context manager.

    Raises:
        Exception: Whatever the block raised, unchanged, after the alert was sent.

    Examples:
        from typing import Any
        import pandas as pd
        from labwire import Labwire, NodeReturn
        from labwire.alerts import alert_on_failure


        def execute(tables: dict[str, pd.DataFrame], params: dict[str, Any], lw: Labwire) -> NodeReturn:
            with alert_on_failure(lw, "Nightly stability export failed", recipients=["stability@acme.example"]):
                df = lw.query("SELECT * FROM stability_results WHERE pulled_on = CURRENT_DATE()")
                lw.write_table("stability_export", df, mode="replace")
            return NodeReturn()

    Notes:
        - The message holds the exception type and text, the last 20 lines of the traceback and, inside
          a flow run, a link to the run.
        - If sending the alert itself fails, the failure is logged and the original exception is raised.
    """
