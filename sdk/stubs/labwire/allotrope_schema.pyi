# docs-page: /sdk/markdowns/allotrope_schema
# docs-category: core
"""Convert between tidy DataFrames and Allotrope Simple Model (ASM) JSON documents, and check documents
before you store them.

Added in 3.4.
"""

from typing import Any

import pandas

SUPPORTED_TECHNIQUES: tuple[str, ...] = ("liquid-chromatography", "plate-reader", "spectrophotometry", "cell-counting", "qpcr")
"""The techniques `to_asm` and `validate_asm` handle."""

ASM_MANIFEST_KEY: str = "$asm.manifest"
"""The top-level key that names the schema of a document."""


def quantity(value: float, unit: str) -> dict[str, Any]:
    """Build an ASM quantity value: a number with its unit.

    Args:
        value: The number.
        unit: The unit as ASM writes it, for example `mAU`, `mL/min`, `degC` or `(unitless)`.

    Returns:
        A dictionary `{"value": value, "unit": unit}`.

    Raises:
        ValueError: `value` is NaN or infinite.

    Examples:
        from labwire.allotrope_schema import quantity

        flow_rate = quantity(1.0, "mL/min")  # {"value": 1.0, "unit": "mL/min"}
    """


def to_asm(
    df: pandas.DataFrame,
    technique: str,
    metadata: dict[str, Any] | None = None,
    units: dict[str, str] | None = None,
) -> dict[str, Any]:
    """Build an ASM document for a technique from a tidy results table.

    Args:
        df: One row per measurement. Required columns depend on the technique; see the notes.
        technique: One of `SUPPORTED_TECHNIQUES`.
        metadata: Document-level facts such as `device_identifier`, `model_number`, `analyst` and
            `software_name`.
        units: Column name to unit, for numeric columns whose unit differs from the technique default.

    Returns:
        The ASM document, with `$asm.manifest` set for the technique.

    Raises:
        ValueError: `technique` is not supported.
        KeyError: A column the technique needs is missing.

    Examples:
        import pandas as pd
        from labwire.allotrope_schema import to_asm, write_asm

        reads = pd.DataFrame(
            {
                "sample_id": ["S1", "S2"],
                "well": ["A1", "A2"],
                "wavelength_nm": [600, 600],
                "absorbance": [0.412, 0.398],
                "measured_at": pd.to_datetime(["2025-10-14T09:12:00Z", "2025-10-14T09:12:00Z"]),
            }
        )
        doc = to_asm(reads, "plate-reader", metadata={"device_identifier": "Synergy-H1", "analyst": "j.doe"})
        lw.upload_file("/asm/P-2025-0142.json", write_asm(doc), tags={"format": "ASM"})

    Notes:
        - `plate-reader` needs `sample_id`, `well`, `wavelength_nm`, `absorbance` and `measured_at`.
        - `liquid-chromatography` needs `sample_id`, `injection_id`, `measured_at`, `peak_name`,
          `retention_time_min`, `peak_area` and `peak_height`; the output of `labwire.lc.lc.find_peaks`
          with these columns added fits.
        - `spectrophotometry` needs `sample_id`, `wavelength_nm`, `absorbance` and `measured_at`;
          `cell-counting` needs `sample_id`, `viable_cell_density`, `viability_percent` and
          `measured_at`; `qpcr` needs `sample_id`, `well`, `target`, `cq` and `measured_at`.
    """


def flatten_asm(document: dict[str, Any], include_units: bool = False) -> pandas.DataFrame:
    """Turn an ASM document into a tidy DataFrame, one row per measurement.

    Args:
        document: An ASM document, as returned by `read_asm` or `to_asm`.
        include_units: When `True`, add a `<column>_unit` column next to each quantity column.

    Returns:
        One row per measurement; nested keys are joined with `_` and converted to snake_case, and
        quantity values become plain numbers.

    Raises:
        ValueError: The document has no `$asm.manifest` or no measurement aggregate document.

    Examples:
        from labwire.allotrope_schema import flatten_asm, read_asm

        doc = read_asm(lw.read_file("fil_01K7H3A5T0NB6R2YF8WQ1D9M4K"))
        rows = flatten_asm(doc, include_units=True)
        lw.write_table("asm_plate_reads", rows)
    """


def validate_asm(document: dict[str, Any], technique: str | None = None) -> list[str]:
    r"""Check an ASM document against the schema of its technique and return the problems.

    Args:
        document: The document to check.
        technique: The technique to check against; `None` uses `technique_of(document)`.

    Returns:
        One message per problem, each starting with a JSON path; empty when the document is valid.

    Raises:
        ValueError: The technique cannot be determined or is not supported.

    Examples:
        from labwire.allotrope_schema import validate_asm

        problems = validate_asm(doc)
        if problems:
            raise ValueError("invalid ASM document:\n" + "\n".join(problems[:10]))
    """


def technique_of(document: dict[str, Any]) -> str | None:
    """Return the technique of an ASM document from its manifest.

    Args:
        document: An ASM document.

    Returns:
        The technique, such as `liquid-chromatography`, or `None` when the manifest names a technique
        the SDK does not know.

    Raises:
        KeyError: The document has no `$asm.manifest`.

    Examples:
        from labwire.allotrope_schema import technique_of

        print(technique_of(doc))  # plate-reader
    """


def read_asm(data: bytes) -> dict[str, Any]:
    """Parse the bytes of an ASM JSON file.

    Args:
        data: UTF-8 JSON, optionally gzip-compressed (detected from the first bytes).

    Returns:
        The document.

    Raises:
        ValueError: The content is not JSON or not a JSON object.

    Examples:
        from labwire.allotrope_schema import read_asm

        doc = read_asm(file_data)
    """


def write_asm(document: dict[str, Any], indent: int | None = 2) -> bytes:
    """Serialize an ASM document to UTF-8 JSON bytes.

    Args:
        document: The document.
        indent: Indentation; `None` writes compact JSON.

    Returns:
        The JSON.

    Raises:
        TypeError: A value cannot be written as JSON.

    Examples:
        from labwire.allotrope_schema import write_asm

        payload = write_asm(doc, indent=None)
    """
