# docs-page: /sdk/markdowns/benchling.utils.mini_utils
# docs-category: integration
"""Small helpers for Benchling code: field conversion, id checks, batching and column names.

Added in 3.6.
"""

from collections.abc import Iterator
from typing import Any

ID_PREFIXES: dict[str, str] = {"bfi_": "custom entity", "seq_": "DNA sequence", "prtn_": "AA sequence", "mol_": "molecule", "etr_": "entry", "con_": "container", "plt_": "plate", "box_": "box", "loc_": "location", "lib_": "folder", "src_": "project or registry", "ts_": "entity schema", "assaysch_": "result schema"}
"""The id prefixes `is_benchling_id` knows, with what they identify."""


def to_fields(values: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Wrap plain values in the `{"value": ...}` shape Benchling expects for fields.

    Args:
        values: Field name to plain value.

    Returns:
        Field name to `{"value": value}`, with dates as ISO strings.

    Raises:
        TypeError: A value is not a string, number, boolean, date, list or `None`.

    Examples:
        from labwire.benchling.utils.mini_utils import to_fields

        body = {"fields": to_fields({"Status": "Banked", "Vials": 24})}
        lw.benchling.request("PATCH", "/custom-entities/bfi_Q1wX7b3k", json=body)
    """


def from_fields(fields: dict[str, Any], use_display_values: bool = False) -> dict[str, Any]:
    """Unwrap a Benchling `fields` object into plain values.

    Args:
        fields: The `fields` object of an API response.
        use_display_values: Use `displayValue` (names of linked entities, option labels) instead of
            `value` (ids).

    Returns:
        Field name to value.

    Examples:
        from labwire.benchling.utils.mini_utils import from_fields

        raw = lw.benchling.request("GET", "/custom-entities/bfi_Q1wX7b3k")
        print(from_fields(raw["fields"], use_display_values=True))
    """


def is_benchling_id(value: str, prefix: str | None = None) -> bool:
    """Return whether a string looks like a Benchling API id, optionally of one kind.

    Args:
        value: The string to check.
        prefix: An id prefix such as `bfi_` or `etr_`; `None` accepts any known prefix.

    Returns:
        Whether the string has a known prefix followed by letters and digits.

    Examples:
        from labwire.benchling.utils.mini_utils import is_benchling_id

        sample = "bfi_Q1wX7b3k"
        if not is_benchling_id(sample, prefix="bfi_"):
            raise ValueError(f"not a custom entity id: {sample}")

    Notes:
        - Registry ids such as `STR-0042` are not API ids; look them up with `find_entities`.
    """


def chunked(items: list[Any], size: int) -> Iterator[list[Any]]:
    """Split a list into lists of at most `size` items, for batch endpoints.

    Args:
        items: The items.
        size: The batch size, at least 1.

    Returns:
        The batches, in order.

    Raises:
        ValueError: `size` is less than 1.

    Examples:
        from labwire.benchling.utils.mini_utils import chunked

        for batch in chunked(entity_ids, 100):
            lw.benchling.request("GET", "/custom-entities:bulk-get", params={"customEntityIds": ",".join(batch)})
    """


def column_name(field_name: str) -> str:
    """Turn a Benchling field name into a valid Labwire column name.

    Args:
        field_name: A field display name such as `Titer (g/L)`.

    Returns:
        Lower snake_case, unit characters spelled out: `titer_g_per_l`.

    Examples:
        from labwire.benchling.utils.mini_utils import column_name

        df = lw.benchling.read_results("Titer Result")
        df = df.rename(columns=column_name)
        lw.write_table("benchling_titers", df)

    Notes:
        - `/` becomes `_per_`, `%` becomes `percent`, other punctuation and spaces become `_`, and a
          leading digit gets a `f_` prefix.
    """
