# docs-page: /sdk/markdowns/statistical_process_control
# docs-category: analysis
"""Control charts for lab and process data: control limits, Western Electric and Nelson rules, and
process capability (Cp, Cpk, Pp, Ppk).

Added in 3.7.
"""

import numpy
import pandas

D2: dict[int, float] = {2: 1.128, 3: 1.693, 4: 2.059, 5: 2.326, 6: 2.534, 7: 2.704, 8: 2.847, 9: 2.970, 10: 3.078}
"""d2 constants by subgroup size: expected range / σ."""

A2: dict[int, float] = {2: 1.880, 3: 1.023, 4: 0.729, 5: 0.577, 6: 0.483, 7: 0.419, 8: 0.373, 9: 0.337, 10: 0.308}
"""A2 constants for X̄-R limits."""

D3: dict[int, float] = {2: 0.0, 3: 0.0, 4: 0.0, 5: 0.0, 6: 0.0, 7: 0.076, 8: 0.136, 9: 0.184, 10: 0.223}
"""D3 constants for the lower limit of R charts."""

D4: dict[int, float] = {2: 3.267, 3: 2.574, 4: 2.282, 5: 2.114, 6: 2.004, 7: 1.924, 8: 1.864, 9: 1.816, 10: 1.777}
"""D4 constants for the upper limit of R charts."""


class ControlLimits:
    """The center line and limits of a control chart."""

    def __init__(self, chart: str, center: float, sigma: float, k: float = 3.0) -> None:
        """Rebuild limits computed earlier, for example read back from a table, so that a chart keeps fixed
        limits.

        Args:
            chart: The chart type, as for `control_limits`: `individuals`, `moving_range`, `xbar_r`,
                `range`, `p` or `c`.
            center: The center line.
            sigma: The standard deviation of the plotted statistic, as `control_limits` estimated it.
            k: Sigmas from center to limit.

        Returns:
            The limits, with `lcl` = center − k·sigma and `ucl` = center + k·sigma; `lcl` is cut at 0 for
            `moving_range`, `range`, `p` and `c`, as `control_limits` does.

        Raises:
            ValueError: `chart` is not a chart type, or `sigma` or `k` is not positive.

        Examples:
            from labwire.statistical_process_control import ControlLimits

            stored = lw.query("SELECT chart, center, sigma, k FROM spc_limits WHERE product = 'API-7' AND measure = 'assay_percent'")
            row = stored.iloc[0]
            limits = ControlLimits(str(row["chart"]), float(row["center"]), float(row["sigma"]), k=float(row["k"]))
        """

    @property
    def chart(self) -> str:
        """The chart type the limits belong to."""

    @property
    def center(self) -> float:
        """The center line."""

    @property
    def lcl(self) -> float:
        """Lower control limit (center − k·σ)."""

    @property
    def ucl(self) -> float:
        """Upper control limit (center + k·σ)."""

    @property
    def sigma(self) -> float:
        """The estimated within-subgroup standard deviation of the plotted statistic."""

    @property
    def k(self) -> float:
        """The number of sigmas between center and limits."""

    def zone(self, values: numpy.ndarray | pandas.Series) -> numpy.ndarray:
        """Return the zone of each value: how many sigmas from the center, signed.

        Args:
            values: Plotted values.

        Returns:
            Values of (x − center) / sigma.

        Examples:
            z = limits.zone(df["assay_percent"])
        """


class Capability:
    """Process capability indices against specification limits."""

    @property
    def cp(self) -> float | None:
        """(USL − LSL) / 6σ_within; `None` with a one-sided specification."""

    @property
    def cpk(self) -> float:
        """min(USL − μ, μ − LSL) / 3σ_within."""

    @property
    def pp(self) -> float | None:
        """(USL − LSL) / 6σ_overall."""

    @property
    def ppk(self) -> float:
        """min(USL − μ, μ − LSL) / 3σ_overall."""

    @property
    def mean(self) -> float:
        """The mean μ."""

    @property
    def sigma_within(self) -> float:
        """Short-term σ from the average moving range (or subgroup ranges)."""

    @property
    def sigma_overall(self) -> float:
        """The sample standard deviation of all values."""

    @property
    def n(self) -> int:
        """Number of values."""


def control_limits(
    values: numpy.ndarray | pandas.Series,
    chart: str = "individuals",
    subgroup_size: int = 1,
    k: float = 3.0,
) -> ControlLimits:
    """Compute the center line and control limits of a chart from baseline data.

    Args:
        values: Individual values in time order (for `individuals`, `moving_range`), or all measurements
            of the subgroups in order.
        chart: `"individuals"`, `"moving_range"`, `"xbar_r"` (means, with ranges), `"range"`, `"p"` or
            `"c"`.
        subgroup_size: Measurements per subgroup for `xbar_r` and `range` (2 to 10); sample size for
            `p`.
        k: Sigmas from center to limit.

    Returns:
        The limits. LCL is cut at 0 for `moving_range`, `range`, `p` and `c`.

    Raises:
        ValueError: Too few values (at least 20 individuals or 20 subgroups are recommended, 2
            required), or `subgroup_size` is outside 2 to 10 for range charts.

    Examples:
        from labwire.statistical_process_control import control_limits

        baseline = lw.query("SELECT assay_percent FROM release_results WHERE product = 'API-7' ORDER BY tested_at LIMIT 30")
        limits = control_limits(baseline["assay_percent"], chart="individuals")
        print(f"CL {limits.center:.2f}  LCL {limits.lcl:.2f}  UCL {limits.ucl:.2f}")

    Notes:
        - Individuals: σ = average moving range / d2 with d2 = 1.128. X̄-R: limits X̄̄ ± A2·R̄.
        - Compute limits on a stable baseline period and keep them fixed; recomputing them on every new
          point hides drift.
    """


def western_electric_rules(
    values: numpy.ndarray | pandas.Series,
    limits: ControlLimits,
) -> pandas.DataFrame:
    """Find points that break the four Western Electric rules.

    Args:
        values: Plotted values in time order.
        limits: The chart limits.

    Returns:
        One row per violation: `index` (position of the last point of the pattern), `rule` (1 to 4),
        `description`.

    Examples:
        from labwire.statistical_process_control import western_electric_rules

        violations = western_electric_rules(recent["assay_percent"], limits)

    Notes:
        - Rule 1: one point beyond 3σ. Rule 2: two of three consecutive points beyond 2σ on the same
          side. Rule 3: four of five beyond 1σ on the same side. Rule 4: eight consecutive points on the
          same side of the center line.
    """


def nelson_rules(
    values: numpy.ndarray | pandas.Series,
    limits: ControlLimits,
    rules: list[int] | None = None,
) -> pandas.DataFrame:
    """Find points that break the eight Nelson rules, or the ones you choose.

    Args:
        values: Plotted values in time order.
        limits: The chart limits.
        rules: The rules to apply, 1 to 8; `None` applies all.

    Returns:
        One row per violation: `index`, `rule`, `description`.

    Raises:
        ValueError: A rule number is outside 1 to 8.

    Examples:
        from labwire.statistical_process_control import nelson_rules

        violations = nelson_rules(recent["assay_percent"], limits, rules=[1, 2, 3, 5])

    Notes:
        - 1: one point beyond 3σ. 2: nine in a row on one side. 3: six in a row steadily increasing or
          decreasing. 4: fourteen in a row alternating up and down. 5: two of three beyond 2σ on one
          side. 6: four of five beyond 1σ on one side. 7: fifteen in a row within 1σ. 8: eight in a row
          beyond 1σ on either side.
    """


def process_capability(
    values: numpy.ndarray | pandas.Series,
    lsl: float | None = None,
    usl: float | None = None,
) -> Capability:
    """Compute Cp, Cpk, Pp and Ppk against specification limits.

    Args:
        values: Individual values in time order.
        lsl: Lower specification limit; `None` for an upper-only specification.
        usl: Upper specification limit; `None` for a lower-only specification.

    Returns:
        The indices.

    Raises:
        ValueError: Both limits are `None`, `lsl` is not below `usl`, or fewer than 2 values.

    Examples:
        from labwire.statistical_process_control import process_capability

        cap = process_capability(results["assay_percent"], lsl=98.0, usl=102.0)
        print(f"Cpk {cap.cpk:.2f}  Ppk {cap.ppk:.2f}")

    Notes:
        - A common acceptance threshold is Cpk ≥ 1.33. The indices assume roughly normal data; check a
          histogram first.
    """


def control_chart(
    df: pandas.DataFrame,
    value_column: str,
    limits: ControlLimits,
    order_by: str | None = None,
    rules: str = "nelson",
) -> pandas.DataFrame:
    """Annotate a table of results with limits, zones and rule violations, ready for a dashboard.

    Args:
        df: The results.
        value_column: The column to chart.
        limits: The chart limits.
        order_by: A column to sort by first, usually a timestamp.
        rules: `"nelson"` or `"western_electric"`.

    Returns:
        A copy with `center`, `lcl`, `ucl`, `zone` and `violations` (comma-separated rule numbers, empty
        when none).

    Raises:
        KeyError: A named column is missing.

    Examples:
        from labwire.statistical_process_control import control_chart

        chart = control_chart(results, "assay_percent", limits, order_by="tested_at")
        lw.write_table("spc_assay_api7", chart, mode="replace")
    """
