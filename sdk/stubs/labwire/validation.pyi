# docs-page: /sdk/DataValidation
# docs-category: guide
"""Declare what a DataFrame must look like (columns, types, ranges, allowed values) and check data
against it before it reaches a table.

Added in 3.3.
"""

from collections.abc import Callable
from typing import Any

import pandas

from labwire import Labwire, LabwireError

COLUMN_TYPES: tuple[str, ...] = ("STRING", "INT64", "FLOAT64", "BOOL", "DATE", "TIMESTAMP", "JSON")
"""The column types a `Column` accepts, the same as the types of Labwire tables."""


class Column:
    """The rules for one column of a schema."""

    def __init__(
        self,
        dtype: str,
        nullable: bool = False,
        unique: bool = False,
        min_value: float | None = None,
        max_value: float | None = None,
        allowed: list[Any] | None = None,
        pattern: str | None = None,
        unit: str | None = None,
    ) -> None:
        """Describe a column: its Labwire type and the checks its values must pass.

        Args:
            dtype: The Labwire column type: `STRING`, `INT64`, `FLOAT64`, `BOOL`, `DATE`, `TIMESTAMP` or
                `JSON`.
            nullable: Whether missing values (None, NaN, NaT) are allowed.
            unique: Whether every non-missing value must be different.
            min_value: Smallest allowed value (inclusive), for numbers, dates and timestamps.
            max_value: Largest allowed value (inclusive).
            allowed: The only values allowed.
            pattern: A regular expression every STRING value must match in full.
            unit: The unit of the values, for documentation and reports; it is not converted.

        Returns:
            The column rules.

        Raises:
            ValueError: `dtype` is not a Labwire column type, or `min_value` is greater than `max_value`.

        Examples:
            from labwire.validation import Column

            absorbance = Column("FLOAT64", min_value=0.0, max_value=4.0, unit="AU")
            well = Column("STRING", pattern=r"[A-H](?:[1-9]|1[0-2])")
        """

    @property
    def dtype(self) -> str:
        """The column type."""

    @property
    def nullable(self) -> bool:
        """Whether missing values are allowed."""

    @property
    def unit(self) -> str | None:
        """The documented unit."""


class Check:
    """A rule over whole rows, for conditions that involve more than one column."""

    def __init__(
        self,
        name: str,
        fn: Callable[[pandas.DataFrame], pandas.Series],
        message: str | None = None,
    ) -> None:
        """Wrap a function that returns, for each row, whether the row passes.

        Args:
            name: A short name shown in reports, for example `end_after_start`.
            fn: Takes the DataFrame and returns a boolean Series aligned to its index; `False` marks a
                failing row.
            message: The message of each failure; defaults to `"failed check <name>"`, with the check's name.

        Returns:
            The check.

        Examples:
            from labwire.validation import Check

            end_after_start = Check(
                "end_after_start",
                lambda df: df["ended_at"] > df["started_at"],
                message="run ends before it starts",
            )
        """

    @property
    def name(self) -> str:
        """The check name."""


class Schema:
    """A set of column rules and row checks that a DataFrame can be validated against."""

    def __init__(
        self,
        columns: dict[str, Column],
        strict: bool = False,
        checks: list[Check] | None = None,
    ) -> None:
        r"""Create a schema from column rules and optional row checks.

        Args:
            columns: Column name to its rules. Every column listed must be present.
            strict: When `True`, columns not listed in `columns` are an error; otherwise they pass
                unchecked.
            checks: Row checks run after the column rules.

        Returns:
            The schema.

        Examples:
            from labwire.validation import Check, Column, Schema

            plate_reads = Schema(
                {
                    "plate_id": Column("STRING", pattern=r"PLT-\d{4}"),
                    "well": Column("STRING", pattern=r"[A-H](?:[1-9]|1[0-2])"),
                    "absorbance": Column("FLOAT64", min_value=0.0, max_value=4.0, unit="AU"),
                    "read_at": Column("TIMESTAMP"),
                },
                checks=[Check("one_read_per_well", lambda df: ~df.duplicated(["plate_id", "well"]))],
            )
        """

    @property
    def columns(self) -> dict[str, Column]:
        """The column rules."""

    @property
    def strict(self) -> bool:
        """Whether extra columns are errors."""

    @property
    def checks(self) -> list[Check]:
        """The row checks."""

    def validate(self, df: pandas.DataFrame, max_issues: int = 1000) -> ValidationReport:
        """Check a DataFrame against the schema and return every problem found.

        Args:
            df: The data to check. It is not modified.
            max_issues: Stop collecting after this many issues; the report says when it stopped early.

        Returns:
            The report; `report.ok` is `True` when nothing failed.

        Examples:
            report = plate_reads.validate(df)
            if not report.ok:
                print(report.summary())

        Notes:
            - Type checks accept values that convert without loss: an integer column of a float dtype with
              whole numbers passes `INT64`.
        """

    def coerce(self, df: pandas.DataFrame) -> pandas.DataFrame:
        """Return a copy of a DataFrame with its columns converted to the schema types.

        Args:
            df: The data to convert.

        Returns:
            A copy with STRING as `string`, INT64 as `Int64`, FLOAT64 as `float64`, BOOL as `boolean`, DATE
            as `datetime.date`, TIMESTAMP as UTC `datetime64[ns, UTC]`.

        Raises:
            SchemaValidationError: A value cannot be converted; the error carries the report.

        Examples:
            clean = plate_reads.coerce(df)
            lw.write_table("plate_reads", clean)

        Notes:
            - Naive timestamps are taken as UTC. Convert local instrument times with `tz_localize` before
              coercing.
        """

    @classmethod
    def from_table(cls, lw: Labwire, name: str, include_system_columns: bool = False) -> Schema:
        """Build a schema with the columns and types of an existing table.

        Args:
            lw: A client.
            name: The table name.
            include_system_columns: Whether to include `_lw_flow_run_id` and `_lw_ingested_at`.

        Returns:
            A schema with one nullable column rule per table column and no other checks.

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
            from labwire.validation import Schema

            schema = Schema.from_table(lw, "plate_reads")
            report = schema.validate(new_rows)
        """


class ValidationIssue:
    """One problem found by `Schema.validate`."""

    @property
    def column(self) -> str | None:
        """The column, or `None` for a row check or a missing column."""

    @property
    def row(self) -> int | None:
        """The index label of the failing row, or `None` for a column-level problem."""

    @property
    def check(self) -> str:
        """What failed: `missing_column`, `extra_column`, `dtype`, `nullable`, `unique`, `min_value`,
        `max_value`, `allowed`, `pattern`, or the name of a row check.
        """

    @property
    def value(self) -> Any:
        """The failing value, when there is one."""

    @property
    def message(self) -> str:
        """A readable description."""


class ValidationReport:
    """The result of a validation: whether it passed and every issue found."""

    @property
    def ok(self) -> bool:
        """`True` when no issue was found."""

    @property
    def issues(self) -> list[ValidationIssue]:
        """The issues, in column order, then row order."""

    @property
    def rows_checked(self) -> int:
        """Number of rows checked."""

    @property
    def truncated(self) -> bool:
        """Whether collection stopped at `max_issues`."""

    def summary(self, max_lines: int = 20) -> str:
        """Describe the result in a few lines of Markdown, suitable for an alert.

        Args:
            max_lines: Issues listed before the rest are counted as "and N more".

        Returns:
            The summary.

        Examples:
            print(report.summary(max_lines=10))
        """

    def to_dataframe(self) -> pandas.DataFrame:
        """Return the issues as a DataFrame with columns `column`, `row`, `check`, `value`, `message`.

        Returns:
            One row per issue.

        Examples:
            issues = report.to_dataframe()
            lw.write_table("plate_read_rejects", issues.astype({"value": "string"}))
        """

    def raise_for_issues(self) -> None:
        """Raise `SchemaValidationError` when the report has issues; do nothing otherwise.

        Returns:
            Nothing.

        Raises:
            SchemaValidationError: `ok` is `False`.

        Examples:
            plate_reads.validate(df).raise_for_issues()
        """


class SchemaValidationError(LabwireError):
    """Data failed a schema; the report is attached."""

    @property
    def report(self) -> ValidationReport:
        """The report with every issue found."""


def infer_schema(df: pandas.DataFrame, strict: bool = True) -> Schema:
    """Propose a schema from a sample DataFrame, as a starting point to tighten by hand.

    Args:
        df: A representative sample of the data.
        strict: The `strict` setting of the returned schema.

    Returns:
        One column rule per column, with the type inferred like `Labwire.write_table` does and
        `nullable` set when the sample has missing values.

    Raises:
        ValueError: A column holds values of mixed types that map to no single Labwire type.

    Examples:
        import pandas as pd
        from labwire.validation import infer_schema

        sample = pd.read_csv("plate_reads_sample.csv")
        schema = infer_schema(sample)
        for name, column in schema.columns.items():
            print(name, column.dtype, column.nullable)
    """
