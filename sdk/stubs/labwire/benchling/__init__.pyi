# docs-page: /sdk/markdowns/benchling.benchling
# docs-category: integration
"""The `Benchling` client that `lw.benchling` returns: entities, notebook entries, results and blobs of
a Benchling tenant.

Added in 2.4.
"""

import datetime
from typing import Any

import pandas

from labwire import Labwire, LabwireError

TENANT_URL_SECRET: str = "BENCHLING_TENANT_URL"
"""The secret `lw.benchling` reads the tenant URL from."""

API_KEY_SECRET: str = "BENCHLING_API_KEY"
"""The secret `lw.benchling` reads the API key from."""


class Benchling:
    """A client for the Benchling REST API v2 of one tenant, with paging, retries and DataFrame conversion.

    Notes:
        - The client retries requests that Benchling rate limits (HTTP 429) and 5xx responses up to five
          times with exponential backoff.
        - Values of fields come back as plain Python values; dropdown fields as the option name, link
          fields as ids, date fields as `datetime.date`.
    """

    def __init__(self, tenant_url: str, api_key: str, timeout_s: float = 30.0) -> None:
        """Create a client from a tenant URL and an API key. In flows and agent processors, use `lw.benchling`
        instead.

        Args:
            tenant_url: The tenant URL, for example `https://acme.benchling.com`.
            api_key: The API key of a Benchling app or service user.
            timeout_s: Timeout of each request, in seconds.

        Returns:
            The client. Creating it makes no request.

        Raises:
            ValueError: `tenant_url` is not an `https://` URL.

        Examples:
            import os

            from labwire.benchling import Benchling

            bench = Benchling("https://acme.benchling.com", os.environ["BENCHLING_API_KEY"])
        """

    @property
    def tenant_url(self) -> str:
        """The tenant URL, without a trailing slash."""

    @property
    def base_url(self) -> str:
        """The API base URL, `<tenant_url>/api/v2`."""

    @classmethod
    def from_secrets(cls, lw: Labwire, suffix: str | None = None) -> Benchling:
        """Create a client from the Benchling secrets of the Labwire environment. With no suffix, this is what
        `lw.benchling` does.

        Args:
            lw: A Labwire client running in a flow run or an agent processor.
            suffix: The suffix of a second Benchling connection, such as `"TEST"`, which reads
                `BENCHLING_TEST_TENANT_URL` and `BENCHLING_TEST_API_KEY`. `None` reads
                `BENCHLING_TENANT_URL` and `BENCHLING_API_KEY`.

        Returns:
            The client.

        Raises:
            NotFoundError: One of the secrets does not exist: Benchling is not connected under **Admin →
                External Platforms**.
            PermissionDeniedError: Secrets are not available where the code runs.

        Examples:
            from labwire.benchling import Benchling

            test_tenant = Benchling.from_secrets(lw, suffix="TEST")
            print(test_tenant.tenant_url)
        """

    def get_entity(self, entity_id: str) -> dict[str, Any]:
        """Read one entity (custom entity, DNA or AA sequence, molecule) by id.

        Args:
            entity_id: The Benchling id, for example `bfi_Q1wX7b3k`.

        Returns:
            The entity with `id`, `name`, `schema_id`, `registry_id`, `folder_id`, `created_at` and `fields`
            as plain values by field name.

        Raises:
            NotFoundError: No entity has this id.
            BenchlingError: Benchling refused the request; the error carries the HTTP status and the
                Benchling error body.

        Examples:
            strain = lw.benchling.get_entity("bfi_Q1wX7b3k")
            print(strain["name"], strain["fields"]["Parent Strain"])

        Notes:
            - Same as `labwire.benchling.io.read.read_entity(client, entity_id)`.
        """

    def find_entities(
        self,
        schema: str,
        name: str | None = None,
        fields: dict[str, Any] | None = None,
        limit: int = 100,
    ) -> pandas.DataFrame:
        """Search the entities of a schema by name and field values.

        Args:
            schema: The entity schema, by id (`ts_...`) or by name.
            name: Exact entity name to match.
            fields: Field name to value; all must match.
            limit: Maximum number of entities to return.

        Returns:
            One row per entity: `id`, `name`, `registry_id`, `created_at`, then one column per schema field.

        Raises:
            NotFoundError: No schema has this id or name.
            BenchlingError: Benchling refused the request; the error carries the HTTP status and the
                Benchling error body.

        Examples:
            strains = lw.benchling.find_entities("Strain", fields={"Organism": "E. coli"}, limit=500)
            print(strains[["id", "name"]].head())
        """

    def get_entry(self, entry_id: str) -> dict[str, Any]:
        """Read a notebook entry, with its fields and its tables.

        Args:
            entry_id: The entry id, for example `etr_3kLp9s0a`.

        Returns:
            The entry with `id`, `name`, `display_id`, `folder_id`, `authors`, `fields` and `tables` (table
            name to DataFrame).

        Raises:
            NotFoundError: No entry has this id.
            BenchlingError: Benchling refused the request; the error carries the HTTP status and the
                Benchling error body.

        Examples:
            entry = lw.benchling.get_entry("etr_3kLp9s0a")
            for table_name, table in entry["tables"].items():
                print(table_name, len(table))
        """

    def read_results(
        self,
        schema: str,
        entry_id: str | None = None,
        created_after: datetime.datetime | None = None,
        limit: int | None = None,
    ) -> pandas.DataFrame:
        """Read assay results of a result schema into a DataFrame.

        Args:
            schema: The result schema, by id (`assaysch_...`) or by name.
            entry_id: Only results attached to this notebook entry.
            created_after: Only results created after this time.
            limit: Maximum number of results; `None` reads all.

        Returns:
            One row per result: `result_id`, `created_at`, `entry_id`, then one column per schema field.

        Raises:
            NotFoundError: No result schema has this id or name.
            BenchlingError: Benchling refused the request; the error carries the HTTP status and the
                Benchling error body.

        Examples:
            import datetime as dt

            since = dt.datetime.now(dt.timezone.utc) - dt.timedelta(days=7)
            titers = lw.benchling.read_results("Titer Result", created_after=since)
        """

    def write_results(
        self,
        schema: str,
        df: pandas.DataFrame,
        project_id: str,
        entry_id: str | None = None,
    ) -> list[str]:
        """Create assay results from the rows of a DataFrame.

        Args:
            schema: The result schema, by id or by name.
            df: One row per result; column names are schema field names (display or warehouse names).
            project_id: The project that owns the results (`src_...`).
            entry_id: A notebook entry to attach the results to.

        Returns:
            The ids of the created results, in row order.

        Raises:
            KeyError: A column is not a field of the schema.
            ValueError: A required field is missing or a value has the wrong type for its field.
            BenchlingError: Benchling refused the request; the error carries the HTTP status and the
                Benchling error body.

        Examples:
            import pandas as pd

            rows = pd.DataFrame({"Sample": ["bfi_Q1wX7b3k", "bfi_R8mT2c1z"], "Titer (g/L)": [3.42, 2.87]})
            ids = lw.benchling.write_results("Titer Result", rows, project_id="src_Bx81kR2q", entry_id="etr_3kLp9s0a")

        Notes:
            - Same as `labwire.benchling.io.benchling_write.write_results`. Rows are sent 100 at a time.
        """

    def create_entity(
        self,
        schema: str,
        name: str,
        fields: dict[str, Any],
        folder_id: str,
        registry_id: str | None = None,
    ) -> dict[str, Any]:
        """Create one custom entity, optionally registering it.

        Args:
            schema: The entity schema, by id or by name.
            name: The entity name.
            fields: Field name to plain value; link fields take Benchling ids.
            folder_id: The folder to create it in (`lib_...`).
            registry_id: Register the entity in this registry with `NEW_IDS`; `None` leaves it unregistered.

        Returns:
            The created entity, as `get_entity` returns it.

        Raises:
            ValueError: A field is not in the schema or a required field is missing.
            BenchlingError: Benchling refused the request; the error carries the HTTP status and the
                Benchling error body.

        Examples:
            cell_line = lw.benchling.create_entity(
                "Cell Line",
                name="CHO-K1-clone-17",
                fields={"Parent": "bfi_Hk2w9Pq1", "Passage": 12},
                folder_id="lib_7Gm2dQx0",
            )

        Notes:
            - For many entities or other naming strategies, use `labwire.benchling.utils.write_entity`.
        """

    def update_entity(self, entity_id: str, fields: dict[str, Any]) -> dict[str, Any]:
        """Change some fields of an entity and leave the others as they are.

        Args:
            entity_id: The entity id.
            fields: Field name to new value; `None` clears a field.

        Returns:
            The updated entity.

        Raises:
            NotFoundError: No entity has this id.
            BenchlingError: Benchling refused the request; the error carries the HTTP status and the
                Benchling error body.

        Examples:
            lw.benchling.update_entity("bfi_Q1wX7b3k", {"Status": "Banked", "Vials": 24})
        """

    def upload_blob(
        self,
        name: str,
        content: bytes,
        mime_type: str = "application/octet-stream",
    ) -> str:
        """Upload a file to Benchling as a blob, for a blob link field or an attachment.

        Args:
            name: The file name shown in Benchling.
            content: The content.
            mime_type: The media type, for example `application/pdf`.

        Returns:
            The blob id, to use as the value of a blob link field.

        Raises:
            BenchlingError: Benchling refused the request; the error carries the HTTP status and the
                Benchling error body.

        Examples:
            pdf = lw.read_file("fil_01K7H4K2B8ZC5M1QX7TW3R6P0E")
            blob_id = lw.benchling.upload_blob("P-2025-0142.pdf", pdf, mime_type="application/pdf")

        Notes:
            - Blobs up to 10 MB go in one request; larger ones are uploaded in parts of 10 MB.
        """

    def schema_id(self, name: str, kind: str = "entity") -> str:
        """Look up the id of a schema by its name.

        Args:
            name: The schema name as shown in Benchling.
            kind: `"entity"`, `"result"`, `"run"`, `"entry"`, `"container"`, `"plate"` or `"box"`.

        Returns:
            The schema id, for example `ts_Jq8ZpW2e`.

        Raises:
            NotFoundError: No schema of that kind has this name.
            BenchlingError: Benchling refused the request; the error carries the HTTP status and the
                Benchling error body.

        Examples:
            strain_schema = lw.benchling.schema_id("Strain")

        Notes:
            - Schema lists are cached for the lifetime of the client.
        """

    def request(
        self,
        method: str,
        path: str,
        params: dict[str, Any] | None = None,
        json: dict[str, Any] | None = None,
    ) -> dict[str, Any]:
        """Call any Benchling API endpoint with the client credentials, for what the helpers do not cover.

        Args:
            method: The HTTP method, for example `"GET"`.
            path: The path under `/api/v2`, for example `/workflow-tasks`.
            params: Query parameters.
            json: The JSON body.

        Returns:
            The decoded JSON response; `{}` for an empty response.

        Raises:
            BenchlingError: Benchling refused the request; the error carries the HTTP status and the
                Benchling error body.

        Examples:
            tasks = lw.benchling.request("GET", "/workflow-tasks", params={"statusIds": "wfts_Hk2", "pageSize": 50})
            print(len(tasks["workflowTasks"]))
        """


class BenchlingError(LabwireError):
    """Benchling answered with an error."""

    @property
    def benchling_error(self) -> dict[str, Any]:
        """The `error` object of the Benchling response (`type`, `message`, `userMessage`)."""
