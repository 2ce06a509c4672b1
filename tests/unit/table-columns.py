# cspell:ignore elts
"""Columns that Python samples take from (and give to) node and example tables, for tests/unit/table-columns.test.ts.

Reads JSON from stdin: {"blocks": [{"where": "page:line", "code": "..."}], "tables": ["hplc_peaks", ...]}
and prints JSON: {"uses": [...], "sql": [...]}.

A frame comes from a node's table when it is bound to `lw.read_table("<table>", ...)` or to
`tables["<table>"]` (the `tables` argument of a node). Through later assignments derived from it
(`df = df[df["x"] > 0]`, `df = df.copy()`), the frame keeps its table. Each use names the column
and the line: `df["col"]`, `df[["a", "b"]]`, `df.col`, `read_table(..., columns=[...])`, and the
first argument or `by=`/`subset=`/`on=` of the methods that take column names. Columns the code
creates itself (`df["new"] = ...`, `.assign(new=...)`, `.rename(columns={...})`) are left out;
the keys of that `.rename(columns={...})` are columns it reads.

A frame written to a table (a value of a dict literal whose key is the table, as in
`tables_to_upload={...}` or `FakeLabwire(tables={...})`, or the frame or rows passed to
`write_table("<table>", ...)` or `stream_rows("<table>", ...)`) names the columns the code gives it:
the keys of a `DataFrame({...})` literal or of a list of dict literals, and the columns it assigns
(`df["new"] = ...`, `.assign(new=...)`), through method chains on the same frame.

The SQL a sample passes to `query(...)` as a string literal is returned too, with its line, so
the caller checks it like a SQL block.
"""

import ast
import json
import sys

COLUMN_METHODS = {"groupby", "sort_values", "set_index", "drop_duplicates", "pivot_table", "pivot", "merge", "nlargest", "nsmallest", "dropna"}
COLUMN_KEYWORDS = {"by", "subset", "on", "index", "columns", "values", "left_on", "right_on"}


# Properties of a DataFrame, which `df.name` means instead of a column (methods are calls).
ATTRIBUTES = {"T", "at", "attrs", "axes", "columns", "dtypes", "empty", "flags", "iat", "iloc", "index", "loc", "ndim", "plot", "shape", "size", "style", "values"}


def strings(node: ast.expr) -> list[str]:
    """The string constants of a constant or a list or tuple of them."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, (ast.List, ast.Tuple)):
        return [e.value for e in node.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)]
    return []


def table_of(node: ast.expr, tables: set[str]) -> str | None:
    """The node table an expression reads directly: lw.read_table("t") or tables["t"]."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "read_table":
        names = strings(node.args[0]) if node.args else []
        if names and names[0] in tables:
            return names[0]
    if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and node.value.id == "tables":
        names = strings(node.slice)
        if len(names) == 1 and names[0] in tables:
            return names[0]
    return None


class Sample(ast.NodeVisitor):
    def __init__(self, tables: set[str]) -> None:
        self.tables = tables
        self.frames: dict[str, str] = {}  # variable -> table
        self.created: dict[str, set[str]] = {}  # table -> columns the code makes
        self.uses: list[dict[str, object]] = []
        self.sql: list[dict[str, object]] = []
        self.called: set[int] = set()  # attribute nodes that are called: methods, not columns
        self.given: dict[str, list[tuple[str, int]]] = {}  # variable -> columns the code gives it, with lines

    def given_columns(self, node: ast.expr) -> list[tuple[str, int]] | None:
        """The columns a frame expression is known to have from the code: literals and assignments."""
        if isinstance(node, ast.Call):
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            if name == "DataFrame" and node.args:
                return self.given_columns(node.args[0])
            if isinstance(node.func, ast.Attribute):
                base = self.given_columns(node.func.value)
                if base is not None and name == "assign":
                    return base + [(k.arg, k.value.lineno) for k in node.keywords if k.arg]
                return base
            return None
        if isinstance(node, ast.Dict):
            return [(k.value, k.lineno) for k in node.keys if isinstance(k, ast.Constant) and isinstance(k.value, str)]
        if isinstance(node, ast.List) and node.elts and all(isinstance(e, ast.Dict) for e in node.elts):
            return [column for e in node.elts for column in (self.given_columns(e) or [])]
        if isinstance(node, ast.Name):
            return self.given.get(node.id)
        return None

    def written(self, table: str, frame: ast.expr) -> None:
        for column, line in self.given_columns(frame) or []:
            self.uses.append({"table": table, "column": column, "line": line, "write": True})

    def root_table(self, node: ast.expr) -> str | None:
        """The table of a frame expression, following subscripts and method chains to its root."""
        direct = table_of(node, self.tables)
        if direct:
            return direct
        if isinstance(node, ast.Name):
            return self.frames.get(node.id)
        if isinstance(node, ast.Subscript) and not strings(node.slice):
            return self.root_table(node.value)  # df[mask], df.loc[...]
        if isinstance(node, ast.Attribute) and node.attr in {"loc", "iloc"}:
            return self.root_table(node.value)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in {
            "copy", "dropna", "query", "sort_values", "reset_index", "head", "tail", "drop_duplicates", "assign", "rename", "fillna", "astype"
        }:
            return self.root_table(node.func.value)
        return None

    def use(self, table: str, column: str, line: int) -> None:
        self.uses.append({"table": table, "column": column, "line": line})

    def note_created(self, node: ast.expr, table: str) -> None:
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            if node.func.attr == "assign":
                self.created.setdefault(table, set()).update(k.arg for k in node.keywords if k.arg)
            if node.func.attr == "rename":
                for k in node.keywords:
                    if k.arg == "columns" and isinstance(k.value, ast.Dict):
                        self.created.setdefault(table, set()).update(
                            v.value for v in k.value.values if isinstance(v, ast.Constant) and isinstance(v.value, str)
                        )
            self.note_created(node.func.value, table)

    def visit_Assign(self, node: ast.Assign) -> None:
        table = self.root_table(node.value)
        given = self.given_columns(node.value)
        for target in node.targets:
            if isinstance(target, ast.Name):
                if table:
                    self.frames[target.id] = table
                else:
                    self.frames.pop(target.id, None)
                if given is not None:
                    self.given[target.id] = list(given)
                else:
                    self.given.pop(target.id, None)
            if isinstance(target, ast.Subscript) and isinstance(target.value, ast.Name):
                self.given.setdefault(target.value.id, []).extend((c, target.lineno) for c in strings(target.slice))
            if isinstance(target, ast.Subscript):
                owner = self.root_table(target.value)
                if owner:
                    self.created.setdefault(owner, set()).update(strings(target.slice))
        if table:
            self.note_created(node.value, table)
        self.generic_visit(node)

    def visit_Subscript(self, node: ast.Subscript) -> None:
        if isinstance(node.ctx, ast.Load):
            table = self.root_table(node.value)
            if table and not table_of(node, self.tables):
                for column in strings(node.slice):
                    self.use(table, column, node.lineno)
        self.generic_visit(node)

    def visit_Attribute(self, node: ast.Attribute) -> None:
        if isinstance(node.ctx, ast.Load) and isinstance(node.value, ast.Name) and node.value.id in self.frames:
            if node.attr not in ATTRIBUTES and id(node) not in self.called and not node.attr.startswith("_"):
                self.use(self.frames[node.value.id], node.attr, node.lineno)
        self.generic_visit(node)

    def visit_Dict(self, node: ast.Dict) -> None:
        for key, value in zip(node.keys, node.values):
            if isinstance(key, ast.Constant) and key.value in self.tables:
                self.written(str(key.value), value)
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        if isinstance(node.func, ast.Attribute):
            self.called.add(id(node.func))
            if node.func.attr in {"write_table", "stream_rows"} and len(node.args) >= 2:
                names = strings(node.args[0])
                if names and names[0] in self.tables:
                    self.written(names[0], node.args[1])
            if node.func.attr == "read_table":
                table = table_of(node, self.tables)
                for k in node.keywords:
                    if table and k.arg == "columns":
                        for column in strings(k.value):
                            self.use(table, column, k.value.lineno)
            if node.func.attr == "query" and node.args:
                first = node.args[0]
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    self.sql.append({"line": first.lineno, "text": first.value})
            if node.func.attr == "rename":
                table = self.root_table(node.func.value)
                for k in node.keywords:
                    if table and k.arg == "columns" and isinstance(k.value, ast.Dict):
                        for key in k.value.keys:
                            for column in strings(key) if key else []:
                                self.use(table, column, key.lineno)
            if node.func.attr in COLUMN_METHODS:
                table = self.root_table(node.func.value)
                if table:
                    if node.func.attr != "merge" and node.args:
                        for column in strings(node.args[0]):
                            self.use(table, column, node.args[0].lineno)
                    for k in node.keywords:
                        if k.arg in COLUMN_KEYWORDS and k.arg != "right_on":
                            for column in strings(k.value):
                                self.use(table, column, k.value.lineno)
        self.generic_visit(node)


def main() -> None:
    request = json.load(sys.stdin)
    tables = set(request["tables"])
    uses, sql = [], []
    for block in request["blocks"]:
        try:
            tree = ast.parse(block["code"])
        except SyntaxError:
            continue  # the pyright test reports samples that do not parse
        sample = Sample(tables)
        sample.visit(tree)
        for use in sample.uses:
            if use.pop("write", False) or use["column"] not in sample.created.get(str(use["table"]), set()):
                uses.append({"where": block["where"], **use})
        sql += [{"where": block["where"], **s} for s in sample.sql]
    json.dump({"uses": uses, "sql": sql}, sys.stdout)


main()
