# docs-page: /sdk/AI
# docs-category: guide
"""AI helpers reached as `lw.ai`: extract fields and tables from documents, classify and summarize text
and data, and propose file tags.

Added in 3.5.
"""

from typing import Any

import pandas

from labwire import LabwireError

MAX_INPUT_CHARS: int = 200_000
"""Longest text accepted by `complete`, `extract`, `classify` and `summarize`."""

MAX_FILE_BYTES: int = 20_971_520
"""Largest file accepted by `extract` and `extract_table` (20 MB)."""


class AI:
    """The AI helpers of an environment. Do not construct it: use `lw.ai`."""

    def complete(
        self,
        prompt: str,
        system: str | None = None,
        max_tokens: int = 1024,
        temperature: float = 0.0,
    ) -> str:
        """Answer a free-form prompt and return the text of the answer.

        Args:
            prompt: The prompt, up to 200,000 characters.
            system: Instructions that frame every answer, for example the role or the output format.
            max_tokens: Upper bound on the length of the answer, in tokens (roughly four characters each), 1
                to 8,192.
            temperature: Sampling temperature from 0.0 to 1.0. Keep 0.0 for repeatable answers in flows.

        Returns:
            The answer text.

        Raises:
            AIUnavailableError: AI helpers are turned off for the environment.
            InvalidRequestError: The prompt is too long or an argument is out of range (HTTP 422).
            AuthenticationError: The API key or the runtime credentials are missing, expired or revoked
                (HTTP 401).
            PermissionDeniedError: The key's role does not allow the operation (HTTP 403).
            RateLimitError: The key exceeded 600 requests per minute and the automatic retries (three by
                default) did not get through (HTTP 429).
            ServerError: Labwire answered `internal_error` (HTTP 500) on every attempt the retry policy
                allowed, or at once for a call that is not retried.
            NetworkError: No answer arrived within `timeout_s`, or the connection failed, on every attempt
                the retry policy allowed.

        Examples:
            answer = lw.ai.complete(
                "Rewrite as one sentence for a lab notebook: column temp 30C, flow 1 mL/min, 10 uL inj, 254 nm",
                system="You write concise, factual lab notebook entries.",
                max_tokens=120,
            )
            print(answer)
        """

    def extract(
        self,
        content: str | bytes,
        fields: dict[str, str],
        file_name: str | None = None,
        instructions: str | None = None,
    ) -> dict[str, Any]:
        """Pull named fields out of a document or text and return them as a dictionary.

        Args:
            content: Text, or the bytes of a PDF, PNG, JPEG, TIFF, DOCX, TXT or CSV file up to 20 MB.
            fields: Field name to a description of what to extract, including the unit or format you want.
            file_name: The file name when `content` is bytes; its extension tells the format.
            instructions: Extra guidance, for example which page or section to read.

        Returns:
            Every field name of `fields`, with the extracted value (string, number or boolean) or `None`
            when the document does not say.

        Raises:
            AIUnavailableError: AI helpers are turned off for the environment.
            InvalidRequestError: The content is larger than 20 MB, its format is not supported, or
                `file_name` is missing for bytes (HTTP 422).
            AuthenticationError: The API key or the runtime credentials are missing, expired or revoked
                (HTTP 401).
            PermissionDeniedError: The key's role does not allow the operation (HTTP 403).
            RateLimitError: The key exceeded 600 requests per minute and the automatic retries (three by
                default) did not get through (HTTP 429).
            ServerError: Labwire answered `internal_error` (HTTP 500) on every attempt the retry policy
                allowed, or at once for a call that is not retried.
            NetworkError: No answer arrived within `timeout_s`, or the connection failed, on every attempt
                the retry policy allowed.

        Examples:
            coa = lw.read_file("fil_01K7H0C4M2WQ8E5RZ3TN1F6B9D")
            values = lw.ai.extract(
                coa,
                fields={
                    "lot_number": "The lot or batch number",
                    "purity_percent": "Purity by HPLC, as a number in percent",
                    "expiry_date": "Expiry or retest date, as YYYY-MM-DD",
                },
                file_name="certificate_of_analysis.pdf",
            )
            print(values["lot_number"], values["purity_percent"])

        Notes:
            - Check extracted values before they drive a decision: validate them with `labwire.validation`
              or ask a person to confirm.
        """

    def extract_table(
        self,
        content: bytes,
        file_name: str,
        columns: dict[str, str],
        instructions: str | None = None,
    ) -> pandas.DataFrame:
        """Read a table out of a document or an image into a DataFrame with the columns you name.

        Args:
            content: The bytes of a PDF, PNG, JPEG, TIFF, DOCX, TXT or CSV file up to 20 MB.
            file_name: The file name; its extension tells the format.
            columns: Column name to a description of the column, in the order you want.
            instructions: Which table to read when the document has several, and any other guidance.

        Returns:
            One row per table row found, with exactly the requested columns; cells that cannot be read are
            NaN.

        Raises:
            AIUnavailableError: AI helpers are turned off for the environment.
            InvalidRequestError: The content is larger than 20 MB or its format is not supported (HTTP 422).
            AuthenticationError: The API key or the runtime credentials are missing, expired or revoked
                (HTTP 401).
            PermissionDeniedError: The key's role does not allow the operation (HTTP 403).
            RateLimitError: The key exceeded 600 requests per minute and the automatic retries (three by
                default) did not get through (HTTP 429).
            ServerError: Labwire answered `internal_error` (HTTP 500) on every attempt the retry policy
                allowed, or at once for a call that is not retried.
            NetworkError: No answer arrived within `timeout_s`, or the connection failed, on every attempt
                the retry policy allowed.

        Examples:
            scan = lw.read_file("fil_01K7H1P9X6VJ2K8D0MZ4QW7C3A")
            df = lw.ai.extract_table(
                scan,
                file_name="batch_record_p12.png",
                columns={
                    "step": "Process step name",
                    "start_time": "Start time, HH:MM",
                    "temperature_c": "Temperature in degrees Celsius, as a number",
                    "operator": "Operator initials",
                },
                instructions="Read the table titled 'Fermentation log'.",
            )
        """

    def classify(self, text: str, labels: list[str], instructions: str | None = None) -> str:
        """Choose the label from a fixed list that best fits a text.

        Args:
            text: The text to classify, up to 200,000 characters.
            labels: The allowed labels, 2 to 50.
            instructions: What the labels mean and how to choose between them.

        Returns:
            One of `labels`, exactly as given.

        Raises:
            AIUnavailableError: AI helpers are turned off for the environment.
            InvalidRequestError: Fewer than 2 or more than 50 labels, or the text is too long (HTTP 422).
            AuthenticationError: The API key or the runtime credentials are missing, expired or revoked
                (HTTP 401).
            PermissionDeniedError: The key's role does not allow the operation (HTTP 403).
            RateLimitError: The key exceeded 600 requests per minute and the automatic retries (three by
                default) did not get through (HTTP 429).
            ServerError: Labwire answered `internal_error` (HTTP 500) on every attempt the retry policy
                allowed, or at once for a call that is not retried.
            NetworkError: No answer arrived within `timeout_s`, or the connection failed, on every attempt
                the retry policy allowed.

        Examples:
            label = lw.ai.classify(
                "Pressure ripple above 2% during the gradient; pump seal suspected.",
                labels=["instrument fault", "method issue", "sample issue", "no issue"],
            )
            print(label)  # instrument fault
        """

    def summarize(
        self,
        data: str | pandas.DataFrame,
        instructions: str | None = None,
        max_words: int = 150,
    ) -> str:
        """Summarize a text or a DataFrame in plain language.

        Args:
            data: A text, or a DataFrame of up to 5,000 rows (larger frames are sampled and the summary says
                so).
            instructions: What to focus on, for example "trends per reactor" or "outliers only".
            max_words: Upper bound on the length of the summary, in words.

        Returns:
            The summary, in Markdown.

        Raises:
            AIUnavailableError: AI helpers are turned off for the environment.
            AuthenticationError: The API key or the runtime credentials are missing, expired or revoked
                (HTTP 401).
            PermissionDeniedError: The key's role does not allow the operation (HTTP 403).
            RateLimitError: The key exceeded 600 requests per minute and the automatic retries (three by
                default) did not get through (HTTP 429).
            ServerError: Labwire answered `internal_error` (HTTP 500) on every attempt the retry policy
                allowed, or at once for a call that is not retried.
            NetworkError: No answer arrived within `timeout_s`, or the connection failed, on every attempt
                the retry policy allowed.

        Examples:
            readings = lw.read_table("bioreactor_readings", where="reactor = 'BR-03'")
            text = lw.ai.summarize(readings, instructions="Describe pH and dissolved oxygen trends.", max_words=80)
            lw.send_alert("BR-03 daily summary", text, recipients=["bioprocess-team@acme.example"])

        Notes:
            - Numbers in a summary come from a language model. Compute the figures that matter yourself and
              state them in the message.
        """

    def suggest_tags(self, file_id: str, max_tags: int = 5) -> dict[str, str]:
        """Ask the model service which tags fit a stored file, without applying them.

        Args:
            file_id: The file id.
            max_tags: Maximum number of tags to propose.

        Returns:
            Tag type to proposed value, using only tag types that exist in the environment. For a tag type
            with a list of allowed values, the value is one of them.

        Raises:
            AIUnavailableError: AI helpers are turned off for the environment.
            NotFoundError: No file has this id.
            AuthenticationError: The API key or the runtime credentials are missing, expired or revoked
                (HTTP 401).
            PermissionDeniedError: The key's role does not allow the operation (HTTP 403).
            RateLimitError: The key exceeded 600 requests per minute and the automatic retries (three by
                default) did not get through (HTTP 429).
            ServerError: Labwire answered `internal_error` (HTTP 500) on every attempt the retry policy
                allowed, or at once for a call that is not retried.
            NetworkError: No answer arrived within `timeout_s`, or the connection failed, on every attempt
                the retry policy allowed.

        Examples:
            proposed = lw.ai.suggest_tags("fil_01K7GZV8R0DY0YP57RCYBVN5SX", max_tags=3)
            keep = {k: v for k, v in proposed.items() if k in {"instrument", "project"}}
            if keep:
                lw.tag_file("fil_01K7GZV8R0DY0YP57RCYBVN5SX", keep)

        Notes:
            - This is not the engine of the web app's suggested tags, which matches allowed values and
              patterns against the file's path, name and labelled content by fixed rules and waits for a
              person. A language model reads the file here, so it can propose a value no label states, and
              can be wrong: apply its proposals only for tag types with a list of allowed values.
            - Nothing is stored: the proposals do not become pending suggestions of the file. The pending
              ones are in `unappliedTags` of the get-file API operation.
        """


class AIUnavailableError(LabwireError):
    """AI helpers are turned off for the environment."""
