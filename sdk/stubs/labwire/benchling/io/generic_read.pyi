# docs-page: /sdk/markdowns/benchling.io.generic_read
# docs-category: integration
"""Read any list endpoint of the Benchling API page by page into a DataFrame or an iterator.

Added in 2.6.
"""

from collections.abc import Iterator
from typing import Any

import pandas

from labwire.benchling import Benchling

OBJECT_TYPES: tuple[str, ...] = ("aa-sequences", "assay-results", "assay-runs", "boxes", "containers", "custom-entities", "dna-sequences", "entries", "folders", "locations", "molecules", "plates", "projects", "requests", "workflow-tasks")
"""The list endpoints the generic reader knows how to page and flatten."""

MAX_PAGE_SIZE: int = 100
"""The largest page size Benchling accepts."""


def list_objects(
    client: Benchling,
    object_type: str,
    filters: dict[str, Any] | None = None,
    page_size: int = 50,
    limit: int | None = None,
) -> pandas.DataFrame:
    """Read every object of a type that matches filters into a DataFrame.

    Args:
        client: A Benchling client, usually `lw.benchling`.
        object_type: The list endpoint, one of `OBJECT_TYPES`, for example `custom-entities`.
        filters: Query parameters of the endpoint, for example `{"schemaId": "ts_Jq8ZpW2e",
            "modifiedAt": "> 2025-10-01"}`. Lists are joined with commas.
        page_size: Objects per request, 1 to 100.
        limit: Stop after this many objects; `None` reads all.

    Returns:
        One row per object. Top-level keys become snake_case columns; `fields` is expanded to one column
        per field name.

    Raises:
        ValueError: `object_type` is not in `OBJECT_TYPES` or `page_size` is out of range.
        BenchlingError: Benchling refused the request; the error carries the HTTP status and the
            Benchling error body.

    Examples:
        from labwire.benchling.io.generic_read import list_objects

        boxes = list_objects(lw.benchling, "boxes", filters={"schemaId": "ts_Box81x", "emptyPositions.gte": 1}, page_size=100)
        print(boxes[["id", "name", "empty_positions"]])
    """


def iter_objects(
    client: Benchling,
    object_type: str,
    filters: dict[str, Any] | None = None,
    page_size: int = 50,
) -> Iterator[dict[str, Any]]:
    """Yield the objects of a type one by one, fetching pages as needed.

    Args:
        client: A Benchling client, usually `lw.benchling`.
        object_type: The list endpoint, one of `OBJECT_TYPES`.
        filters: Query parameters of the endpoint.
        page_size: Objects per request, 1 to 100.

    Returns:
        The objects as the API returns them (camelCase keys).

    Raises:
        ValueError: `object_type` is not in `OBJECT_TYPES`.
        BenchlingError: Benchling refused the request; the error carries the HTTP status and the
            Benchling error body.

    Examples:
        from labwire.benchling.io.generic_read import iter_objects

        for request in iter_objects(lw.benchling, "requests", filters={"schemaId": "assaysch_Sq1", "requestStatus": "REQUESTED"}):
            print(request["displayId"], request["scheduledOn"])

    Notes:
        - Use it for large reads you can process as they stream, such as copying every container into a
          table in chunks.
    """


def get_object(client: Benchling, object_type: str, object_id: str) -> dict[str, Any]:
    """Read one object of any type by id.

    Args:
        client: A Benchling client, usually `lw.benchling`.
        object_type: The list endpoint of the type, one of `OBJECT_TYPES`.
        object_id: The object id.

    Returns:
        The object as the API returns it (camelCase keys).

    Raises:
        NotFoundError: No object of this type has this id.
        BenchlingError: Benchling refused the request; the error carries the HTTP status and the
            Benchling error body.

    Examples:
        from labwire.benchling.io.generic_read import get_object

        plate = get_object(lw.benchling, "plates", "plt_4Hs9dK2m")
        print(plate["barcode"])
    """
