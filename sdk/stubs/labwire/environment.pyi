# docs-page: /sdk/markdowns/EnvironmentDetection
# docs-category: core
"""Find out where code runs (flow, notebook, agent processor or your own computer) and which
environment it talks to.

Added in 3.8.
"""

RUNTIME_KINDS: tuple[str, ...] = ("flow", "notebook", "agent", "local")
"""The values of `RuntimeInfo.kind`."""

ENV_ENVIRONMENT: str = "LABWIRE_ENVIRONMENT"
"""The variable that names the environment outside Labwire."""

ENV_API_KEY: str = "LABWIRE_API_KEY"
"""The variable that holds the API key outside Labwire."""

ENV_RUNTIME: str = "LABWIRE_RUNTIME"
"""Set by Labwire to `flow`, `notebook` or `agent`; unset on your own computer."""


class RuntimeInfo:
    """A description of the runtime the code runs in."""

    @property
    def kind(self) -> str:
        """`"flow"`, `"notebook"`, `"agent"` or `"local"`."""

    @property
    def environment(self) -> str | None:
        """The environment name, or `None` when it cannot be determined."""

    @property
    def flow_id(self) -> str | None:
        """The flow id, in a flow run."""

    @property
    def flow_run_id(self) -> str | None:
        """The flow run id, in a flow run."""

    @property
    def node_name(self) -> str | None:
        """The name of the node being executed, in a flow run."""

    @property
    def connection_id(self) -> str | None:
        """The connection id, in an agent processor."""

    @property
    def sdk_version(self) -> str:
        """The installed `labwire-sdk` version."""

    @property
    def python_version(self) -> str:
        """The Python version, for example `3.12.7`."""


def detect() -> RuntimeInfo:
    """Describe the current runtime.

    Returns:
        The runtime description. It is computed once and cached.

    Examples:
        from labwire.environment import detect

        info = detect()
        print(info.kind, info.environment, info.flow_run_id)

    Notes:
        - Detection reads only environment variables set by the Labwire runtime (`LABWIRE_RUNTIME`,
          `LABWIRE_ENVIRONMENT`, `LABWIRE_FLOW_RUN_ID` and others); it makes no request.
    """


def is_inside_labwire() -> bool:
    """Return whether the code runs in a flow, a notebook or an agent processor.

    Returns:
        `True` unless the runtime is `local`.

    Examples:
        import os

        from labwire import Labwire
        from labwire.environment import is_inside_labwire

        lw = Labwire() if is_inside_labwire() else Labwire(environment="acme-dev", api_key=os.environ["LABWIRE_API_KEY"])
    """


def current_environment() -> str | None:
    """Return the name of the environment the code would talk to by default.

    Returns:
        The value of `LABWIRE_ENVIRONMENT` if set, else the runtime environment, else `None`.

    Examples:
        from labwire.environment import current_environment

        if current_environment() == "acme":
            raise SystemExit("refusing to run the backfill against production")
    """


def require_runtime(kinds: list[str]) -> RuntimeInfo:
    """Stop early, with a clear message, when code runs somewhere it was not written for.

    Args:
        kinds: The runtime kinds allowed, from `RUNTIME_KINDS`.

    Returns:
        The runtime description, when its kind is allowed.

    Raises:
        RuntimeError: The runtime kind is not in `kinds`.
        ValueError: `kinds` holds a value that is not a runtime kind.

    Examples:
        from labwire.environment import require_runtime

        info = require_runtime(["flow"])
        print(f"running in flow run {info.flow_run_id}")
    """
