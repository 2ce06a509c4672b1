# docs-page: /sdk/markdowns/signals.signals
# docs-category: analysis
"""Signal processing for instrument traces: baselines, smoothing, derivatives, resampling, peak finding
and signal-to-noise.

Added in 3.8.
"""

import numpy
import pandas


def baseline_als(
    y: numpy.ndarray,
    lam: float = 1e5,
    p: float = 0.01,
    n_iter: int = 10,
) -> numpy.ndarray:
    """Estimate a baseline by asymmetric least squares (Eilers and Boelens).

    Args:
        y: The signal, evenly sampled.
        lam: Smoothness: larger values give a stiffer baseline. Try 1e4 to 1e7.
        p: Asymmetry: the weight of points above the baseline, 0.001 to 0.1.
        n_iter: Number of reweighting iterations.

    Returns:
        The baseline, same length as `y`.

    Raises:
        ValueError: `y` has fewer than 3 points or `p` is not between 0 and 1.

    Examples:
        from labwire.signals.signals import baseline_als

        corrected = chrom.intensities - baseline_als(chrom.intensities, lam=1e6, p=0.005)

    Notes:
        - `lam` depends on the number of points: when you double the sampling rate, multiply `lam` by
          about 16 for the same stiffness.
    """


def baseline_polynomial(
    x: numpy.ndarray,
    y: numpy.ndarray,
    degree: int = 2,
    mask: numpy.ndarray | None = None,
) -> numpy.ndarray:
    """Fit a polynomial baseline through the points you mark as baseline.

    Args:
        x: The x values (time, wavelength).
        y: The signal, evenly sampled.
        degree: Polynomial degree.
        mask: Boolean array, `True` for baseline points; `None` uses all points with iterative clipping
            of peaks.

    Returns:
        The baseline at every x.

    Raises:
        ValueError: Fewer baseline points than `degree + 1`.

    Examples:
        from labwire.signals.signals import baseline_polynomial

        mask = (wavelengths < 400) | (wavelengths > 700)
        base = baseline_polynomial(wavelengths, absorbance, degree=3, mask=mask)
    """


def savgol_smooth(y: numpy.ndarray, window: int = 11, polyorder: int = 3) -> numpy.ndarray:
    """Smooth with a Savitzky-Golay filter, which keeps peak heights and widths better than a moving
    average.

    Args:
        y: The signal, evenly sampled.
        window: Window length in points, odd.
        polyorder: Polynomial order, less than `window`.

    Returns:
        The smoothed signal.

    Raises:
        ValueError: `window` is even, larger than `y`, or not greater than `polyorder`.

    Examples:
        from labwire.signals.signals import savgol_smooth

        smooth = savgol_smooth(trace, window=21, polyorder=3)

    Notes:
        - Choose a window no wider than the half-height width of the narrowest peak, in points.
    """


def moving_average(y: numpy.ndarray, window: int = 5) -> numpy.ndarray:
    """Smooth with a centered moving average.

    Args:
        y: The signal, evenly sampled.
        window: Window length in points.

    Returns:
        The smoothed signal; the ends use shorter windows.

    Raises:
        ValueError: `window` is less than 1.

    Examples:
        from labwire.signals.signals import moving_average

        temperature_smooth = moving_average(temperature, window=15)
    """


def derivative(
    x: numpy.ndarray,
    y: numpy.ndarray,
    order: int = 1,
    window: int = 11,
) -> numpy.ndarray:
    """Compute a smoothed first or second derivative.

    Args:
        x: The x values, evenly spaced.
        y: The signal, evenly sampled.
        order: 1 or 2.
        window: Savitzky-Golay window used for the derivative, odd.

    Returns:
        dy/dx (or d²y/dx²) in units of y per unit of x.

    Raises:
        ValueError: `order` is not 1 or 2, or x is not evenly spaced.

    Examples:
        from labwire.signals.signals import derivative

        dy = derivative(temperature_c, fluorescence, order=1)
        tm = temperature_c[dy.argmax()]  # melting temperature: where fluorescence rises fastest
    """


def resample(
    x: numpy.ndarray,
    y: numpy.ndarray,
    step: float,
    method: str = "linear",
) -> tuple[numpy.ndarray, numpy.ndarray]:
    """Interpolate a signal onto an evenly spaced grid.

    Args:
        x: The x values, increasing.
        y: The signal, evenly sampled.
        step: The grid spacing, in x units.
        method: `"linear"` or `"cubic"`.

    Returns:
        The new x and y.

    Raises:
        ValueError: x does not increase or `step` is not positive.

    Examples:
        from labwire.signals.signals import resample

        t_even, od_even = resample(t_hours, od600, step=0.25)
    """


def find_peaks(
    x: numpy.ndarray,
    y: numpy.ndarray,
    prominence: float | None = None,
    height: float | None = None,
    distance: float | None = None,
    width: float | None = None,
) -> pandas.DataFrame:
    """Find local maxima that stand out from their surroundings.

    Args:
        x: The x values.
        y: The signal, evenly sampled.
        prominence: Smallest prominence, in y units.
        height: Smallest height, in y units.
        distance: Smallest distance between two peaks, in x units.
        width: Smallest width at half prominence, in x units.

    Returns:
        One row per peak: `index`, `x`, `y`, `prominence`, `width` (at half prominence, in x units),
        `left_x`, `right_x`.

    Raises:
        ValueError: x and y differ in length.

    Examples:
        from labwire.signals.signals import find_peaks

        bands = find_peaks(wavenumber_cm1, intensity, prominence=0.05, distance=8.0)

    Notes:
        - For chromatograms, use `labwire.lc.lc.find_peaks`, which also integrates areas against a
          baseline.
    """


def snr(
    x: numpy.ndarray,
    y: numpy.ndarray,
    peak_x: float,
    noise_range: tuple[float, float],
    method: str = "peak_to_peak",
) -> float:
    """Signal-to-noise ratio: peak height over the noise of a quiet region.

    Args:
        x: The x values.
        y: The signal, evenly sampled.
        peak_x: The x of the peak apex.
        noise_range: A peak-free x range to measure noise in.
        method: `"peak_to_peak"` (2H/h, as in pharmacopeias) or `"rms"` (height / standard deviation).

    Returns:
        The signal-to-noise ratio.

    Raises:
        ValueError: The noise range holds fewer than 10 points.

    Examples:
        from labwire.signals.signals import snr

        ratio = snr(chrom.times_min, corrected, peak_x=4.22, noise_range=(8.0, 9.0))
        limit_of_quantitation_met = ratio >= 10
    """


def normalize(y: numpy.ndarray, method: str = "max") -> numpy.ndarray:
    """Scale a signal for comparison between runs.

    Args:
        y: The signal, evenly sampled.
        method: `"max"` (maximum to 1), `"area"` (area to 1, with unit x spacing), `"minmax"` (to 0..1)
            or `"zscore"`.

    Returns:
        The scaled signal.

    Raises:
        ValueError: `method` is unknown or the signal is constant.

    Examples:
        from labwire.signals.signals import normalize

        overlay = {name: normalize(trace, method="max") for name, trace in traces.items()}
    """
