# docs-page: /sdk/markdowns/benchling.utils.write_molecule
# docs-category: integration
"""Create Benchling molecules from SMILES or molfiles, singly or from a DataFrame.

Added in 3.6.
"""

from typing import Any

import pandas

from labwire.benchling import Benchling

STRUCTURE_FORMATS: tuple[str, ...] = ("smiles", "molfile")
"""The structure formats Benchling accepts for molecules."""


def write_molecule(
    client: Benchling,
    name: str,
    folder_id: str,
    smiles: str | None = None,
    molfile: str | None = None,
    schema: str | None = None,
    fields: dict[str, Any] | None = None,
    registry_id: str | None = None,
) -> dict[str, Any]:
    """Create one molecule from a SMILES string or a molfile.

    Args:
        client: A Benchling client, usually `lw.benchling`.
        name: The molecule name.
        folder_id: The folder to create it in.
        smiles: The structure as SMILES. Give exactly one of `smiles` and `molfile`.
        molfile: The structure as an MDL molfile (V2000 or V3000).
        schema: A molecule schema, by id or by name; `None` creates a molecule without a schema.
        fields: Schema fields.
        registry_id: The registry to register in.

    Returns:
        The created molecule, as `read_entity` returns it, plus `canonical_smiles`.

    Raises:
        ValueError: Both or neither of `smiles` and `molfile` are given, or Benchling cannot parse the
            structure.
        BenchlingError: Benchling refused the request; the error carries the HTTP status and the
            Benchling error body.

    Examples:
        from labwire.benchling.utils.write_molecule import write_molecule

        caffeine = write_molecule(
            lw.benchling,
            "Caffeine reference",
            "lib_Chem0042",
            smiles="CN1C=NC2=C1C(=O)N(C(=O)N2C)C",
            schema="Small Molecule",
            fields={"Supplier": "Acme Chemicals", "Purity (%)": 99.7},
        )
    """


def write_molecules(
    client: Benchling,
    df: pandas.DataFrame,
    folder_id: str,
    name_column: str = "name",
    smiles_column: str = "smiles",
    schema: str | None = None,
    registry_id: str | None = None,
) -> pandas.DataFrame:
    """Create many molecules from a DataFrame of names and SMILES.

    Args:
        client: A Benchling client, usually `lw.benchling`.
        df: One row per molecule: a name column, a SMILES column, then one column per schema field.
        folder_id: The folder to create them in.
        name_column: The column of names.
        smiles_column: The column of SMILES.
        schema: A molecule schema.
        registry_id: The registry to register in.

    Returns:
        A copy of `df` with `entity_id`, `canonical_smiles` and, when registered, `entity_registry_id`.

    Raises:
        KeyError: A named column is missing.
        BenchlingError: Benchling refused the request; the error carries the HTTP status and the
            Benchling error body.

    Examples:
        import pandas as pd
        from labwire.benchling.utils.write_molecule import write_molecules

        hits = pd.DataFrame({"name": ["HIT-0001", "HIT-0002"], "smiles": ["CCO", "c1ccccc1O"], "IC50 (nM)": [120.0, 87.5]})
        created = write_molecules(lw.benchling, hits, "lib_Chem0042", schema="Screening Hit")
    """


def canonicalize_smiles(smiles: str, keep_stereo: bool = True) -> str:
    """Return the canonical SMILES of a structure, to compare structures written differently.

    Args:
        smiles: A SMILES string.
        keep_stereo: Keep stereochemistry; `False` drops it before canonicalizing.

    Returns:
        The canonical SMILES.

    Raises:
        ImportError: RDKit is not installed; install `labwire-sdk[chem]`.
        ValueError: The SMILES cannot be parsed.

    Examples:
        from labwire.benchling.utils.write_molecule import canonicalize_smiles

        assert canonicalize_smiles("OCC") == canonicalize_smiles("CCO")

    Notes:
        - Uses RDKit, from the optional extra `labwire-sdk[chem]`. The extra is preinstalled in flow
          nodes and notebooks, not in agent processors.
    """
