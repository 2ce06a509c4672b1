# docs-page: /sdk/markdowns/fcs
# docs-category: analysis
"""Read Flow Cytometry Standard (FCS) files, apply the spillover matrix, transform channels and gate
events.

Added in 3.0.
"""

import numpy
import pandas

SUPPORTED_VERSIONS: tuple[str, ...] = ("FCS2.0", "FCS3.0", "FCS3.1")
"""The FCS versions `read_fcs` reads."""

SPILLOVER_KEYWORDS: tuple[str, ...] = ("$SPILLOVER", "$SPILL", "SPILL")
"""Keywords searched, in order, for the spillover matrix."""


class FcsFile:
    """The parsed content of one FCS file: keywords, channels, events and the spillover matrix."""

    @property
    def version(self) -> str:
        """The FCS version from the header: `FCS2.0`, `FCS3.0` or `FCS3.1`."""

    @property
    def metadata(self) -> dict[str, str]:
        """Every keyword of the TEXT segment, for example `$CYT` (cytometer), `$DATE`, `$TOT` (event count).
        """

    @property
    def channels(self) -> pandas.DataFrame:
        """One row per parameter: `n` (1-based), `name` (`$PnN`, detector), `label` (`$PnS`, marker or stain),
        `range` (`$PnR`), `voltage` (`$PnV`), `log_decades` (from `$PnE`).
        """

    @property
    def events(self) -> pandas.DataFrame:
        """One row per event, one float64 column per channel, named by `$PnN`. Values are linear and scaled as
        stored.
        """

    @property
    def spillover(self) -> pandas.DataFrame | None:
        """The spillover matrix from `$SPILLOVER` (or `$SPILL`/`SPILL`), rows and columns named by detector;
        `None` when the file has none.
        """

    def compensate(self, spillover: pandas.DataFrame | None = None) -> FcsFile:
        """Return a copy with fluorescence channels compensated for spillover.

        Args:
            spillover: A spillover matrix to use instead of the one in the file.

        Returns:
            A new `FcsFile` whose compensated channels are replaced; scatter and time channels are
            unchanged.

        Raises:
            ValueError: No spillover matrix is available, or it names a channel the file does not have.

        Examples:
            from labwire.fcs import read_fcs

            sample = read_fcs(file_data).compensate()

        Notes:
            - Compensation solves observed = true × S for the channels of S: true = observed × S⁻¹, where
              each row of S is one fluorochrome and each column one detector.
        """

    def transform(
        self,
        method: str = "arcsinh",
        channels: list[str] | None = None,
        cofactor: float = 150.0,
    ) -> FcsFile:
        """Return a copy with channels transformed for display and gating.

        Args:
            method: `"arcsinh"`, `"logicle"` or `"log10"`.
            channels: Channels to transform, by `$PnN`; `None` transforms every fluorescence channel (those
                listed in the spillover matrix, or all but scatter and `Time`).
            cofactor: Cofactor of the arcsinh transform (ignored by the others).

        Returns:
            A new `FcsFile` with the transformed channels.

        Raises:
            ValueError: `method` is unknown or a channel does not exist.

        Examples:
            display = sample.transform(method="logicle")

        Notes:
            - `log10` maps values at or below zero to NaN; prefer `arcsinh` or `logicle` for compensated
              data, which has negative values.
        """

    def channel_summary(self) -> pandas.DataFrame:
        """Return per-channel statistics of the events.

        Returns:
            One row per channel: `name`, `label`, `median`, `mean`, `cv_percent`, `min`, `max`.

        Examples:
            print(sample.channel_summary()[["name", "label", "median"]])
        """


def read_fcs(data: bytes, dataset: int = 0) -> FcsFile:
    """Parse an FCS 2.0, 3.0 or 3.1 file.

    Args:
        data: The file content.
        dataset: Which data set to read when the file holds several (`$NEXTDATA`), counting from 0.

    Returns:
        The parsed file.

    Raises:
        ValueError: The content is not an FCS file, uses a data type other than `F`, `D` or `I`, or is
            truncated.

    Examples:
        from typing import Any
        from labwire import Labwire, NodeReturn
        from labwire.fcs import read_fcs


        def execute(file_name: str, file_data: bytes, params: dict[str, Any], lw: Labwire) -> NodeReturn:
            fcs = read_fcs(file_data)
            summary = fcs.compensate().channel_summary()
            summary["file_name"] = file_name
            summary["cytometer"] = fcs.metadata.get("$CYT", "")
            return NodeReturn(tables_to_upload={"flow_cytometry_channel_stats": summary})

    Notes:
        - Integer (`I`) data is masked with the bit range of each parameter (`$PnB`, `$PnR`) and
          converted to float64. Amplification (`$PnE`) of log-scale parameters is undone so that every
          value is linear.
    """


def parse_spillover(text: str) -> pandas.DataFrame:
    """Parse the text of a `$SPILLOVER` keyword into a matrix.

    Args:
        text: The keyword value: the number of channels n, n channel names, then n×n values row by row,
            all comma-separated.

    Returns:
        An n×n matrix with channel names as index and columns.

    Raises:
        ValueError: The number of values does not match n.

    Examples:
        from labwire.fcs import parse_spillover

        spill = parse_spillover("2,FITC-A,PE-A,1,0.12,0.03,1")
        print(spill.loc["FITC-A", "PE-A"])  # 0.12
    """


def compensate(events: pandas.DataFrame, spillover: pandas.DataFrame) -> pandas.DataFrame:
    """Compensate the channels of an events table with a spillover matrix.

    Args:
        events: Events, one column per channel.
        spillover: A square spillover matrix named by channel.

    Returns:
        A copy of `events` with the channels of the matrix compensated.

    Raises:
        ValueError: The matrix is not square, is singular, or names a channel missing from `events`.

    Examples:
        from labwire.fcs import compensate, parse_spillover

        spill = parse_spillover(lw.read_file("fil_01K7H5D7R3FQ9W0TX2MB6Z8N1C").decode())
        compensated = compensate(fcs.events, spill)
    """


def arcsinh_transform(
    values: numpy.ndarray | pandas.Series,
    cofactor: float = 150.0,
) -> numpy.ndarray:
    """Apply arcsinh(x / cofactor), a log-like transform that handles zero and negative values.

    Args:
        values: The values.
        cofactor: The cofactor: about 150 for fluorescence flow cytometry, 5 for mass cytometry.

    Returns:
        The transformed values.

    Raises:
        ValueError: `cofactor` is not positive.

    Examples:
        from labwire.fcs import arcsinh_transform

        cd4 = arcsinh_transform(fcs.events["BV421-A"], cofactor=150.0)
    """


def logicle_transform(
    values: numpy.ndarray | pandas.Series,
    t: float = 262144.0,
    w: float = 0.5,
    m: float = 4.5,
    a: float = 0.0,
) -> numpy.ndarray:
    """Apply the logicle transform (Parks, Roederer and Moore, 2006).

    Args:
        values: The values.
        t: Top of the data range (2^18 for most digital cytometers).
        w: Width of the linear region around zero, in decades.
        m: Width of the display in decades.
        a: Extra negative decades.

    Returns:
        The transformed values, scaled so that `t` maps to 1.0.

    Raises:
        ValueError: The parameters are inconsistent (for example `w` greater than `m / 2`).

    Examples:
        from labwire.fcs import logicle_transform

        pe = logicle_transform(fcs.events["PE-A"], w=0.75)
    """


def gate_rectangle(
    events: pandas.DataFrame,
    x: str,
    y: str,
    x_range: tuple[float, float],
    y_range: tuple[float, float],
) -> pandas.Series:
    """Select the events inside a rectangle on two channels.

    Args:
        events: Events, one column per channel.
        x: The channel on the x axis.
        y: The channel on the y axis.
        x_range: Lower and upper bound on `x`, inclusive.
        y_range: Lower and upper bound on `y`, inclusive.

    Returns:
        A boolean mask aligned to `events`.

    Raises:
        KeyError: A channel does not exist.

    Examples:
        from labwire.fcs import gate_rectangle

        cells = gate_rectangle(fcs.events, "FSC-A", "SSC-A", (40_000, 250_000), (5_000, 200_000))
        singlets = fcs.events[cells]
        print(f"{cells.mean():.1%} of events in the cell gate")
    """
