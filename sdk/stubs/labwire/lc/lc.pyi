# docs-page: /sdk/markdowns/lc.lc
# docs-category: analysis
"""Chromatography analysis: find and integrate peaks, name them by retention time, compute system
suitability and fit calibration curves.

Added in 2.9.
"""

import numpy
import pandas

PEAK_COLUMNS: tuple[str, ...] = ("peak_id", "retention_time_min", "start_min", "end_min", "height", "area", "width_half_min", "area_percent")
"""The columns of the peak table `find_peaks` returns."""


class CalibrationCurve:
    """A fitted linear calibration, from peak area to amount and back."""

    @property
    def slope(self) -> float:
        """Area per unit amount."""

    @property
    def intercept(self) -> float:
        """Area at zero amount; 0.0 when fitted through the origin."""

    @property
    def r_squared(self) -> float:
        """Coefficient of determination of the fit."""

    @property
    def weighting(self) -> str:
        """The weighting used: `none`, `1/x` or `1/x^2`."""

    @property
    def n_points(self) -> int:
        """Number of standards used."""

    def amount(self, area: float | numpy.ndarray | pandas.Series) -> float | numpy.ndarray:
        """Convert peak areas to amounts.

        Args:
            area: Peak areas.

        Returns:
            Amounts, in the unit of the standards.

        Examples:
            peaks["amount_ug_per_ml"] = curve.amount(peaks["area"])
        """

    def response(self, amount: float | numpy.ndarray | pandas.Series) -> float | numpy.ndarray:
        """Convert amounts to expected peak areas.

        Args:
            amount: Amounts.

        Returns:
            Areas.

        Examples:
            expected = curve.response(50.0)
        """


def find_peaks(
    times_min: numpy.ndarray,
    signal: numpy.ndarray,
    min_height: float | None = None,
    min_prominence: float | None = None,
    min_width_min: float = 0.01,
    baseline: numpy.ndarray | None = None,
) -> pandas.DataFrame:
    """Detect peaks in a chromatogram and integrate them against a valley-to-valley baseline.

    Args:
        times_min: Retention times in minutes, increasing.
        signal: Detector values, one per time, baseline-corrected or not.
        min_height: Smallest apex height above baseline, in detector units; `None` uses 10 × the noise.
        min_prominence: Smallest prominence, in detector units; `None` uses 5 × the noise.
        min_width_min: Smallest width at half height, in minutes.
        baseline: A baseline to subtract first, for example from `labwire.signals.signals.baseline_als`.

    Returns:
        One row per peak in time order: `peak_id` (1-based), `retention_time_min`, `start_min`,
        `end_min`, `height`, `area`, `width_half_min`, `area_percent`.

    Raises:
        ValueError: The arrays differ in length or are shorter than 10 points.

    Examples:
        from labwire.lc.cdf import read_cdf
        from labwire.lc.lc import find_peaks
        from labwire.signals.signals import baseline_als

        chrom = read_cdf(file_data)
        base = baseline_als(chrom.intensities)
        peaks = find_peaks(chrom.times_min, chrom.intensities, min_height=2.0, baseline=base)
        print(peaks[["peak_id", "retention_time_min", "area", "area_percent"]])

    Notes:
        - Area is in detector unit × minutes (for example mAU·min). Multiply by 60 to compare with data
          systems that report mAU·s.
        - Noise is estimated as the median absolute deviation of the first derivative, scaled to a
          standard deviation.
    """


def integrate_peaks(
    times_min: numpy.ndarray,
    signal: numpy.ndarray,
    windows: pandas.DataFrame,
    baseline: str = "linear",
) -> pandas.DataFrame:
    """Integrate given retention time windows with a chosen baseline.

    Args:
        times_min: Retention times in minutes, increasing.
        signal: Detector values, one per time, baseline-corrected or not.
        windows: One row per peak with `start_min` and `end_min`, and optionally `peak_name`.
        baseline: `"linear"` (straight line between the signal at start and end), `"zero"` or `"valley"`
            (the lowest points within 2% of the window at each side).

    Returns:
        The windows with `retention_time_min` (apex), `height`, `area` and `area_percent` added.

    Raises:
        ValueError: A window is empty or outside the trace, or `baseline` is unknown.

    Examples:
        import pandas as pd
        from labwire.lc.lc import integrate_peaks

        windows = pd.DataFrame({"peak_name": ["caffeine", "theobromine"], "start_min": [3.9, 5.2], "end_min": [4.6, 5.9]})
        result = integrate_peaks(chrom.times_min, chrom.intensities, windows, baseline="valley")
    """


def identify_peaks(
    peaks: pandas.DataFrame,
    reference: dict[str, float],
    tolerance_min: float = 0.1,
) -> pandas.DataFrame:
    """Name peaks by matching retention times to expected values.

    Args:
        peaks: Peaks with `retention_time_min`.
        reference: Compound name to expected retention time, in minutes.
        tolerance_min: Largest allowed difference, in minutes.

    Returns:
        A copy with `peak_name` (or `None` when unmatched) and `rt_deviation_min`. Each compound goes to
        the closest peak within tolerance.

    Examples:
        from labwire.lc.lc import identify_peaks

        named = identify_peaks(peaks, {"theobromine": 2.71, "theophylline": 3.38, "caffeine": 4.22}, tolerance_min=0.08)
    """


def plate_count(retention_time_min: float, width_half_min: float) -> float:
    """Column efficiency from the half-height width: N = 5.54 × (tR / W0.5)².

    Args:
        retention_time_min: Retention time of the peak, in minutes.
        width_half_min: Width at half height, in minutes.

    Returns:
        Theoretical plates.

    Raises:
        ValueError: `width_half_min` is not positive.

    Examples:
        from labwire.lc.lc import plate_count

        n = plate_count(4.22, 0.052)  # about 36,500
    """


def resolution(
    rt1_min: float,
    width_half1_min: float,
    rt2_min: float,
    width_half2_min: float,
) -> float:
    """Resolution of two peaks from half-height widths: Rs = 1.18 × (t2 − t1) / (W0.5,1 + W0.5,2).

    Args:
        rt1_min: Retention time of the earlier peak, in minutes.
        width_half1_min: Its width at half height.
        rt2_min: Retention time of the later peak.
        width_half2_min: Its width at half height.

    Returns:
        The resolution; 1.5 or more means baseline separation.

    Raises:
        ValueError: A width is not positive.

    Examples:
        from labwire.lc.lc import resolution

        rs = resolution(3.38, 0.048, 4.22, 0.052)
        assert rs >= 2.0, f"resolution {rs:.2f} below the system suitability limit"
    """


def tailing_factor(
    times_min: numpy.ndarray,
    signal: numpy.ndarray,
    retention_time_min: float,
) -> float:
    """USP tailing factor at 5% height: T = W0.05 / (2f).

    Args:
        times_min: Retention times in minutes, increasing.
        signal: Detector values, one per time, baseline-corrected or not.
        retention_time_min: The apex of the peak, in minutes.

    Returns:
        The tailing factor; 1.0 for a symmetric peak, above 1 for tailing.

    Raises:
        ValueError: The peak does not fall back to 5% of its height on both sides within the trace.

    Examples:
        from labwire.lc.lc import tailing_factor

        t = tailing_factor(chrom.times_min, chrom.intensities, retention_time_min=4.22)

    Notes:
        - W0.05 is the full width at 5% of the height; f is the distance from the front edge at 5%
          height to the apex.
    """


def fit_calibration(
    amounts: list[float] | numpy.ndarray,
    areas: list[float] | numpy.ndarray,
    weighting: str = "none",
    through_origin: bool = False,
) -> CalibrationCurve:
    """Fit a linear calibration of peak area against amount.

    Args:
        amounts: Amounts of the standards, for example in µg/mL.
        areas: Their peak areas.
        weighting: `"none"`, `"1/x"` or `"1/x^2"`.
        through_origin: Force the intercept to zero.

    Returns:
        The fitted curve.

    Raises:
        ValueError: Fewer than two standards, different lengths, or a weighting with a zero amount.

    Examples:
        from labwire.lc.lc import fit_calibration

        curve = fit_calibration([5, 10, 25, 50, 100], [10.4, 20.9, 52.1, 103.8, 209.0], weighting="1/x")
        print(f"slope {curve.slope:.3f}, r2 {curve.r_squared:.5f}")
    """
