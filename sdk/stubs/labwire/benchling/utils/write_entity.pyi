# docs-page: /sdk/markdowns/benchling.utils.write_entity
# docs-category: integration
"""Create and register custom entities one at a time or in bulk, and avoid duplicates.

Added in 3.6.
"""

from typing import Any

import pandas

from labwire.benchling import Benchling

NAMING_STRATEGIES: tuple[str, ...] = ("NEW_IDS", "IDS_FROM_NAMES", "DELETE_NAMES", "SET_FROM_NAME_PARTS", "REPLACE_NAMES_FROM_PARTS", "KEEP_NAMES")
"""The naming strategies Benchling registration accepts."""


def write_entity(
    client: Benchling,
    schema: str,
    name: str,
    fields: dict[str, Any],
    folder_id: str,
    registry_id: str | None = None,
    naming_strategy: str = "NEW_IDS",
) -> dict[str, Any]:
    """Create one custom entity and, optionally, register it.

    Args:
        client: A Benchling client, usually `lw.benchling`.
        schema: The entity schema, by id or by name.
        name: The entity name.
        fields: Field name to plain value.
        folder_id: The folder to create it in (`lib_...`).
        registry_id: The registry to register in; `None` leaves it unregistered.
        naming_strategy: How registration names it; one of `NAMING_STRATEGIES`. Ignored without
            `registry_id`.

    Returns:
        The created entity, as `read_entity` returns it.

    Raises:
        ValueError: `naming_strategy` is unknown, a field is not in the schema, or a required field is
            missing.
        BenchlingError: Benchling refused the request; the error carries the HTTP status and the
            Benchling error body.

    Examples:
        from labwire.benchling.utils.write_entity import write_entity

        clone = write_entity(
            lw.benchling,
            "Cell Line",
            "CHO-K1-clone-17",
            {"Parent": "bfi_Hk2w9Pq1", "Passage": 12},
            folder_id="lib_7Gm2dQx0",
            registry_id="src_Reg0001",
        )
        print(clone["entity_registry_id"])  # CL-0117
    """


def write_entities(
    client: Benchling,
    schema: str,
    df: pandas.DataFrame,
    folder_id: str,
    name_column: str = "name",
    registry_id: str | None = None,
    naming_strategy: str = "NEW_IDS",
) -> pandas.DataFrame:
    """Create many custom entities from a DataFrame, one row per entity.

    Args:
        client: A Benchling client, usually `lw.benchling`.
        schema: The entity schema, by id or by name.
        df: One row per entity: a name column, then one column per field.
        folder_id: The folder to create them in.
        name_column: The column that holds entity names.
        registry_id: The registry to register in.
        naming_strategy: One of `NAMING_STRATEGIES`.

    Returns:
        A copy of `df` with `entity_id` and, when registered, `entity_registry_id` added.

    Raises:
        KeyError: `name_column` or a field column is missing.
        BenchlingError: Benchling refused the request; the error carries the HTTP status and the
            Benchling error body.

    Examples:
        import pandas as pd
        from labwire.benchling.utils.write_entity import write_entities

        clones = pd.DataFrame({"name": ["CHO-K1-c18", "CHO-K1-c19"], "Parent": ["bfi_Hk2w9Pq1"] * 2, "Passage": [12, 12]})
        created = write_entities(lw.benchling, "Cell Line", clones, "lib_7Gm2dQx0", registry_id="src_Reg0001")
        lw.write_table("cell_line_registrations", created)

    Notes:
        - Entities are created with the bulk endpoint, 100 per task; the function waits for each task to
          finish. If a task fails, nothing from that task is created and the error lists the failing
          rows.
    """


def find_or_create_entity(
    client: Benchling,
    schema: str,
    name: str,
    fields: dict[str, Any],
    folder_id: str,
    registry_id: str | None = None,
) -> tuple[dict[str, Any], bool]:
    """Return the entity of a schema with a given name, creating it first if none exists.

    Args:
        client: A Benchling client, usually `lw.benchling`.
        schema: The entity schema, by id or by name.
        name: The entity name to look for.
        fields: Fields used only when the entity is created.
        folder_id: The folder for a new entity.
        registry_id: The registry for a new entity.

    Returns:
        The entity, and `True` when it was created by this call.

    Raises:
        ValueError: More than one entity of the schema has this name.
        BenchlingError: Benchling refused the request; the error carries the HTTP status and the
            Benchling error body.

    Examples:
        from labwire.benchling.utils.write_entity import find_or_create_entity

        lot, created = find_or_create_entity(
            lw.benchling, "Media Lot", "CDM4-2025-118", {"Supplier": "Acme Media"}, "lib_7Gm2dQx0"
        )

    Notes:
        - Use it in flows started by events, which can run twice for one event: a second run finds the
          entity the first run created.
    """
