"""A gate beside tests/test_gates.py: no button or action hands its `checked` flag to an optional parameter.

`clicked`, `triggered` and `toggled` carry a bool. PySide passes it to a slot
that can take one more argument, so `add_board(self, number=None)` connected to
`clicked` is called as `add_board(False)`: three controls of the editor were dead
that way (New scenario > Add →, File > Open board…, File > Edit a board of this
scenario…) while every test that called the method directly passed. This gate
reads the editor's source with `ast`: for each `<x>.clicked|triggered|toggled
.connect(target)` it finds the function the target is (a method of the class, a
module function, a loop variable over a literal table of slots, a parameter the
connecting helper is called with, a local name) and fails when that function's
first parameter has a default. A lambda is fine: it says what it passes.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FLAG_SIGNALS = frozenset({"clicked", "triggered", "toggled"})
Function = ast.FunctionDef | ast.AsyncFunctionDef


@dataclass
class Module:
    path: Path
    tree: ast.Module
    parents: dict[ast.AST, ast.AST] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for node in ast.walk(self.tree):
            for child in ast.iter_child_nodes(node):
                self.parents[child] = node

    def enclosing(self, node: ast.AST, kind: type | tuple[type, ...]) -> ast.AST | None:
        while node in self.parents:
            node = self.parents[node]
            if isinstance(node, kind):
                return node
        return None

    def functions(self, name: str, within: ast.AST | None = None) -> list[Function]:
        """The functions called `name` defined directly in `within` (a class body or the module)."""
        body = (within or self.tree).body  # type: ignore[attr-defined]
        return [node for node in body if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == name]


def _modules() -> list[Module]:
    return [Module(path, ast.parse(path.read_text(encoding="utf-8"), filename=str(path)))
            for path in sorted((ROOT / "editor").rglob("*.py"))]


def _is_method(module: Module, function: Function) -> bool:
    return isinstance(module.parents.get(function), ast.ClassDef) and not any(
        isinstance(d, ast.Name) and d.id == "staticmethod" for d in function.decorator_list)


def _positional(module: Module, function: Function) -> list[ast.arg]:
    params = [*function.args.posonlyargs, *function.args.args]
    return params[1:] if _is_method(module, function) else params


def first_param_has_default(module: Module, function: Function) -> bool:
    params = [*function.args.posonlyargs, *function.args.args]
    first = 1 if _is_method(module, function) else 0
    return len(params) > first and first >= len(params) - len(function.args.defaults)


class Resolver:
    """Which project functions a connect target may be; what it cannot follow it reports."""

    def __init__(self, modules: list[Module]) -> None:
        self.modules = modules
        self.by_name: dict[str, list[tuple[Module, Function]]] = {}
        for module in modules:
            for node in ast.walk(module.tree):
                if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    self.by_name.setdefault(node.name, []).append((module, node))

    def targets(self, module: Module, expr: ast.expr, depth: int = 0) -> Iterator[tuple[Module, Function] | str]:
        """Functions `expr` may name, or a string saying why it could not be followed."""
        if depth > 6:
            yield f"too deep at line {expr.lineno}"
        elif isinstance(expr, ast.Lambda):
            return
        elif isinstance(expr, ast.Attribute):
            yield from self._attribute(module, expr)
        elif isinstance(expr, ast.Name):
            yield from self._name(module, expr, depth)
        elif isinstance(expr, ast.Call) and isinstance(expr.func, (ast.Attribute, ast.Name)):
            yield from self._returned(module, expr, depth)
        else:
            yield f"line {expr.lineno}: cannot follow {ast.unparse(expr)}"

    def _attribute(self, module: Module, expr: ast.Attribute) -> Iterator[tuple[Module, Function] | str]:
        if isinstance(expr.value, ast.Name) and expr.value.id == "self":
            cls = module.enclosing(expr, ast.ClassDef)
            own = module.functions(expr.attr, cls) if cls is not None else []
            if own:
                yield from ((module, f) for f in own)
                return
        # another object's method (self.dock.clear_selection, signal.emit): every project function of that
        # name; none means a Qt method, which takes what the signal gives it
        yield from self.by_name.get(expr.attr, [])

    def _returned(self, module: Module, call: ast.Call, depth: int) -> Iterator[tuple[Module, Function] | str]:
        """A slot a factory makes (`self._victory("exit_units")`): what the factory returns."""
        factories = [t for t in self.targets(module, call.func, depth + 1) if not isinstance(t, str)]
        if not factories:
            yield f"line {call.lineno}: cannot follow {ast.unparse(call)}"
        for owner, factory in factories:
            for node in ast.walk(factory):
                if isinstance(node, ast.Return) and node.value is not None and owner.enclosing(node, ast.FunctionDef) is factory:
                    yield from self.targets(owner, node.value, depth + 1)

    def _name(self, module: Module, expr: ast.Name, depth: int) -> Iterator[tuple[Module, Function] | str]:
        function = module.enclosing(expr, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
        if isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
            loop = self._loop_values(module, function, expr)
            if loop is not None:
                for value in loop:
                    yield from self.targets(module, value, depth + 1)
                return
            params = [p.arg for p in _positional(module, function)]
            if expr.id in params:
                yield from self._arguments(module, function, params.index(expr.id), expr.id, depth)
                return
            assigned = [n.value for n in ast.walk(function) if isinstance(n, ast.Assign)
                        and any(isinstance(t, ast.Name) and t.id == expr.id for t in n.targets)]
            if assigned:
                for value in assigned:
                    yield from self.targets(module, value, depth + 1)
                return
            nested = [n for n in ast.walk(function) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))
                      and n.name == expr.id and n is not function]
            if nested:
                yield from ((module, f) for f in nested)
                return
        found = module.functions(expr.id)
        if found:
            yield from ((module, f) for f in found)
        else:
            yield f"{module.path.name} line {expr.lineno}: cannot follow the name {expr.id}"

    def _loop_values(self, module: Module, function: Function, expr: ast.Name) -> list[ast.expr] | None:
        """`for text, slot in ((..., self.a), (..., self.b))` or over a list built in the function: each slot."""
        for loop in ast.walk(function):
            if not isinstance(loop, ast.For) or module.enclosing(expr, ast.For) is not loop:
                continue
            index = _target_index(loop.target, expr.id)
            if index is None:
                continue
            rows = _literal_rows(loop.iter) if not isinstance(loop.iter, ast.Name) else _built_rows(function, loop.iter.id)
            if rows is None:
                return [loop.iter]  # reported as not followable by targets()
            return [row.elts[index] if index >= 0 else row for row in rows]
        return None

    def _arguments(self, module: Module, function: Function, index: int, name: str, depth: int) -> Iterator[tuple[Module, Function] | str]:
        """A connecting helper's slot parameter: the arguments every call of the helper passes."""
        # a method is called in its own module; a module function may be imported anywhere in the editor
        callers = [module] if _is_method(module, function) else self.modules
        calls = [(caller, n) for caller in callers for n in ast.walk(caller.tree)
                 if isinstance(n, ast.Call) and _callee_name(n) == function.name]
        if not calls:
            yield f"{module.path.name}: no call of {function.name} to follow its parameter {name}"
        for caller, call in calls:
            keyword = next((k.value for k in call.keywords if k.arg == name), None)
            value = call.args[index] if index < len(call.args) else keyword
            if value is not None:
                yield from self.targets(caller, value, depth + 1)


def _callee_name(call: ast.Call) -> str | None:
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else None


def _target_index(target: ast.expr, name: str) -> int | None:
    if isinstance(target, ast.Name):
        return -1 if target.id == name else None
    if isinstance(target, ast.Tuple):
        for index, element in enumerate(target.elts):
            if isinstance(element, ast.Name) and element.id == name:
                return index
    return None


def _literal_rows(expr: ast.expr) -> list[ast.Tuple] | None:
    if isinstance(expr, (ast.Tuple, ast.List)) and all(isinstance(e, ast.Tuple) for e in expr.elts):
        return list(expr.elts)  # type: ignore[arg-type]
    return None


def _built_rows(function: Function, name: str) -> list[ast.Tuple] | None:
    """The rows of a list the function builds: `specs = [...]`, `specs.append((...))`, `specs += [...]`."""
    rows: list[ast.Tuple] = []
    for node in ast.walk(function):
        value: ast.expr | None = None
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name for t in node.targets):
            value = node.value
        elif isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Name) and node.target.id == name:
            value = node.value
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and isinstance(node.func.value, ast.Name)
              and node.func.value.id == name and node.func.attr in ("append", "extend") and node.args):
            value = ast.List([node.args[0]]) if node.func.attr == "append" else node.args[0]
        if value is None:
            continue
        found = _literal_rows(value)
        if found is None:
            return None
        rows += found
    return rows or None


def flag_connections(modules: list[Module]) -> tuple[list[str], list[str]]:
    """(defects, targets the gate could not follow) over the modules."""
    resolver = Resolver(modules)
    defects: list[str] = []
    unfollowed: list[str] = []
    for module in modules:
        for call in ast.walk(module.tree):
            if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute) and call.func.attr == "connect"
                    and isinstance(call.func.value, ast.Attribute) and call.func.value.attr in FLAG_SIGNALS and call.args):
                continue
            where = f"{module.path.relative_to(ROOT)}:{call.lineno} {ast.unparse(call)}"
            for target in resolver.targets(module, call.args[0]):
                if isinstance(target, str):
                    unfollowed.append(f"{where}: {target}")
                elif first_param_has_default(*target):
                    owner, function = target
                    defects.append(f"{where} -> {owner.path.relative_to(ROOT)}:{function.lineno} "
                                   f"def {function.name}({ast.unparse(function.args)})")
    return sorted(set(defects)), sorted(set(unfollowed))


def test_no_flag_signal_reaches_an_optional_parameter() -> None:
    defects, unfollowed = flag_connections(_modules())
    assert not defects, ("a clicked/triggered/toggled flag lands in an optional parameter (wrap the slot in a lambda "
                         "that drops it, e.g. `lambda: self.open_board()`):\n" + "\n".join(defects))
    assert not unfollowed, "connections the gate cannot follow (connect a method, a function or a lambda):\n" + "\n".join(unfollowed)


def _check(source: str) -> tuple[list[str], list[str]]:
    path = ROOT / "editor" / "example.py"
    return flag_connections([Module(path, ast.parse(source))])


def test_the_gate_finds_the_shapes_the_editor_uses() -> None:
    """A method, a table of slots in a loop, a helper's parameter, a list built up: each is followed."""
    source = '''
class Dialog:
    def __init__(self):
        self.add.clicked.connect(self.add_board)
        for text, slot in (("Add", self.add_board), ("Turn", self.turn)):
            make(text).clicked.connect(slot)
        self._action("Open", self.open_board)
        specs = [("a", self.turn)]
        specs.append(("b", self.edit_board))
        for key, slot in specs:
            make(key).clicked.connect(slot)
        self.ok.clicked.connect(lambda: self.add_board())
        self.fine.toggled.connect(self.set_on)
        self.made.toggled.connect(self._maker("x"))

    def _action(self, text, slot):
        make(text).triggered.connect(slot)

    def add_board(self, number=None): ...
    def turn(self): ...
    def open_board(self, path=None): ...
    def edit_board(self, number: int | None = None): ...
    def set_on(self, on: bool, quiet=False): ...

    def _maker(self, key):
        def push(value=None): ...
        return push
'''
    defects, unfollowed = _check(source)
    assert not unfollowed
    found = sorted((d.split(" ")[0], d.split(" -> ")[1].split("(")[0]) for d in defects)
    assert found == [("editor/example.py:11", "editor/example.py:22 def edit_board"),  # a list built up
                     ("editor/example.py:14", "editor/example.py:26 def push"),  # what a factory returns
                     ("editor/example.py:17", "editor/example.py:21 def open_board"),  # a helper's parameter
                     ("editor/example.py:4", "editor/example.py:19 def add_board"),  # a method
                     ("editor/example.py:6", "editor/example.py:19 def add_board")]  # a table of slots


def test_the_gate_says_what_it_cannot_follow() -> None:
    _defects, unfollowed = _check("def wire(button, slots):\n    for slot in slots:\n        button.clicked.connect(slot)\n")
    assert unfollowed and "slots" in unfollowed[0]
