# docs-page: /sdk/markdowns/benchling.io.benchling_write
# docs-category: integration
"""Write results, runs and field updates to Benchling in batches from DataFrames.

Added in 2.4.
"""

from typing import Any

import pandas

from labwire.benchling import Benchling

RESULTS_BATCH_SIZE: int = 100
"""The default and largest number of results sent per request."""


def write_results(
    client: Benchling,
    schema: str,
    df: pandas.DataFrame,
    project_id: str,
    entry_id: str | None = None,
    *,
    batch_size: int = 100,
) -> list[str]:
    """Create assay results from the rows of a DataFrame, in batches.

    Args:
        client: A Benchling client, usually `lw.benchling`.
        schema: The result schema, by id (`assaysch_...`) or by name.
        df: One row per result; columns are field names (display or warehouse names).
        project_id: The project that owns the results (`src_...`).
        entry_id: A notebook entry to attach the results to.
        batch_size: Results per request, 1 to 100.

    Returns:
        The ids of the created results, in row order.

    Raises:
        KeyError: A column is not a field of the schema.
        ValueError: A required field is missing, or a value has the wrong type for its field.
        BenchlingError: Benchling refused the request; the error carries the HTTP status and the
            Benchling error body.

    Examples:
        import pandas as pd
        from labwire.benchling.io.benchling_write import write_results

        results = pd.DataFrame(
            {
                "sample": ["bfi_Q1wX7b3k", "bfi_R8mT2c1z"],
                "titer_g_per_l": [3.42, 2.87],
                "method": ["HPLC-ProA", "HPLC-ProA"],
            }
        )
        ids = write_results(lw.benchling, "Titer Result", results, "src_Bx81kR2q", entry_id="etr_3kLp9s0a")

    Notes:
        - Values are converted from Python: floats and ints to number fields, `datetime.date` to date
          fields, Benchling ids to entity link fields, option names to dropdown fields.
        - Each batch is created in one call and either succeeds or fails as a whole. If a later batch
          fails, earlier batches stay created and the error says how many rows were written.
    """


def update_entities(client: Benchling, df: pandas.DataFrame, id_column: str = "entity_id") -> int:
    """Update fields of many entities from a DataFrame, one row per entity.

    Args:
        client: A Benchling client, usually `lw.benchling`.
        df: One row per entity: an id column, then one column per field to set. NaN leaves a field
            unchanged; use `None` in an object column to clear it.
        id_column: The column that holds entity ids.

    Returns:
        The number of entities updated.

    Raises:
        KeyError: `id_column` is not a column of `df`.
        BenchlingError: Benchling refused the request; the error carries the HTTP status and the
            Benchling error body.

    Examples:
        import pandas as pd
        from labwire.benchling.io.benchling_write import update_entities

        banked = pd.DataFrame({"entity_id": ["bfi_Q1wX7b3k", "bfi_R8mT2c1z"], "Status": ["Banked", "Banked"], "Vials": [24, 18]})
        update_entities(lw.benchling, banked)
    """


def create_run(
    client: Benchling,
    schema: str,
    fields: dict[str, Any],
    project_id: str,
    entry_id: str | None = None,
) -> str:
    """Create one assay run, for example to group the results of one instrument run.

    Args:
        client: A Benchling client, usually `lw.benchling`.
        schema: The run schema, by id or by name.
        fields: Field name to value.
        project_id: The project that owns the run.
        entry_id: A notebook entry to attach the run to.

    Returns:
        The id of the created run.

    Raises:
        ValueError: A required field is missing or has the wrong type.
        BenchlingError: Benchling refused the request; the error carries the HTTP status and the
            Benchling error body.

    Examples:
        from labwire.benchling.io.benchling_write import create_run

        run_id = create_run(
            lw.benchling,
            "HPLC Run",
            fields={"Instrument": "HPLC-02", "Sequence Name": "2025-10-14-0423"},
            project_id="src_Bx81kR2q",
        )
    """
