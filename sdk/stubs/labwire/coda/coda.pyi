# docs-page: /sdk/markdowns/coda.coda
# docs-category: integration
"""Read Coda tables into DataFrames and upsert rows into them, for lab trackers kept in Coda docs.

Added in 3.2.
"""

import pandas

from labwire import Labwire, LabwireError

CODA_API_BASE: str = "https://coda.io/apis/v1"
"""The Coda API base URL."""


class Coda:
    """A client for the Coda API v1 with one API token."""

    def __init__(self, api_token: str, timeout_s: float = 30.0) -> None:
        """Create a client from a Coda API token.

        Args:
            api_token: A Coda API token, created in the Coda account settings.
            timeout_s: Timeout of each request, in seconds.

        Returns:
            The client. Creating it makes no request.

        Examples:
            import os

            from labwire.coda.coda import Coda

            coda = Coda(os.environ["CODA_API_TOKEN"])
        """

    @classmethod
    def from_secrets(cls, lw: Labwire, secret_name: str = "CODA_API_TOKEN") -> Coda:
        """Create a client from a secret of the Labwire environment.

        Args:
            lw: A Labwire client in a flow run or an agent processor.
            secret_name: The secret that holds the token.

        Returns:
            The client.

        Raises:
            NotFoundError: The secret does not exist.

        Examples:
            from labwire.coda.coda import Coda

            coda = Coda.from_secrets(lw)
        """

    def list_tables(self, doc_id: str) -> list[dict[str, str]]:
        """List the tables and views of a doc.

        Args:
            doc_id: The doc id, for example `AbCDeFGH`; see `parse_doc_id`.

        Returns:
            One dictionary per table with `id`, `name` and `type` (`table` or `view`).

        Raises:
            CodaError: The doc does not exist or the token cannot read it.

        Examples:
            for table in coda.list_tables("AbCDeFGH"):
                print(table["id"], table["name"])
        """

    def read_table(
        self,
        doc_id: str,
        table: str,
        columns: list[str] | None = None,
    ) -> pandas.DataFrame:
        """Read the rows of a table or view into a DataFrame.

        Args:
            doc_id: The doc id.
            table: The table id (`grid-...`) or name.
            columns: Columns to keep, by name; `None` keeps all.

        Returns:
            One row per Coda row, columns by name, plus `_row_id` (the Coda row id).

        Raises:
            CodaError: The table does not exist or the token cannot read it.

        Examples:
            tracker = coda.read_table("AbCDeFGH", "Sample tracker", columns=["Sample", "Status", "Due"])
            due = tracker[tracker["Status"] != "Done"]

        Notes:
            - Values come back as Coda shows them: numbers as numbers, dates as ISO strings, lookups and
              people as display names.
        """

    def upsert_rows(
        self,
        doc_id: str,
        table: str,
        df: pandas.DataFrame,
        key_columns: list[str] | None = None,
        wait: bool = True,
    ) -> int:
        """Insert rows into a table, or update the rows that match on key columns.

        Args:
            doc_id: The doc id.
            table: The table id or name. Views cannot be written.
            df: The rows; columns are Coda column names.
            key_columns: Columns that identify a row; rows whose keys match are updated. `None` always
                inserts.
            wait: Wait until Coda has applied the change; Coda applies writes asynchronously.

        Returns:
            The number of rows sent.

        Raises:
            CodaError: Coda refused the write, for example because a column does not exist.
            TimeoutError: `wait` is `True` and Coda did not apply the change within 60 seconds.

        Examples:
            import pandas as pd

            status = pd.DataFrame({"Sample": ["S-0142", "S-0143"], "Status": ["Analyzed", "Analyzed"], "Result (mg/L)": [12.4, 9.8]})
            coda.upsert_rows("AbCDeFGH", "Sample tracker", status, key_columns=["Sample"])

        Notes:
            - Rows are sent 100 per request. Formula columns cannot be written and are ignored with a
              warning.
        """

    def delete_rows(self, doc_id: str, table: str, row_ids: list[str]) -> int:
        """Delete rows by Coda row id.

        Args:
            doc_id: The doc id.
            table: The table id or name.
            row_ids: Coda row ids, from the `_row_id` column of `read_table`.

        Returns:
            The number of rows deleted.

        Raises:
            CodaError: Coda refused the delete.

        Examples:
            done = tracker[tracker["Status"] == "Archived"]
            coda.delete_rows("AbCDeFGH", "Sample tracker", done["_row_id"].tolist())
        """


class CodaError(LabwireError):
    """Coda answered with an error."""


def parse_doc_id(url: str) -> str:
    """Extract the doc id from a Coda doc URL.

    Args:
        url: A doc URL such as `https://coda.io/d/Lab-Ops_dAbCDeFGH/Samples_su7Xk`.

    Returns:
        The doc id: the characters after `_d` in the doc part of the URL, for example `AbCDeFGH`.

    Raises:
        ValueError: The URL is not a Coda doc URL.

    Examples:
        from labwire.coda.coda import parse_doc_id

        doc_id = parse_doc_id("https://coda.io/d/Lab-Ops_dAbCDeFGH/Samples_su7Xk")  # "AbCDeFGH"
    """
