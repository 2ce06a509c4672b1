# docs-page: /sdk/markdowns/benchling.warehouse
# docs-category: integration
"""Query the Benchling data warehouse (PostgreSQL) with SQL and get DataFrames back.

Added in 3.6.
"""

from typing import Any

import pandas

from labwire import Labwire

WAREHOUSE_USER_SECRET: str = "BENCHLING_WAREHOUSE_USER"
"""The secret `connect` reads the user from."""

WAREHOUSE_PASSWORD_SECRET: str = "BENCHLING_WAREHOUSE_PASSWORD"
"""The secret `connect` reads the password from."""


class Warehouse:
    """A connection to the Benchling warehouse of one tenant. Use it as a context manager so that it is
    closed.
    """

    def __init__(
        self,
        host: str,
        user: str,
        password: str,
        database: str = "warehouse",
        port: int = 5432,
    ) -> None:
        """Open a connection with warehouse credentials.

        Args:
            host: The warehouse host, `postgres-warehouse.<tenant>`, for example
                `postgres-warehouse.acme.benchling.com`.
            user: The warehouse user name.
            password: The warehouse password.
            database: The database name.
            port: The PostgreSQL port.

        Returns:
            An open connection (TLS required).

        Raises:
            ConnectionError: The host cannot be reached or the credentials are refused.

        Examples:
            import os

            from labwire.benchling.warehouse import Warehouse

            with Warehouse("postgres-warehouse.acme.benchling.com", "u$acme_analytics", os.environ["BENCHLING_WAREHOUSE_PASSWORD"]) as wh:
                print(wh.list_tables()[:5])
        """

    def __enter__(self) -> Warehouse: ...
    def __exit__(self, *exc_info: object) -> None: ...

    @property
    def host(self) -> str:
        """The warehouse host."""

    @property
    def database(self) -> str:
        """The database name."""

    def query(self, sql: str, params: dict[str, Any] | None = None) -> pandas.DataFrame:
        '''Run a read-only SQL query and return the rows.

        Args:
            sql: A PostgreSQL `SELECT` statement.
            params: Named parameters, written `%(name)s` in the SQL.

        Returns:
            The rows, with PostgreSQL types mapped to pandas dtypes.

        Raises:
            QueryError: The SQL fails or tries to change data (the warehouse is read-only).

        Examples:
            titers = wh.query(
                """
                SELECT s.name$ AS sample, r.titer_g_per_l, r.created_at$ AS created_at
                FROM titer_result r
                JOIN strain s ON s.id = r.sample
                WHERE r.created_at$ >= %(since)s
                """,
                params={"since": "2025-10-01"},
            )

        Notes:
            - Table names are the warehouse names of schemas; tables ending in `$raw` also hold archived
              rows.
        '''

    def list_tables(self, schema: str = "public") -> list[str]:
        """List the tables of a warehouse schema.

        Args:
            schema: The PostgreSQL schema.

        Returns:
            Table names, sorted.

        Examples:
            print([t for t in wh.list_tables() if t.endswith("_result")])
        """

    def close(self) -> None:
        """Close the connection. Leaving a `with` block does it for you.

        Returns:
            Nothing.

        Examples:
            wh.close()
        """


def connect(lw: Labwire, suffix: str | None = None) -> Warehouse:
    """Open a warehouse connection from the secrets of the Labwire environment.

    Args:
        lw: A Labwire client in a flow run or an agent processor.
        suffix: The suffix of a second Benchling connection, as in `Benchling.from_secrets`.

    Returns:
        An open connection to `postgres-warehouse.<tenant host>`, with the host taken from
        `BENCHLING_TENANT_URL` and the credentials from `BENCHLING_WAREHOUSE_USER` and
        `BENCHLING_WAREHOUSE_PASSWORD`.

    Raises:
        NotFoundError: A secret does not exist.
        ConnectionError: The host cannot be reached or the credentials are refused.

    Examples:
        from labwire.benchling.warehouse import connect

        with connect(lw) as wh:
            strains = wh.query("SELECT id, name$ AS name, organism FROM strain WHERE archived$ = false")
        lw.write_table("benchling_strains", strains, mode="replace")
    """
