# docs-page: /sdk/markdowns/msd
# docs-category: analysis
"""Read MSD plate reader exports, describe plate layouts, name spots, fit 4PL standard curves and
back-calculate concentrations.

Added in 3.1.
"""

import datetime

import numpy
import pandas

SPOTS_PER_WELL: dict[int, tuple[int, ...]] = {96: (1, 4, 7, 10), 384: (1, 4)}
"""The spot counts MSD plates come with, by plate format."""

ROLES: tuple[str, ...] = ("sample", "standard", "control", "blank")
"""The roles a well can have in a `PlateLayout`."""


class MsdPlate:
    """The signals of one read MSD plate: one value per well and spot."""

    @property
    def barcode(self) -> str:
        """The plate barcode."""

    @property
    def plate_format(self) -> int:
        """96 or 384."""

    @property
    def spots_per_well(self) -> int:
        """1, 4, 7 or 10 for 96-well plates; 1 or 4 for 384-well plates."""

    @property
    def read_at(self) -> datetime.datetime | None:
        """When the plate was read, timezone-aware when the export states the offset."""

    @property
    def signals(self) -> pandas.DataFrame:
        """Long format: `well` (A1 style), `spot` (1-based), `signal` (ECL counts)."""

    @property
    def metadata(self) -> dict[str, str]:
        """Other header fields of the export, such as the reader serial number and the plate type.
        """

    def to_grid(self, spot: int) -> pandas.DataFrame:
        """Return the signals of one spot laid out like the plate.

        Args:
            spot: The spot number, 1 to `spots_per_well`.

        Returns:
            Rows A to H (or A to P), columns 1 to 12 (or 1 to 24).

        Raises:
            ValueError: `spot` is out of range.

        Examples:
            print(plate.to_grid(spot=1))
        """

    def with_layout(self, layout: PlateLayout) -> pandas.DataFrame:
        """Join the signals with a plate layout.

        Args:
            layout: The layout of the same plate format.

        Returns:
            The signals with `sample`, `role`, `concentration` and `dilution` added; wells without an
            assignment keep NaN.

        Raises:
            ValueError: The plate formats differ.

        Examples:
            data = plate.with_layout(layout)
            standards = data[data["role"] == "standard"]
        """


class PlateLayout:
    """What each well of a plate holds: sample, role, nominal concentration and dilution."""

    def __init__(self, plate_format: int = 96) -> None:
        """Start an empty layout.

        Args:
            plate_format: 96 or 384.

        Returns:
            The layout.

        Raises:
            ValueError: `plate_format` is not 96 or 384.

        Examples:
            from labwire.msd import PlateLayout

            layout = PlateLayout(96)
        """

    @property
    def plate_format(self) -> int:
        """96 or 384."""

    def assign(
        self,
        wells: str | list[str],
        sample: str,
        role: str = "sample",
        concentration: float | None = None,
        dilution: float = 1.0,
    ) -> PlateLayout:
        """Assign a sample to wells. Returns the layout, so that calls can be chained.

        Args:
            wells: Wells as a list or a range, for example `"A1:B3"` (a rectangle) or `["A1", "A2"]`.
            sample: The sample or standard name.
            role: `"sample"`, `"standard"`, `"control"` or `"blank"`.
            concentration: Nominal concentration of standards and controls, in the assay unit.
            dilution: Dilution factor of samples; back-calculated results are multiplied by it.

        Returns:
            The same layout.

        Raises:
            ValueError: A well is outside the plate or `role` is unknown.

        Examples:
            layout = (
                PlateLayout(96)
                .assign("A1:B1", "blank", role="blank")
                .assign("C1:D1", "QC-high", role="control", concentration=800.0)
                .assign("E1:F1", "S-0142", dilution=4.0)
            )
        """

    def assign_standards(
        self,
        wells: list[str],
        top: float,
        dilution_factor: float = 4.0,
        replicates: int = 1,
        prefix: str = "STD",
    ) -> PlateLayout:
        """Assign a serial dilution of a standard to wells, highest concentration first.

        Args:
            wells: One well per level, or two per level for duplicates (listed next to each other).
            top: Concentration of the first level.
            dilution_factor: Ratio between consecutive levels.
            replicates: Wells per level.
            prefix: Names are `<prefix>-1`, `<prefix>-2`, and so on.

        Returns:
            The same layout.

        Raises:
            ValueError: The number of wells is not a multiple of `replicates`.

        Examples:
            from labwire.msd import well_names

            layout.assign_standards(well_names()[:16], top=10_000.0, dilution_factor=4.0, replicates=2)

        Notes:
            - With `replicates=2`, wells are paired in the order given: A1 and A2 hold level 1, A3 and A4
              level 2. Pass column-wise lists for vertical duplicates.
        """

    def to_dataframe(self) -> pandas.DataFrame:
        """Return the layout as a table.

        Returns:
            Columns `well`, `sample`, `role`, `concentration`, `dilution`; assigned wells only.

        Examples:
            lw.write_table("msd_plate_layouts", layout.to_dataframe().assign(barcode=plate.barcode))
        """

    @classmethod
    def from_dataframe(cls, df: pandas.DataFrame, plate_format: int = 96) -> PlateLayout:
        """Build a layout from a table with at least `well` and `sample` columns.

        Args:
            df: Columns `well`, `sample`, and optionally `role`, `concentration`, `dilution`.
            plate_format: 96 or 384.

        Returns:
            The layout.

        Raises:
            KeyError: `well` or `sample` is missing.
            ValueError: A well is outside the plate or listed twice.

        Examples:
            import pandas as pd
            from labwire.msd import PlateLayout

            layout = PlateLayout.from_dataframe(pd.read_csv("layout_P-0042.csv"))
        """


class StandardCurve:
    """A four-parameter logistic (4PL) fit of signal against concentration."""

    @property
    def a(self) -> float:
        """Response at zero concentration (lower asymptote for an increasing curve)."""

    @property
    def b(self) -> float:
        """Hill slope."""

    @property
    def c(self) -> float:
        """Inflection point (EC50), in the concentration unit."""

    @property
    def d(self) -> float:
        """Response at infinite concentration (upper asymptote)."""

    @property
    def r_squared(self) -> float:
        """Coefficient of determination, on the signal scale."""

    @property
    def weighting(self) -> str:
        """The weighting used."""

    def concentration(self, signal: float | numpy.ndarray | pandas.Series) -> numpy.ndarray:
        """Back-calculate concentrations from signals.

        Args:
            signal: ECL signals.

        Returns:
            Concentrations; NaN for signals outside the asymptotes.

        Examples:
            samples["concentration"] = curve.concentration(samples["signal"]) * samples["dilution"]
        """

    def signal(self, concentration: float | numpy.ndarray | pandas.Series) -> numpy.ndarray:
        """Predict signals from concentrations.

        Args:
            concentration: Concentrations.

        Returns:
            Predicted signals.

        Examples:
            predicted = curve.signal(standards["concentration"])
        """


def read_msd(data: bytes) -> MsdPlate:
    """Read a plate data export of an MSD reader (Discovery Workbench or Methodical Mind text export).

    Args:
        data: The export file content, tab- or comma-separated.

    Returns:
        The plate.

    Raises:
        ValueError: The content is not an MSD plate export, or its data block does not match the plate
            format.

    Examples:
        from typing import Any
        from labwire import Labwire, NodeReturn
        from labwire.msd import read_msd


        def execute(file_name: str, file_data: bytes, params: dict[str, Any], lw: Labwire) -> NodeReturn:
            plate = read_msd(file_data)
            signals = plate.signals.assign(barcode=plate.barcode, file_name=file_name)
            return NodeReturn(tables_to_upload={"msd_signals": signals})

    Notes:
        - In the export, each row of the data block holds the spots of a well side by side; the reader
          turns this into one row per well and spot.
    """


def well_names(plate_format: int = 96) -> list[str]:
    """List the wells of a plate, row by row.

    Args:
        plate_format: 96 or 384.

    Returns:
        `["A1", "A2", ..., "H12"]` for 96 wells.

    Raises:
        ValueError: `plate_format` is not 96 or 384.

    Examples:
        from labwire.msd import well_names

        first_column = [w for w in well_names() if w[1:] == "1"]
    """


def expand_wells(spec: str, plate_format: int = 96) -> list[str]:
    """Expand a well range such as `A1:C4` into well names.

    Args:
        spec: A well, or a rectangle `<corner>:<corner>`; several separated by commas.
        plate_format: 96 or 384.

    Returns:
        Well names, row by row.

    Raises:
        ValueError: The range is malformed or leaves the plate.

    Examples:
        from labwire.msd import expand_wells

        print(expand_wells("A1:B2,H12"))  # ['A1', 'A2', 'B1', 'B2', 'H12']
    """


def assign_analytes(signals: pandas.DataFrame, analytes: dict[int, str]) -> pandas.DataFrame:
    """Name the analyte measured on each spot.

    Args:
        signals: Signals with a `spot` column.
        analytes: Spot number to analyte name, from the kit insert.

    Returns:
        A copy with `analyte`; spots not in `analytes` keep `None`.

    Examples:
        from labwire.msd import assign_analytes

        named = assign_analytes(plate.signals, {1: "IFN-γ", 2: "IL-1β", 3: "IL-2", 4: "IL-4", 5: "IL-6", 6: "IL-8", 7: "IL-10", 8: "IL-12p70", 9: "IL-13", 10: "TNF-α"})
    """


def fit_4pl(
    concentrations: numpy.ndarray | pandas.Series,
    signals: numpy.ndarray | pandas.Series,
    weighting: str = "1/y^2",
) -> StandardCurve:
    """Fit a 4PL curve, y = d + (a − d) / (1 + (x / c)^b), to standards.

    Args:
        concentrations: Nominal concentrations of the standards; zero (blank) is allowed.
        signals: Their signals.
        weighting: `"none"`, `"1/y"` or `"1/y^2"`. ECL signals span several decades, so `1/y^2` is the
            default.

    Returns:
        The fitted curve.

    Raises:
        ValueError: Fewer than five distinct concentrations, or the fit does not converge.

    Examples:
        from labwire.msd import fit_4pl

        data = named.merge(layout.to_dataframe(), on="well")
        il6 = data[(data["analyte"] == "IL-6") & (data["role"] == "standard")]
        curve = fit_4pl(il6["concentration"], il6["signal"])
        print(f"EC50 {curve.c:.1f} pg/mL, r2 {curve.r_squared:.4f}")
    """
