#!/usr/bin/env python3
"""The Rust modules depend on each other one way: no module reaches back up to one that uses it.

It reads the Rust sources of the core (core/src) and of the terminal front end (cli/src) and
builds one dependency graph for each of these, from the paths the code names (`use crate::…`,
`crate::x::…`, `super::…`, `self::…`, a child module by its name, and `dhayam_cli::…` from
the terminal's binary; `dhayam_core::…` is another crate and outside every graph):

- the core's top-level modules, the rules engine's files counted as the one layer `rules`, against
  the order declared in CORE_ORDER below (the engine's files use each other both ways — a
  position, its moves, where a move lands and the errors; a game and its notation — and this
  check takes the engine as one);
- the submodules of each of the core's `ai`, `app`, `learn` and `store`; `ai` also against
  AI_ORDER;
- the terminal's modules (every module cli/src/main.rs and cli/src/lib.rs declare, `draw` as
  one) and the submodules of its `draw`.

A module's own file (`mod.rs`, `main.rs`) is not one of its submodules: it declares them, holds
what they share and shows the module's face, so its graph leaves it out.

A name reached through a module that imports it (`crate::Position`, re-exported by lib.rs from
position.rs) counts as a dependency on the module that defines it, not on the one that
re-exports it. Code under `#[cfg(test)]` is left out: no build of the library holds it, and the
models' unit tests judge positions through the evaluator that uses the models. The training
(`ai/train/`, under the `train` feature) is library code of the training tool and is checked like
the rest. The front ends of the core (the bindings, the training tool in tools/) reach it as
`dhayam_core::…`, another crate.

A graph fails on every cycle (a strongly connected component of more than one module) and every
edge that goes against its declared order, each listed with the files that make it; a graph of
fewer than two modules fails too, and so does a top-level graph with no edge, as a reading that
found nothing would pass.

Prints one line per failure and `layers: N passed, M failed` (one check per graph).
"""

import re
import sys
from collections import defaultdict
from pathlib import Path

# The shared pass/fail count, tests/tally.py.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tally import Tally  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]

# The rules engine: the core's top-level modules counted as the one layer `rules`.
RULES = {
    "bank", "board", "error", "event", "game", "jump", "landing", "moves", "notation",
    "paramapadam", "position", "rules", "setup", "sticks", "turn",
}
# The core's layers, lowest first: a module may use the layers below its own and no other.
# `look` is the colours and drawings every front end shares; `text` the words every layer above
# hands the front ends (a key and its arguments); `playout` plays whole games at random for the
# tests and benches.
CORE_ORDER = [["rules"], ["look", "text", "ai"], ["learn", "playout"], ["store"], ["app"]]
# Within `ai`: the network library (its layers and forward pass) under the models that use it,
# and their training over both. Modules not named here are held to no cycle only.
AI_ORDER = [["network"], ["value", "cloth", "family"], ["train"]]

IDENT = r"r#[A-Za-z_][A-Za-z0-9_]*|[A-Za-z_][A-Za-z0-9_]*"
TOKEN = re.compile(
    rf"(?P<ident>{IDENT})|(?P<path>::)|(?P<punct>[^\sA-Za-z0-9_])|(?P<num>[0-9][A-Za-z0-9_.]*)"
)


def strip(text):
    """`text` without its comments, string literals and character literals (each a space)."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    i += 1
            out.append(" ")
        elif m := re.compile(r'b?r(#*)"').match(text, i):
            if i and (text[i - 1].isalnum() or text[i - 1] == "_"):
                out.append(c)
                i += 1
                continue
            end = '"' + m.group(1)
            j = text.find(end, m.end())
            i = n if j < 0 else j + len(end)
            out.append(' "" ')
        elif c == '"' or (c == "b" and text.startswith('b"', i) and not text[i - 1 : i].isalnum()):
            i += 2 if c == "b" else 1
            while i < n and text[i] != '"':
                i += 2 if text[i] == "\\" else 1
            i += 1
            out.append(' "" ')
        elif c == "'":
            # A character literal ('x', '\n', '\u{..}') or a lifetime ('a), which stays.
            if text.startswith("\\", i + 1):
                j = text.find("'", i + 3)
                i = j + 1
                out.append(" ' ")
            elif i + 2 < n and text[i + 2] == "'":
                i += 3
                out.append(" ' ")
            else:
                out.append(c)
                i += 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def tokens(text):
    """The tokens of stripped `text` as (kind, value, line)."""
    line = 1
    pos = 0
    result = []
    for m in TOKEN.finditer(text):
        line += text.count("\n", pos, m.start())
        pos = m.start()
        kind = m.lastgroup
        value = m.group()
        if kind == "ident" and value.startswith("r#"):
            value = value[2:]
        result.append((kind, value, line))
    return result


def use_paths(toks, i):
    """The paths of the use tree starting at toks[i]; returns (paths, index after the `;`).
    Each path is (segments, alias)."""
    paths = []

    def tree(i, prefix):
        segs = list(prefix)
        while True:
            kind, value, _ = toks[i]
            if value == "{":
                i += 1
                while toks[i][1] != "}":
                    i = tree(i, segs)
                    if toks[i][1] == ",":
                        i += 1
                return i + 1
            if value == "*":
                paths.append((segs + ["*"], None))
                return i + 1
            if kind == "ident":
                segs.append(value)
                i += 1
                if toks[i][1] == "::":
                    i += 1
                    continue
                alias = None
                if toks[i][1] == "as":
                    alias = toks[i + 1][1]
                    i += 2
                paths.append((segs, alias))
                return i
            if value == "::":  # a leading `::`
                i += 1
                continue
            return i + 1

    i = tree(i, [])
    while toks[i][1] != ";":
        i += 1
    return paths, i + 1


class Module:
    """One module: its path in the crate, the file holding it, its children and its names."""

    def __init__(self, path, file):
        self.path = tuple(path)
        self.file = file
        self.children = set()  # names of child modules (files or inline)
        self.inline = False  # a `mod x { … }` inside its parent's file
        self.imports = {}  # name -> absolute path it stands for
        self.refs = []  # (path as written, line), resolved once every module is read


class Crate:
    """The modules of one crate, by path, read from its root files and every module they
    declare."""

    def __init__(self, root_files, extern=None):
        self.modules = {}
        # The crate's own name as another crate (the binary naming the library).
        self.extern = extern or {}
        for root_path, file in root_files:
            self.read(root_path, file)

    def read(self, path, file):
        text = strip(file.read_text(encoding="utf-8"))
        toks = tokens(text) + [("punct", ";", 0)] * 4
        module = Module(path, file)
        self.modules[tuple(path)] = module
        # Frames of braces: (the module they are in, whether under #[cfg(test)]).
        stack = [(module, False)]
        pending_test = False
        pending_depth = 0  # paren/bracket depth at which the pending attribute's item runs
        depth = 0  # parentheses and brackets
        i = 0
        while i < len(toks) - 4:
            kind, value, line = toks[i]
            current, in_test = stack[-1]
            testing = in_test or pending_test
            if value == "#" and toks[i + 1][1] == "[":
                j, level = i + 1, 0
                while True:
                    if toks[j][1] == "[":
                        level += 1
                    elif toks[j][1] == "]":
                        level -= 1
                        if level == 0:
                            break
                    j += 1
                attribute = [t[1] for t in toks[i + 2 : j]]
                if attribute[:4] == ["cfg", "(", "test", ")"]:
                    pending_test = True
                    pending_depth = depth
                i = j + 1
                continue
            if value in "([":
                depth += 1
            elif value in ")]":
                depth -= 1
            elif value == "{":
                stack.append((stack[-1][0], testing))
                pending_test = False
                i += 1
                continue
            elif value == "}":
                stack.pop()
                i += 1
                continue
            elif value == ";" and depth == pending_depth:
                pending_test = False
            if kind == "ident" and value == "mod" and toks[i + 1][0] == "ident":
                name = toks[i + 1][1]
                child_path = current.path + (name,)
                current.children.add(name)
                if toks[i + 2][1] == "{":
                    child = Module(child_path, current.file)
                    child.inline = True
                    self.modules[child_path] = child
                    stack.append((child, testing))
                    pending_test = False
                    i += 3
                    continue
                if not testing:
                    self.read(child_path, self.child_file(current, name))
                i += 2
                continue
            # `use` starts an import unless it is a path's segment or `+ use<…>` in a bound.
            is_import = toks[i - 1][1] != "::" and toks[i + 1][1] != "<"
            if kind == "ident" and value == "use" and is_import:
                paths, after = use_paths(toks, i + 1)
                for segs, alias in paths:
                    last = segs[-1]
                    name = alias or (segs[-2] if last == "self" and len(segs) > 1 else last)
                    target = [s for s in segs if s != "self"] if last == "self" else segs
                    if last != "*" and name != "_":
                        current.imports[name] = tuple(target)
                    if not testing:
                        current.refs.append((tuple(target), line))
                i = after
                if toks[after - 1][1] == ";" and depth == pending_depth:
                    pending_test = False
                continue
            if kind == "ident" and toks[i + 1][1] == "::" and toks[i - 1][1] != "::":
                segs = [value]
                j = i + 1
                while toks[j][1] == "::" and toks[j + 1][0] == "ident":
                    segs.append(toks[j + 1][1])
                    j += 2
                if not testing:
                    current.refs.append((tuple(segs), line))
                i = j
                continue
            i += 1

    def child_file(self, parent, name):
        file = parent.file
        if file.name in ("mod.rs", "lib.rs", "main.rs"):
            base = file.parent
        else:
            base = file.parent / file.stem
        for candidate in (base / f"{name}.rs", base / name / "mod.rs"):
            if candidate.exists():
                return candidate
        raise SystemExit(f"layers: no file for module {name} of {file}")

    def resolve(self, module, segs, seen=0):
        """The absolute path `segs` names from `module`, through the imports it passes; None
        when it leaves the crate."""
        if seen > 20:
            return None
        first = segs[0]
        if first == "crate":
            base, rest = (), segs[1:]
        elif first in self.extern:
            base, rest = self.extern[first], segs[1:]
        elif first in ("super", "self"):
            base = module.path
            rest = list(segs)
            while rest and rest[0] in ("super", "self"):
                if rest[0] == "super":
                    base = base[:-1]
                rest = rest[1:]
            rest = tuple(rest)
        elif first in module.children:
            base, rest = module.path, segs
        elif first in module.imports:
            target = module.imports[first]
            inside = ("crate", "super", "self", *self.extern, *module.children)
            if target[0] not in inside:
                return None
            return self.resolve(module, target + tuple(segs[1:]), seen + 1)
        else:
            return None
        return self.walk(base, tuple(rest), seen)

    def walk(self, base, rest, seen):
        """`base` + `rest`, following imports where a name is not a module."""
        path = tuple(base)
        for seg in rest:
            here = self.modules.get(path)
            if here is None:
                return path
            if seg in here.children:
                path = path + (seg,)
                continue
            if seg in here.imports and seg != "*":
                target = self.resolve(here, here.imports[seg], seen + 1)
                if target is None:
                    return None
                return target
            return path
        return path

    def file_module(self, path):
        """The module `path` stands in, up to the nearest one that is a file of its own."""
        while path and self.modules[path].inline:
            path = path[:-1]
        return path


def graph(crate, scope, node_of):
    """Edges between nodes: {(a, b): [file:line, …]} for the modules under `scope` (a path
    prefix), each module and each target named by node_of(path) (None: outside this graph)."""
    edges = defaultdict(list)
    nodes = set()
    for path, module in crate.modules.items():
        if path[: len(scope)] != scope:
            continue
        source = node_of(crate.file_module(path))
        if source is None:
            continue
        nodes.add(source)
        for segs, line in module.refs:
            target_path = crate.resolve(module, segs)
            if target_path is None:
                continue
            target = node_of(target_path)
            if target is None or target == source:
                continue
            where = f"{module.file.relative_to(ROOT)}:{line}"
            if where not in edges[(source, target)]:
                edges[(source, target)].append(where)
    return nodes, edges


def cycles(nodes, edges):
    """The strongly connected components of more than one node (Tarjan's)."""
    succ = defaultdict(set)
    for a, b in edges:
        succ[a].add(b)
    index, low, stack, on, found = {}, {}, [], set(), []
    counter = [0]

    def connect(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(succ[v]):
            if w not in index:
                connect(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    sys.setrecursionlimit(10_000)
    for v in sorted(nodes | {n for e in edges for n in e}):
        if v not in index:
            connect(v)
    return found


def examine(tally, name, nodes, edges, order=None, every_node_placed=False, top=False):
    """One check: the graph `name` has no cycle and no edge against `order` (levels, lowest
    first; a module may use only modules on lower levels than its own)."""
    problems = []
    if len(nodes) < 2 or (top and not edges):
        problems.append(f"read {len(nodes)} modules, {len(edges)} dependencies: nothing to check")
    for component in cycles(nodes, edges):
        inside = [
            f"{a} -> {b} ({edges[(a, b)][0]})"
            for (a, b) in sorted(edges)
            if a in component and b in component
        ]
        problems.append(f"cycle {' <-> '.join(component)}: " + "; ".join(inside))
    if order:
        level = {node: k for k, names in enumerate(order) for node in names}
        for node in sorted(nodes):
            if every_node_placed and node not in level:
                problems.append(f"{node} is not placed in the layer order")
        for (a, b), places in sorted(edges.items()):
            if a in level and b in level and level[b] >= level[a]:
                where = ", ".join(places[:3])
                problems.append(f"{a} -> {b} goes against the layer order ({where})")
    # One line a problem: the tally prefixes the first, the others say whose they are too.
    tally.check(not problems, "\nlayers: ".join(f"{name}: {problem}" for problem in problems))


def core_top(path):
    if not path:
        return None  # lib.rs: the crate's public face
    return "rules" if path[0] in RULES else path[0]


def submodule(scope, merged=None):
    """Nodes for the submodules of `scope`; `merged` maps a submodule to the one it counts as."""

    def node_of(path):
        if path[: len(scope)] != scope or len(path) == len(scope):
            return None
        return (merged or {}).get(path[len(scope)], path[len(scope)])

    return node_of


def main():
    tally = Tally("layers")
    core = Crate([((), ROOT / "core/src/lib.rs")])
    nodes, edges = graph(core, (), core_top)
    examine(tally, "core", nodes, edges, CORE_ORDER, every_node_placed=True, top=True)
    for scope in ("ai", "app", "learn", "store"):
        ai = scope == "ai"
        nodes, edges = graph(core, (scope,), submodule((scope,)))
        examine(tally, f"core::{scope}", nodes, edges, AI_ORDER if ai else None)

    # The terminal: the library (lib.rs) and the binary (main.rs) as one tree of modules, the
    # binary naming the library's modules as `dhayam_cli::…`.
    cli = Crate([((), ROOT / "cli/src/lib.rs")], extern={"dhayam_cli": ()})
    library = cli.modules[()]
    cli.read((), ROOT / "cli/src/main.rs")
    binary = cli.modules[()]
    binary.children |= library.children

    def cli_top(path):
        return path[0] if path else None

    nodes, edges = graph(cli, (), cli_top)
    examine(tally, "cli", nodes, edges, top=True)
    nodes, edges = graph(cli, ("draw",), submodule(("draw",)))
    examine(tally, "cli::draw", nodes, edges)
    tally.finish()


if __name__ == "__main__":
    main()
