# docs-page: /sdk/markdowns/benchling.io.read
# docs-category: integration
"""Typed readers for the Benchling objects flows use most: entities, entries, results and plates.

Added in 2.4.
"""

import datetime
from typing import Any

import pandas

from labwire.benchling import Benchling


def read_entity(client: Benchling, entity_id: str) -> dict[str, Any]:
    """Read one entity by id, with its fields as plain values.

    Args:
        client: A Benchling client, usually `lw.benchling`.
        entity_id: The entity id (`bfi_`, `seq_`, `prtn_` or `mol_` prefix).

    Returns:
        `id`, `name`, `schema_id`, `registry_id`, `entity_registry_id`, `folder_id`, `created_at`,
        `archived` and `fields`.

    Raises:
        NotFoundError: No entity has this id.
        BenchlingError: Benchling refused the request; the error carries the HTTP status and the
            Benchling error body.

    Examples:
        from labwire.benchling.io.read import read_entity

        strain = read_entity(lw.benchling, "bfi_Q1wX7b3k")
        print(strain["entity_registry_id"], strain["fields"]["Organism"])
    """


def read_entities(client: Benchling, entity_ids: list[str]) -> pandas.DataFrame:
    """Read many entities by id into a DataFrame.

    Args:
        client: A Benchling client, usually `lw.benchling`.
        entity_ids: Entity ids, of one or more types.

    Returns:
        One row per entity found, in the order of `entity_ids`: `id`, `name`, `schema_id`,
        `entity_registry_id`, then one column per field of any schema present.

    Raises:
        BenchlingError: Benchling refused the request; the error carries the HTTP status and the
            Benchling error body.

    Examples:
        from labwire.benchling.io.read import read_entities

        samples = read_entities(lw.benchling, ["bfi_Q1wX7b3k", "bfi_R8mT2c1z", "bfi_Z0pL4n7v"])

    Notes:
        - Ids are fetched 100 per request. Ids that do not exist are left out rather than raised;
          compare the `id` column with your list if that matters.
    """


def read_entry(client: Benchling, entry_id: str, include_tables: bool = True) -> dict[str, Any]:
    """Read a notebook entry, its fields and its tables.

    Args:
        client: A Benchling client, usually `lw.benchling`.
        entry_id: The entry id (`etr_...`).
        include_tables: Whether to read the tables of the entry into DataFrames.

    Returns:
        `id`, `name`, `display_id`, `folder_id`, `authors`, `review_status`, `fields` and, when asked,
        `tables` (table name to DataFrame).

    Raises:
        NotFoundError: No entry has this id.
        BenchlingError: Benchling refused the request; the error carries the HTTP status and the
            Benchling error body.

    Examples:
        from labwire.benchling.io.read import read_entry

        entry = read_entry(lw.benchling, "etr_3kLp9s0a")
        samples = entry["tables"]["Samples"]
    """


def read_results(
    client: Benchling,
    schema: str,
    entry_id: str | None = None,
    created_after: datetime.datetime | None = None,
    limit: int | None = None,
) -> pandas.DataFrame:
    """Read assay results of one schema into a DataFrame.

    Args:
        client: A Benchling client, usually `lw.benchling`.
        schema: The result schema, by id or by name.
        entry_id: Only results attached to this entry.
        created_after: Only results created after this time.
        limit: Maximum number of results; `None` reads all.

    Returns:
        `result_id`, `created_at`, `entry_id`, then one column per field.

    Raises:
        NotFoundError: No result schema has this id or name.
        BenchlingError: Benchling refused the request; the error carries the HTTP status and the
            Benchling error body.

    Examples:
        from labwire.benchling.io.read import read_results

        titers = read_results(lw.benchling, "Titer Result", entry_id="etr_3kLp9s0a")
    """


def read_plate(client: Benchling, plate_id: str) -> pandas.DataFrame:
    """Read a plate and the contents of its wells.

    Args:
        client: A Benchling client, usually `lw.benchling`.
        plate_id: The plate id (`plt_...`) or barcode.

    Returns:
        One row per well content: `well` (A1 style), `container_id`, `entity_id`, `entity_name`,
        `concentration`, `concentration_unit`, `volume`, `volume_unit`. Empty wells are left out.

    Raises:
        NotFoundError: No plate has this id or barcode.
        BenchlingError: Benchling refused the request; the error carries the HTTP status and the
            Benchling error body.

    Examples:
        from labwire.benchling.io.read import read_plate

        layout = read_plate(lw.benchling, "PLT-000142")
        samples_by_well = dict(zip(layout["well"], layout["entity_name"]))

    Notes:
        - Use it with `labwire.msd.PlateLayout.from_dataframe` to take the layout of an MSD plate from
          Benchling.
    """
