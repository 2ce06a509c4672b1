# docs-page: /sdk/markdowns/lc.cdf
# docs-category: analysis
"""Read and write chromatograms in the ANDI chromatography format (ASTM E1947), the netCDF files most
chromatography data systems export.

Added in 2.9.
"""

import datetime

import numpy
import pandas

TIME_UNIT: str = "min"
"""The unit of every retention time the module returns."""

ANDI_REQUIRED_VARIABLES: tuple[str, ...] = ("ordinate_values", "actual_sampling_interval", "actual_delay_time")
"""The netCDF variables a file must have to be read."""


class Chromatogram:
    """One detector signal over time, with the sample facts of its file."""

    def __init__(
        self,
        times_min: numpy.ndarray,
        intensities: numpy.ndarray,
        detector_unit: str = "mAU",
        sample_name: str = "",
        injected_at: datetime.datetime | None = None,
        metadata: dict[str, str] | None = None,
    ) -> None:
        """Build a chromatogram from arrays, for example to write an ANDI file from another format.

        Args:
            times_min: Retention times in minutes, increasing.
            intensities: Detector values, one per time.
            detector_unit: Unit of `intensities`.
            sample_name: The sample name.
            injected_at: Injection time, timezone-aware.
            metadata: Other global attributes to keep.

        Returns:
            The chromatogram.

        Raises:
            ValueError: The arrays differ in length or times do not increase.

        Examples:
            import numpy as np
            from labwire.lc.cdf import Chromatogram

            t = np.arange(0, 10, 0.01)
            signal = 50 * np.exp(-((t - 4.2) ** 2) / 0.005)
            chrom = Chromatogram(t, signal, detector_unit="mAU", sample_name="STD-1")
        """

    @property
    def times_min(self) -> numpy.ndarray:
        """Retention times, in minutes."""

    @property
    def intensities(self) -> numpy.ndarray:
        """Detector values."""

    @property
    def detector_unit(self) -> str:
        """Unit of the values, from `detector_unit` in the file (for example `mAU`, `mV`, `pA`, `counts`).
        """

    @property
    def sample_name(self) -> str:
        """From the global attribute `sample_name`."""

    @property
    def injected_at(self) -> datetime.datetime | None:
        """From `injection_date_time_stamp`, timezone-aware."""

    @property
    def sampling_interval_s(self) -> float:
        """Seconds between two points."""

    @property
    def metadata(self) -> dict[str, str]:
        """Every other global attribute, such as `detector_name`, `operator_name`, `dataset_origin`.
        """

    def to_dataframe(self) -> pandas.DataFrame:
        """Return the trace as a two-column DataFrame.

        Returns:
            Columns `time_min` and `intensity`.

        Examples:
            trace = chrom.to_dataframe()
            trace["sample_name"] = chrom.sample_name
        """

    def slice(self, start_min: float, end_min: float) -> Chromatogram:
        """Return the part of the trace between two retention times.

        Args:
            start_min: Start, in minutes (inclusive).
            end_min: End, in minutes (inclusive).

        Returns:
            A new chromatogram with the same facts.

        Raises:
            ValueError: `start_min` is not less than `end_min`.

        Examples:
            window = chrom.slice(3.5, 5.0)
        """


def read_cdf(data: bytes) -> Chromatogram:
    """Read the chromatogram of an ANDI (netCDF) file.

    Args:
        data: The content of a `.cdf` file.

    Returns:
        The trace, with times converted from seconds to minutes.

    Raises:
        ValueError: The content is not a netCDF classic file, or lacks `ordinate_values` or
            `actual_sampling_interval`.

    Examples:
        from typing import Any
        from labwire import Labwire, NodeReturn
        from labwire.lc.cdf import read_cdf


        def execute(file_name: str, file_data: bytes, params: dict[str, Any], lw: Labwire) -> NodeReturn:
            chrom = read_cdf(file_data)
            trace = chrom.to_dataframe()
            trace["file_name"] = file_name
            trace["sample_name"] = chrom.sample_name
            return NodeReturn(tables_to_upload={"hplc_traces": trace})

    Notes:
        - Times are `actual_delay_time + i × actual_sampling_interval` seconds, divided by 60. Values
          are `ordinate_values` multiplied by `detector_maximum_value`/`detector_minimum_value` scaling
          when the file declares it.
        - Only netCDF classic (version 3) files are ANDI files; netCDF-4/HDF5 files are refused.
    """


def read_cdf_peaks(data: bytes) -> pandas.DataFrame:
    """Read the peak table that the data system stored in an ANDI file, if any.

    Args:
        data: The content of a `.cdf` file.

    Returns:
        Columns `peak_name`, `retention_time_min`, `start_min`, `end_min`, `area`, `height`; empty when
        the file has no peaks.

    Raises:
        ValueError: The content is not an ANDI file.

    Examples:
        from labwire.lc.cdf import read_cdf_peaks

        vendor_peaks = read_cdf_peaks(file_data)
        print(vendor_peaks[["peak_name", "retention_time_min", "area"]])

    Notes:
        - Areas are in the units the data system wrote, usually detector unit × seconds. Compare with
          `labwire.lc.lc` results (detector unit × minutes) only after converting.
    """


def write_cdf(chromatogram: Chromatogram) -> bytes:
    """Write a chromatogram as an ANDI file.

    Args:
        chromatogram: The chromatogram. Times must be evenly spaced.

    Returns:
        A netCDF classic file.

    Raises:
        ValueError: The times are not evenly spaced (within 0.1% of the interval).

    Examples:
        from labwire.lc.cdf import write_cdf

        lw.upload_file("/exports/STD-1.cdf", write_cdf(chrom), tags={"format": "ANDI"})
    """
