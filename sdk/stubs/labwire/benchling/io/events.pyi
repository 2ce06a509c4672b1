# docs-page: /sdk/markdowns/benchling.io.events
# docs-category: integration
"""Parse the Benchling events that start flows, match them by type, and fetch the object they are
about.

Added in 2.4.
"""

import datetime
from typing import Any

from labwire.benchling import Benchling

EVENT_TYPES: tuple[str, ...] = ("v2.entity.registered", "v2.entry.created", "v2.entry.updated.fields", "v2.entry.updated.reviewRecord", "v2.request.created", "v2.request.updated.status", "v2.assayRun.created", "v2.assayRun.updated.fields", "v2.workflowTask.updated.status")
"""The event types with dedicated handling in `resource_id` and `fetch_resource`. Other types parse
too.
"""


class BenchlingEvent:
    """A Benchling event, with the fields flows most often need pulled out of the payload."""

    @property
    def id(self) -> str:
        """The event id."""

    @property
    def event_type(self) -> str:
        """The event type, for example `v2.entity.registered`."""

    @property
    def resource_id(self) -> str | None:
        """The id of the object the event is about (entity, entry, request, run), when it has one.
        """

    @property
    def schema_id(self) -> str | None:
        """The schema id of that object, when it has one."""

    @property
    def created_at(self) -> datetime.datetime:
        """When Benchling created the event (UTC)."""

    @property
    def tenant(self) -> str:
        """The tenant host name the event came from."""

    @property
    def updates(self) -> list[str]:
        """For `*.updated.*` events, the changed fields (for example `fields.Status`); empty otherwise.
        """

    @property
    def raw(self) -> dict[str, Any]:
        """The full payload."""


def parse_event(payload: dict[str, Any] | bytes | str) -> BenchlingEvent:
    """Turn an event payload into a `BenchlingEvent`.

    Args:
        payload: The payload: the `event` input of a flow started by a Benchling event, or the raw JSON.

    Returns:
        The event.

    Raises:
        ValueError: The payload is not a Benchling event (no `eventType`).

    Examples:
        from typing import Any
        from labwire import Labwire, NodeReturn
        from labwire.benchling.io.events import parse_event


        def execute(event: dict[str, object], params: dict[str, Any], lw: Labwire) -> NodeReturn:
            ev = parse_event(event)
            print(ev.event_type, ev.resource_id)
            return NodeReturn()

    Notes:
        - Payloads of both delivery formats are accepted: the EventBridge envelope (`detail` holds the
          event) and the bare event.
    """


def matches(event: BenchlingEvent, pattern: str) -> bool:
    """Return whether an event type matches a pattern with `*` wildcards.

    Args:
        event: The event.
        pattern: A pattern such as `v2.entity.*` or `v2.entry.updated.*`; `*` matches one or more
            dot-separated parts.

    Returns:
        Whether the type matches.

    Examples:
        from labwire.benchling.io.events import matches

        if not matches(ev, "v2.entity.*"):
            raise ValueError(f"unexpected event {ev.event_type}")
    """


def fetch_resource(client: Benchling, event: BenchlingEvent) -> dict[str, Any]:
    """Read the current state of the object an event is about.

    Args:
        client: A Benchling client, usually `lw.benchling`.
        event: The event.

    Returns:
        The object as the Benchling API returns it (camelCase keys such as `entityRegistryId`), except
        `fields`, which holds plain values by field name.

    Raises:
        ValueError: The event is about no object.
        NotFoundError: The object was deleted since the event.
        BenchlingError: Benchling refused the request; the error carries the HTTP status and the
            Benchling error body.

    Examples:
        from labwire.benchling.io.events import fetch_resource

        entity = fetch_resource(lw.benchling, ev)
        print(entity["name"], entity["fields"].get("Status"))

    Notes:
        - Events are delivered at least once and not always in order. Read the current state rather than
          trusting the payload, and make the flow safe to run twice for one event.
    """
