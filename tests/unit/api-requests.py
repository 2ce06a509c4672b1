"""Reads [{file, line, code}] (JSON) on stdin and prints the Labwire API requests the code makes.

Used by tests/unit/api-requests.test.ts: for each Python sample of the pages, the calls of
requests, httpx, a session or a client whose URL starts with a Labwire base URL, as
[{file, line, method, url, query, body, form}], analyzed with Python's own ast module.
"""
import ast, json, re, sys

LABWIRE = re.compile(r"^(?:https?://)?[^/\s]*labwire\.example/api/v1/?$|^(?:https?://)?(?:127\.0\.0\.1|localhost):4010/?$")
METHODS = {"get", "post", "put", "patch", "delete", "head"}
BASE = "\x00BASE\x00"


class Block:
    def __init__(self, item):
        self.file = item["file"]
        self.line0 = item["line"]
        self.tree = ast.parse(item["code"])
        self.assigned = {}
        self.extra_keys = {}
        self.client_bases = {}
        for node in ast.walk(self.tree):
            if isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None:
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                for t in targets:
                    if isinstance(t, ast.Name):
                        self.assigned[t.id] = node.value
                    elif isinstance(t, ast.Subscript) and isinstance(t.value, ast.Name):
                        key = t.slice
                        if isinstance(key, ast.Constant) and isinstance(key.value, str):
                            self.extra_keys.setdefault(t.value.id, []).append(key.value)
        for name, value in list(self.assigned.items()):
            if isinstance(value, ast.Call) and self.callee(value).endswith("Client"):
                for kw in value.keywords:
                    if kw.arg == "base_url" and self.is_base(kw.value):
                        self.client_bases[name] = True
        for node in ast.walk(self.tree):
            if isinstance(node, (ast.With, ast.AsyncWith)):
                for item in node.items:
                    if isinstance(item.optional_vars, ast.Name) and isinstance(item.context_expr, ast.Call):
                        call = item.context_expr
                        if self.callee(call).endswith("Client"):
                            for kw in call.keywords:
                                if kw.arg == "base_url" and self.is_base(kw.value):
                                    self.client_bases[item.optional_vars.id] = True

    @staticmethod
    def callee(call):
        f = call.func
        parts = []
        while isinstance(f, ast.Attribute):
            parts.append(f.attr)
            f = f.value
        if isinstance(f, ast.Name):
            parts.append(f.id)
        return ".".join(reversed(parts))

    def text(self, node, depth=0):
        """The static text of a string expression; placeholders for what is computed."""
        if depth > 5:
            return "{x}"
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return node.value
        if isinstance(node, ast.JoinedStr):
            out = ""
            for part in node.values:
                if isinstance(part, ast.Constant):
                    out += str(part.value)
                else:
                    out += self.text(part.value, depth + 1) if isinstance(part.value, ast.Name) else "{x}"
            return out
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            return self.text(node.left, depth + 1) + self.text(node.right, depth + 1)
        if isinstance(node, ast.Name) and node.id in self.assigned:
            value = self.assigned[node.id]
            if isinstance(value, (ast.Constant, ast.JoinedStr, ast.BinOp)):
                return self.text(value, depth + 1)
        return "{x}"

    def is_base(self, node):
        return bool(LABWIRE.match(self.text(node)))

    def url(self, node, relative_to_base=False):
        text = self.text(node)
        if relative_to_base and text.startswith("/"):
            return text
        m = re.match(r"^(?:https?://)?[^/\s]*labwire\.example/api/v1(/.*)?$", text) or re.match(
            r"^(?:https?://)?(?:127\.0\.0\.1|localhost):4010(/.*)?$", text
        )
        if not m:
            return None
        return m.group(1) or "/"

    def shape(self, node, depth=0):
        if depth > 8:
            return None
        if isinstance(node, ast.Dict):
            out = {}
            for k, v in zip(node.keys, node.values):
                if k is None:
                    inner = self.shape(v, depth + 1)
                    if isinstance(inner, dict):
                        out.update(inner)
                elif isinstance(k, ast.Constant) and isinstance(k.value, str):
                    out[k.value] = self.shape(v, depth + 1)
            return out
        if isinstance(node, (ast.List, ast.Tuple)):
            return [self.shape(e, depth + 1) for e in node.elts]
        if isinstance(node, ast.ListComp):
            return [self.shape(node.elt, depth + 1)]
        if isinstance(node, ast.Call) and self.callee(node) in ("dict",):
            return {kw.arg: self.shape(kw.value, depth + 1) for kw in node.keywords if kw.arg}
        if isinstance(node, ast.Call) and self.callee(node) in ("json.dumps",) and node.args:
            return self.shape(node.args[0], depth + 1)
        if isinstance(node, ast.Name) and node.id in self.assigned:
            out = self.shape(self.assigned[node.id], depth + 1)
            if isinstance(out, dict):
                for key in self.extra_keys.get(node.id, []):
                    out.setdefault(key, None)
            return out
        return None

    def requests(self):
        found = []
        for node in ast.walk(self.tree):
            if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
                continue
            attr = node.func.attr
            receiver = node.func.value
            args = list(node.args)
            if attr == "request":
                if not args or not isinstance(args[0], ast.Constant):
                    continue
                method = str(args[0].value).upper()
                args = args[1:]
            elif attr in METHODS:
                method = attr.upper()
            else:
                continue
            url_node = args[0] if args else next((kw.value for kw in node.keywords if kw.arg == "url"), None)
            if url_node is None:
                continue
            relative = isinstance(receiver, ast.Name) and receiver.id in self.client_bases
            url = self.url(url_node, relative)
            if url is None:
                continue
            kws = {kw.arg: kw.value for kw in node.keywords if kw.arg}
            query = None
            if "params" in kws:
                shape = self.shape(kws["params"])
                query = sorted(shape) if isinstance(shape, dict) else None
            request = {
                "file": self.file,
                "line": self.line0 + node.lineno - 1,
                "method": method,
                "url": url,
                "query": query if "params" in kws else [],
            }
            if "json" in kws:
                request["body"] = self.shape(kws["json"])
            form = []
            for key in ("data", "files"):
                if key in kws:
                    shape = self.shape(kws[key])
                    if key == "data" and isinstance(kws[key], ast.Call) and self.callee(kws[key]) == "json.dumps":
                        request["body"] = shape
                    elif isinstance(shape, dict):
                        form.extend(shape)
            if form:
                request["form"] = form
            found.append(request)
        return found


out = []
for item in json.load(sys.stdin):
    try:
        block = Block(item)
    except SyntaxError:
        continue
    out.extend(block.requests())
print(json.dumps(out))
