#!/usr/bin/env python3
"""Finds the standard-library declarations that the library uses outside availability checks
and that are newer than the Apple platforms Package.swift declares.

Run it through Scripts/check-availability.sh, which describes the options. Needs Python 3's
standard library and the Swift toolchain on PATH. Exit status: 0 when nothing is found, 1 with
findings (one line each on standard output), 2 when the audit cannot run.

How it works:

1. The floor and the compile settings come from `swift package dump-package`: the
   `platforms:` line, each target's path, dependencies and Swift settings (the upcoming
   features), and the language mode. Nothing of Package.swift is repeated here.
2. Uses are resolved by the compiler, not guessed from text. Each module is type-checked with
   `swiftc -frontend -dump-ast -dump-ast-format json`, with the defines of a SwiftPM debug
   build and `-I` to what it imports: the audited modules it depends on, emitted into the
   scratch folder first, and the headers of C targets. Each
   reference in the AST names the declaration it resolved to by USR (`decl_usr`), so
   overloads are told apart; each expression and declaration carries its type, mangled, which
   `swift demangle` turns into the nominal types that signatures and annotations name.
3. What a standard-library declaration needs comes from the toolchain, whose modules keep
   their Apple `@available` attributes on Linux. Its .swiftinterface files spell them with
   concrete versions, `@available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS
   26.0, *)`: the `SwiftStdlib 6.2` macros of the Swift sources are expanded when an interface
   is written. Two readers of those attributes:
   - the compiler's: `swift symbolgraph-extract` lists each public declaration of a module by
     USR with its availability, that of its enclosing type or extension applied. It is exact,
     also between overloads of one name, and resolves most uses;
   - the interface text (`<Module>.swiftmodule/<triple>.private.swiftinterface`, SPI
     included), read by `InterfaceIndex`, for what symbol graphs leave out: underscored and
     SPI declarations (`_forEachField`), looked up by name and argument labels, and the types
     named in signatures.
   `--cross-check` (run by the self-test) checks that both readers agree wherever both know a
   declaration, and that every availability the interfaces spell is a `SwiftStdlib` release of
   the table below.
4. `if #available`, `guard #available` (to the end of its block), `while #available`, the
   `else` of `if #unavailable` and `@available` declarations raise the floor inside them; the
   AST gives their extent.
5. A finding is a use of a declaration that needs, on some Apple platform, a newer version
   than the floor where it is used.

Not covered: `#if` branches that Linux does not compile (`#if canImport(Darwin)`), the `#else`
of `#if DEBUG` (the AST is a debug build's), the availability of conformances, and Foundation,
which is Apple's own on Apple platforms, not this toolchain's.
"""

import argparse
import bisect
import json
import os
import re
import shutil
import subprocess
import sys
import time
from collections import defaultdict
from concurrent.futures import ThreadPoolExecutor

APPLE_PLATFORMS = ("macOS", "iOS", "tvOS", "watchOS", "visionOS")

# Package.swift's platform names, and the old spelling of attributes.
PLATFORM_SPELLINGS = {name.lower(): name for name in APPLE_PLATFORMS} | {"osx": "macOS"}

# The audited targets; their paths, dependencies and settings come from the manifest.
LIBRARY_TARGETS = ("JSONModelKit", "JSONModelXML", "JSONModelOpenAPI")

# The modules of the Swift project that Apple's OSes ship, versioned with the standard library.
# Every source file imports Swift, _Concurrency and _StringProcessing implicitly; the library
# imports Synchronization (Mutex) as well. The others cost little and keep the audit right if
# an import is added.
STANDARD_LIBRARY = (
    "Swift",
    "_Concurrency",
    "_StringProcessing",
    "Synchronization",
    "Observation",
    "RegexBuilder",
    "Distributed",
)

# The `SwiftStdlib X.Y` availability macros: a Swift release, and the first OS versions that
# ship its standard library. From utils/availability-macros.def in the Swift repository as of
# the 6.3 release (swift-experimental-string-processing's Package.swift has the same rows);
# visionOS 1.0 has every release without a visionOS version, 9999 is "not released yet". The
# table names versions in findings and expands the macro should an interface spell it.
SWIFT_STDLIB_RELEASES = """
5.0   macOS 10.14.4, iOS 12.2, watchOS 5.2, tvOS 12.2
5.1   macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0
5.2   macOS 10.15.4, iOS 13.4, watchOS 6.2, tvOS 13.4
5.3   macOS 11.0, iOS 14.0, watchOS 7.0, tvOS 14.0
5.4   macOS 11.3, iOS 14.5, watchOS 7.4, tvOS 14.5
5.5   macOS 12.0, iOS 15.0, watchOS 8.0, tvOS 15.0
5.6   macOS 12.3, iOS 15.4, watchOS 8.5, tvOS 15.4
5.7   macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0
5.8   macOS 13.3, iOS 16.4, watchOS 9.4, tvOS 16.4
5.9   macOS 14.0, iOS 17.0, watchOS 10.0, tvOS 17.0
5.10  macOS 14.4, iOS 17.4, watchOS 10.4, tvOS 17.4, visionOS 1.1
6.0   macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0
6.1   macOS 15.4, iOS 18.4, watchOS 11.4, tvOS 18.4, visionOS 2.4
6.2   macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0
6.3   macOS 26.4, iOS 26.4, watchOS 26.4, tvOS 26.4, visionOS 26.4
9999  macOS 9999, iOS 9999, watchOS 9999, tvOS 9999
"""

# Versions. An availability is a dict from platform to version, a tuple of three numbers.


def parse_version(text):
    numbers = [int(number) for number in text.split(".")]
    return tuple(numbers + [0] * (3 - len(numbers)))


def parse_platform_versions(text):
    """`macOS 26.0, iOS 26.0, *` → {"macOS": (26, 0, 0), "iOS": (26, 0, 0)}."""
    versions = {}
    for part in text.split(","):
        match = re.fullmatch(r"\s*(\w+)\s+([\d.]+)\s*", part)
        if match and match[1].lower() in PLATFORM_SPELLINGS:
            versions[PLATFORM_SPELLINGS[match[1].lower()]] = parse_version(match[2])
    return versions


SWIFT_STDLIB = {
    release: parse_platform_versions(platforms)
    for release, platforms in (line.split(None, 1) for line in SWIFT_STDLIB_RELEASES.strip().splitlines())
}


def release_of(versions):
    """The `SwiftStdlib` release whose versions these are, if one is."""
    for release, row in SWIFT_STDLIB.items():
        common = row.keys() & versions.keys()
        if "macOS" in common and all(row[platform] == versions[platform] for platform in common):
            return release
    return None


def describe(versions):
    """`macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0 (SwiftStdlib 6.2)`."""
    text = ", ".join(
        f"{platform} {'.'.join(map(str, versions[platform][: 3 if versions[platform][2] else 2]))}"
        for platform in APPLE_PLATFORMS
        if platform in versions
    )
    release = release_of(versions)
    return f"{text} (SwiftStdlib {release})" if release else text


def newest(*availabilities):
    """Each platform's newest version: what code inside all of these contexts may use."""
    merged = {}
    for versions in availabilities:
        for platform, version in versions.items():
            merged[platform] = max(version, merged.get(platform, version))
    return merged


def too_new(needed, floor):
    """Whether `needed` is newer than `floor` on some platform."""
    return any(platform in needed and needed[platform] > floor[platform] for platform in APPLE_PLATFORMS)


def parse_available_attribute(arguments):
    """The versions of one `@available(...)`; None for `@available(*, unavailable)`."""
    if re.match(r"\s*\*\s*,\s*unavailable\b", arguments):
        return None
    macro = re.match(r"\s*SwiftStdlib\s+([\d.]+)", arguments)
    if macro:
        return dict(SWIFT_STDLIB[macro[1]])
    long_form = re.match(r"\s*(\w+)\s*,\s*introduced:\s*([\d.]+)", arguments)
    if long_form:
        return parse_platform_versions(f"{long_form[1]} {long_form[2]}")
    return parse_platform_versions(arguments)


# Swift text: brackets, top-level commas, names. The `>` of `->` closes nothing.


def closing_index(text, start, opening="([<", closing=")]>"):
    """The index just past the bracket that closes the one at `start`."""
    depth = 0
    for index in range(start, len(text)):
        character = text[index]
        if character in opening:
            depth += 1
        elif character in closing and not (character == ">" and text[index - 1] == "-"):
            depth -= 1
            if depth == 0:
                return index + 1
    return len(text)


def split_top_level(text):
    """The parts of `text` between commas outside brackets."""
    parts, depth, start = [], 0, 0
    for index, character in enumerate(text):
        if character in "([<":
            depth += 1
        elif character in ")]>" and not (character == ">" and text[index - 1] == "-"):
            depth -= 1
        elif character == "," and depth == 0:
            parts.append(text[start:index])
            start = index + 1
    parts.append(text[start:])
    return [part.strip() for part in parts if part.strip()]


def declaration_key(path, name, labels):
    """`Swift.String._wordIndex(after:)`, `Swift.Array.span`: how symbol graphs name things."""
    return f"{path}.{name}" + ("" if labels is None else "(" + "".join(f"{label}:" for label in labels) + ")")


def without_module(key):
    """A key without its standard-library module, for lookups: the modules differ between
    readers (the demangler and symbol graphs say `Swift.Task`, and its interface
    `_Concurrency.Task`)."""
    module, _, rest = key.partition(".")
    return rest if module in STANDARD_LIBRARY and rest else key


# The interface text.

MODIFIERS = {
    "public", "open", "package", "internal", "fileprivate", "private", "final", "static", "mutating",
    "nonmutating", "override", "required", "convenience", "dynamic", "nonisolated", "consuming",
    "borrowing", "__consuming", "indirect", "prefix", "postfix", "infix", "optional", "lazy", "weak",
    "unowned", "distributed", "isolated", "unsafe",
}  # fmt: skip
SCOPE_KEYWORDS = {"extension", "struct", "class", "enum", "protocol", "actor"}
NAMED_KEYWORDS = {"typealias", "associatedtype", "var", "let"}
DECLARATION_KEYWORDS = SCOPE_KEYWORDS | NAMED_KEYWORDS | {"func", "init", "subscript", "case"}
STRING_LITERAL = re.compile(r'"(?:\\.|[^"\\])*"')


def split_attributes(line):
    """The arguments of the `@available` attributes a line starts with, and the rest of it."""
    available = []
    while True:
        match = re.match(r"@([\w.]+)\s*", line)
        if not match:
            return available, line
        end = match.end()
        if line[end : end + 1] == "(":
            end = closing_index(line, end, "(", ")")
            if match[1] == "available":
                available.append(line[match.end() + 1 : end - 1])
        line = line[end:].lstrip()


def parse_declaration(text):
    """(keyword, name, argument labels or None) of a declaration, or None for another line."""
    while True:
        match = re.match(r"(\w+)(\([^)]*\))?\s+", text)
        modifier = match and (
            match[1] in MODIFIERS or match[1] == "class" and re.match(r"class\s+(func|var|let|subscript)\b", text)
        )
        if not modifier:
            break
        text = text[match.end() :]
    match = re.match(r"(\w+)\b\s*", text)
    if not match or match[1] not in DECLARATION_KEYWORDS:
        return None
    keyword, rest = match[1], text[match.end() :]
    if keyword == "extension":
        return keyword, re.match(r"[\w.]*", rest)[0], None
    if keyword != "func" and keyword != "init" and keyword != "subscript":
        name = re.match(r"`?(\w+)`?", rest)
        if not name:
            return None
        after = rest[name.end() :]
        if keyword != "case" or not after.startswith("("):
            return keyword, name[1], None
        elements = split_top_level(after[1 : closing_index(after, 0) - 1])
        labels = [label[1] if (label := re.match(r"(\w+)\s*:", element)) else "_" for element in elements]
        return keyword, name[1], labels
    name, operator = keyword, False
    if keyword == "func":
        found = re.match(r"`([^`]+)`|(\w+)|([^\s(]+)", rest)
        name, operator = found[1] or found[2] or found[3], found[3] is not None
        rest = rest[found.end() :].lstrip()
    rest = rest.lstrip("?!").lstrip()
    if rest.startswith("<"):
        rest = rest[closing_index(rest, 0) :].lstrip()
    if not rest.startswith("("):
        return None
    labels = []
    for parameter in split_top_level(rest[1 : closing_index(rest, 0) - 1]):
        names = re.sub(r"@[\w.]+(\([^)]*\))?", "", parameter.split(":")[0]).split()
        if operator or (keyword == "subscript" and len(names) < 2):
            labels.append("_")
        else:
            labels.append(names[0])
    return keyword, name, labels


class InterfaceIndex:
    """The declarations of .swiftinterface files and the versions they need, by name.

    Keys are those of `declaration_key` without the module (`without_module`). A declaration
    needs the newest of its own versions and those of the types and extensions around it, and
    of the type an extension extends. The compiler prints an interface one declaration a line
    (attributes may stand on lines of their own), so a line reader is enough: the `{` of a type
    or an extension opens a scope; any other declaration's `{` opens a body, skipped to its `}`.
    Of an `#if` block the first branch is read; the others redeclare the same names for older
    compilers.
    """

    def __init__(self):
        self.entries = []  # (key, keyword, extended type, versions of it and its enclosing scopes)
        self.spelled = set()  # every availability an attribute spells, for `--cross-check`
        self.declarations = {}  # key without module -> [versions], once `finish` ran

    def read(self, path, module):
        scopes = []  # (path, extended type, versions, depth of its `{`)
        depth, body_depth, pending, branches, in_string = 0, None, [], [], False
        with open(path, encoding="utf-8") as interface:
            for line in interface:
                line = line.strip()
                if in_string or line.count('"""') % 2:
                    in_string ^= line.count('"""') % 2 == 1
                    continue
                if line.startswith("#if"):
                    branches.append(True)
                elif line.startswith(("#elseif", "#else")):
                    branches[-1] = False
                elif line.startswith("#endif"):
                    branches.pop()
                if line.startswith("#") or not all(branches):
                    continue
                line = STRING_LITERAL.sub('""', line).split("//")[0]
                braces = re.sub(r"[^{}]", "", line)
                if body_depth is not None:
                    depth += braces.count("{") - braces.count("}")
                    if depth <= body_depth:
                        body_depth = None
                    continue
                attributes, rest = split_attributes(line)
                pending += attributes
                declaration = parse_declaration(rest) if rest else None
                if rest and declaration is None:
                    pending = []
                if declaration:
                    keyword, name, labels = declaration
                    own = [parse_available_attribute(arguments) for arguments in pending]
                    pending = []
                    if keyword == "extension":
                        scope = (name, name, newest(*filter(None, own)))
                    else:
                        path_so_far, extended, outer = scopes[-1][:3] if scopes else (module, None, {})
                        versions = newest(outer, *filter(None, own))
                        if None not in own:
                            key = declaration_key(path_so_far, name, labels)
                            self.entries.append((key, keyword, extended, versions))
                        scope = (f"{path_so_far}.{name}", extended, versions)
                    self.spelled.update(tuple(sorted(versions.items())) for versions in own if versions)
                    if braces and keyword not in SCOPE_KEYWORDS:
                        body_depth = depth
                    elif braces:
                        scopes.append((*scope, depth))
                for brace in braces:
                    depth += 1 if brace == "{" else -1
                    if scopes and scopes[-1][3] == depth:
                        scopes.pop()
                if body_depth is not None and depth <= body_depth:
                    body_depth = None
        if depth or branches:
            fail(f"{path}: unbalanced braces or #if blocks; the interface reader needs work")

    def finish(self):
        """Applies the versions of extended types to the members of their extensions."""
        types = {
            key: (extended, versions)
            for key, keyword, extended, versions in self.entries
            if keyword in SCOPE_KEYWORDS
        }

        def type_versions(key, seen=()):
            if key not in types or key in seen:
                return {}
            extended, versions = types[key]
            return newest(versions, type_versions(extended, (*seen, key)) if extended else {})

        declarations = defaultdict(list)
        for key, _, extended, versions in self.entries:
            declarations[without_module(key)].append(newest(versions, type_versions(extended) if extended else {}))
        self.declarations = dict(declarations)

    def lookup(self, key):
        """The versions `key` needs; of overloads with its name and labels, the oldest."""
        found = self.declarations.get(without_module(key))
        if not found:
            return None
        return {
            platform: min(versions[platform] for versions in found)
            for platform in APPLE_PLATFORMS
            if all(platform in versions for versions in found)
        }


# Demangled text.


def demangled_declaration_key(text):
    """`Swift._forEachField(of: Any.Type, …) -> Swift.Bool` → (`Swift`, `Swift._forEachField(of:…)`):
    the module a declaration belongs to and its key."""
    text = text.removeprefix("static ")
    extension = re.match(r"\(extension in ([\w.]+)\):", text)
    if extension:
        text = text[extension.end() :]
    path, index, labels = "", 0, None
    while index < len(text) and text[index] != " ":
        if text[index] == "<":
            index = closing_index(text, index)
        elif text[index] == "(":
            parameters = split_top_level(text[index + 1 : closing_index(text, index) - 1])
            labels = [label[1] if (label := re.match(r"(\w+): ", parameter)) else "_" for parameter in parameters]
            break
        else:
            path += text[index]
            index += 1
    module = extension[1] if extension else path.split(".")[0]
    return module, path if labels is None else declaration_key(*path.rsplit(".", 1), labels)


def type_names(text):
    """The module-qualified names of a demangled type: `Swift.Dictionary<Swift.String, A>.Index`
    → Swift.Dictionary, Swift.String, Swift.Dictionary.Index."""
    names, text = set(), text.replace("->", "→")
    while True:
        names.update(re.findall(r"(?<![\w.])(?:[A-Za-z_]\w*\.)+[A-Za-z_]\w*", text))
        stripped = re.sub(r"<[^<>]*>", "", text)
        if stripped == text:
            return names
        text = stripped


# The toolchain and the package.


def fail(message):
    """Stops the audit: it could not run (status 2; 1 is for findings)."""
    print(f"error: {message}", file=sys.stderr)
    sys.exit(2)


def run(command, **options):
    result = subprocess.run(command, capture_output=True, text=True, **options)
    if result.returncode != 0:
        sys.stderr.write(result.stdout[-4000:] + result.stderr[-8000:])
        fail(f"{' '.join(command[:8])} … exited with {result.returncode}")
    return result.stdout


def demangle(symbols):
    """The demangled text of each mangled name, from one `swift demangle`."""
    symbols = sorted(symbols)
    lines = run(["swift", "demangle"], input="".join(f"{symbol}\n" for symbol in symbols)).splitlines()
    if len(lines) != len(symbols):
        fail("swift demangle did not answer one line per name")
    return dict(zip(symbols, lines))


class Toolchain:
    def __init__(self):
        info = json.loads(run(["swiftc", "-print-target-info"]))
        self.triple = info["target"]["triple"]
        self.module_triple = info["target"].get("moduleTriple", self.triple)
        # <toolchain>/usr/lib/swift/linux, where Swift.swiftmodule is.
        self.library_folder = info["paths"]["runtimeLibraryImportPaths"][0]

    def interface(self, module):
        folder = os.path.join(self.library_folder, f"{module}.swiftmodule")
        for name in (f"{self.module_triple}.private.swiftinterface", f"{self.module_triple}.swiftinterface"):
            if os.path.exists(os.path.join(folder, name)):
                return os.path.join(folder, name)
        return None


class Target:
    def __init__(self, name, folder, flags, dependencies=(), exclude=(), public_headers="include"):
        self.name, self.flags, self.dependencies = name, flags, list(dependencies)
        self.headers = os.path.join(folder, public_headers)  # for a C target
        excluded = tuple(os.path.join(folder, path) for path in exclude)
        self.files = sorted(
            os.path.join(root, file)
            for root, _, files in os.walk(folder)
            for file in files
            if file.endswith(".swift") and not os.path.join(root, file).startswith(excluded)
        )


def swift_flags(target, language_mode):
    """The compiler flags of a target's Swift settings."""
    flags = ["-swift-version", language_mode]
    for setting in target.get("settings", []):
        condition = setting.get("condition") or {}
        if setting.get("tool") != "swift" or condition.get("config") == "release":
            continue
        if "linux" not in condition.get("platformNames", ["linux"]):
            continue
        ((kind, value),) = setting["kind"].items()
        if kind == "enableUpcomingFeature":
            flags += ["-enable-upcoming-feature", value["_0"]]
        elif kind == "enableExperimentalFeature":
            flags += ["-enable-experimental-feature", value["_0"]]
        elif kind == "define":
            flags += ["-D", value["_0"]]
        elif kind == "unsafeFlags":
            flags += value["_0"]
        elif kind == "swiftLanguageMode":
            flags[1] = value["_0"]
        else:
            fail(f"{target['name']}: the Swift setting {kind} is new to {__file__}")
    return flags


def read_package(package_path):
    """(floor, package name, targets by name) from `swift package dump-package`."""
    manifest = json.loads(run(["swift", "package", "dump-package", "--package-path", package_path]))
    floor = {
        PLATFORM_SPELLINGS[platform["platformName"]]: parse_version(platform["version"])
        for platform in manifest.get("platforms", [])
        if platform["platformName"] in PLATFORM_SPELLINGS
    }
    missing = [platform for platform in APPLE_PLATFORMS if platform not in floor]
    if missing:
        fail(f"the platforms: of Package.swift name no {', '.join(missing)} version")
    modes = manifest.get("swiftLanguageModes") or manifest.get("swiftLanguageVersions") or ["6"]
    language_mode = max(modes, key=parse_version)
    targets = {}
    for target in manifest["targets"]:
        folder = os.path.join(package_path, target.get("path") or f"Sources/{target['name']}")
        dependencies = [next(iter(dependency.values()))[0] for dependency in target.get("dependencies", [])]
        flags = swift_flags(target, language_mode)
        exclude, headers = target.get("exclude", []), target.get("publicHeadersPath") or "include"
        targets[target["name"]] = Target(target["name"], folder, flags, dependencies, exclude, headers)
    return floor, manifest["name"].lower(), targets


# The uses in an AST.


def availability_condition(condition):
    """(versions, whether it is `#available`) of an availability condition of the AST, which
    dumps `#unavailable` as `#available` too: only `#available` has (and must have) the `*`."""
    queries = condition.get("queries", [])
    text = ", ".join(f"{query.get('domain')} {query.get('version', '')}" for query in queries)
    return parse_platform_versions(text), any(query.get("domain") == "*" for query in queries)


class Uses:
    """The references, types and availability regions of the audited files."""

    def __init__(self):
        self.references = []  # (file, offset, USR)
        self.types = []  # (file, offset, mangled type)
        self.regions = defaultdict(list)  # file -> [(start, end, versions)]
        self.files = 0

    def read(self, path):
        with open(path, encoding="utf-8") as dump:
            tree = json.load(dump)
        file = tree["filename"]
        self.files += 1
        # Each node with where its nearest ranged node starts, and where a reference there
        # is: the end of an expression (the member of `a.b`), the start of anything else.
        stack = [(tree, 0, 0)]
        while stack:
            node, start, at = stack.pop()
            extent = node.get("range")
            kind = node.get("_kind", "")
            if extent:
                start = extent["start"]
                at = extent["end"] if kind.endswith("_expr") else start
            if node.get("decl_usr"):
                self.references.append((file, at, node["decl_usr"]))
            for key, value in node.items():
                if isinstance(value, dict):
                    stack.append((value, start, at))
                elif isinstance(value, list):
                    stack.extend((child, start, at) for child in value if isinstance(child, dict))
                elif isinstance(value, str) and value.startswith("$s"):
                    self.types.append((file, start, value))
            self.read_regions(node, kind, self.regions[file])

    @staticmethod
    def read_regions(node, kind, regions):
        def add(node, versions, start=None):
            extent = (node or {}).get("range")
            if extent and versions:
                regions.append((extent["start"] if start is None else start, extent["end"] + 1, versions))

        for attribute in node.get("attrs", []):
            if attribute.get("_kind") == "available_attr" and attribute.get("introduced"):
                add(node, parse_platform_versions(f"{attribute.get('domain')} {attribute['introduced']}"))
        for condition in node.get("conditions", []):
            if condition.get("_kind") == "#available":
                versions, available = availability_condition(condition)
                if kind == "if_stmt":
                    add(node.get("then_stmt" if available else "else_stmt"), versions)
                elif kind == "while_stmt" and available or kind == "guard_stmt" and not available:
                    add(node.get("body"), versions)
        if kind == "brace_stmt":
            # The rest of a block after `guard #available(...) else { ... }`.
            for element in node.get("elements", []):
                for condition in element.get("conditions", []) if element.get("_kind") == "guard_stmt" else []:
                    versions, available = availability_condition(condition)
                    if condition.get("_kind") == "#available" and available and element.get("range"):
                        add(node, versions, start=element["range"]["end"])

    def floor_at(self, file, offset, floor):
        return newest(floor, *(versions for start, end, versions in self.regions[file] if start <= offset < end))


LINE_STARTS = {}


def line_number(path, offset):
    if path not in LINE_STARTS:
        with open(path, "rb") as source:
            LINE_STARTS[path] = [0] + [index + 1 for index, byte in enumerate(source.read()) if byte == 0x0A]
    return bisect.bisect_right(LINE_STARTS[path], offset)


# The audit.

TYPE_KINDS = ("swift.struct", "swift.class", "swift.enum", "swift.protocol")


class Audit:
    def __init__(self, arguments):
        self.arguments = arguments
        self.started = time.monotonic()
        self.toolchain = Toolchain()
        self.package_path = os.path.abspath(arguments.package_path)
        self.scratch = os.path.abspath(arguments.scratch_path)
        self.floor, self.package_name, self.targets = read_package(self.package_path)
        if arguments.module:
            # A folder compiled like the library's first target, with no dependency.
            name, folder = arguments.module.split("=", 1)
            self.audited = [Target(name, os.path.abspath(folder), self.targets[LIBRARY_TARGETS[0]].flags)]
        else:
            self.audited = [self.targets[name] for name in LIBRARY_TARGETS]
        self.modules = [module for module in STANDARD_LIBRARY if self.toolchain.interface(module)]

    def path(self, file):
        """How findings name a file: from the package root when it is inside."""
        relative = os.path.relpath(file, self.package_path)
        return file if relative.startswith("..") else relative

    # Compiling.

    def compiler_flags(self, target):
        return [
            "-module-name", target.name,
            "-target", self.toolchain.triple,
            "-module-cache-path", os.path.join(self.scratch, "module-cache"),
            "-I", os.path.join(self.scratch, "modules"),
            "-package-name", self.package_name,
            "-parse-as-library",
            "-D", "SWIFT_PACKAGE",
            "-D", "DEBUG",
        ] + target.flags + self.c_flags[target.name]  # fmt: skip

    def c_module_flags(self, target):
        """What lets the compiler import the C targets a target depends on, directly or not: their
        headers, and their module map, or one made as SwiftPM makes it."""
        flags, seen, names = [], set(), list(target.dependencies)
        while names:
            name = names.pop()
            if name in seen or name not in self.targets:
                continue
            seen.add(name)
            dependency = self.targets[name]
            names += dependency.dependencies
            if dependency.files:
                continue
            include, module_map_folder = dependency.headers, dependency.headers
            if not os.path.exists(os.path.join(include, "module.modulemap")):
                umbrella_header = os.path.join(include, f"{name}.h")
                umbrella = f'header "{umbrella_header}"' if os.path.exists(umbrella_header) else f'"{include}"'
                module_map_folder = os.path.join(self.scratch, "c-modules", name)
                os.makedirs(module_map_folder, exist_ok=True)
                with open(os.path.join(module_map_folder, "module.modulemap"), "w", encoding="utf-8") as module_map:
                    module_map.write(f"module {name} {{\n    umbrella {umbrella}\n    export *\n}}\n")
            flags += ["-I", module_map_folder, "-Xcc", f"-I{include}"]
        return flags

    def emit_module(self, target):
        module = os.path.join(self.scratch, "modules", f"{target.name}.swiftmodule")
        skip_bodies = ["-Xfrontend", "-experimental-skip-non-inlinable-function-bodies-without-types"]
        command = ["swiftc", "-emit-module", "-wmo", "-emit-module-path", module] + skip_bodies
        files = [self.path(file) for file in target.files]
        run(command + self.compiler_flags(target) + files, cwd=self.package_path)

    def dump_ast(self, target, batch, number):
        """The JSON ASTs of the files of `batch`, type-checked with the rest of the module."""
        folder = os.path.join(self.scratch, "ast", target.name)
        outputs = [os.path.join(folder, f"{number}-{index}.json") for index in range(len(batch))]
        files = []
        for file in target.files:
            files += ["-primary-file", self.path(file)] if file in batch else [self.path(file)]
        command = ["swiftc", "-frontend", "-dump-ast", "-dump-ast-format", "json"] + self.compiler_flags(target)
        run(command + files + [flag for output in outputs for flag in ("-o", output)], cwd=self.package_path)
        return outputs

    def extract_symbol_graph(self, module):
        folder = os.path.join(self.scratch, "symbol-graphs", module)
        os.makedirs(folder, exist_ok=True)
        run(
            ["swift", "symbolgraph-extract", "-module-name", module, "-target", self.toolchain.triple]
            + ["-output-dir", folder, "-skip-synthesized-members", "-include-spi-symbols"]
        )
        return folder

    def compile(self, pool):
        """Starts the symbol graphs, then the modules in the order they import one another:
        each one's AST, and its module when another one imports it."""
        for folder in ("ast", "symbol-graphs"):
            shutil.rmtree(os.path.join(self.scratch, folder), ignore_errors=True)
        for target in self.audited:
            os.makedirs(os.path.join(self.scratch, "ast", target.name))
        os.makedirs(os.path.join(self.scratch, "modules"), exist_ok=True)
        self.c_flags = {target.name: self.c_module_flags(target) for target in self.audited}
        graphs = [pool.submit(self.extract_symbol_graph, module) for module in self.modules]
        names = {target.name for target in self.audited}
        imported = {dependency for target in self.audited for dependency in target.dependencies}
        emitted, dumps, remaining = set(), [], list(self.audited)
        while remaining:
            ready = [target for target in remaining if set(target.dependencies) & names <= emitted]
            if not ready:
                fail("the audited targets import one another in a cycle")
            emissions = [pool.submit(self.emit_module, target) for target in ready if target.name in imported]
            for target in ready:
                batches = max(1, min(os.cpu_count() or 1, len(target.files) // 40))
                dumps += [
                    pool.submit(self.dump_ast, target, target.files[number::batches], number)
                    for number in range(batches)
                ]
            for emission in emissions:
                emission.result()
            emitted |= {target.name for target in ready}
            remaining = [target for target in remaining if target not in ready]
        return graphs, dumps

    # What declarations need.

    @staticmethod
    def read_symbol_graphs(folders):
        """USR -> (name, versions), and type name -> versions, from the symbol graphs."""
        by_usr, types = {}, {}
        for folder in folders:
            for file in sorted(os.listdir(folder)):
                with open(os.path.join(folder, file), encoding="utf-8") as graph:
                    symbols = json.load(graph)["symbols"]
                # `X@Y.symbols.json` has what X declares in Y's types, named from Y.
                module = file.removesuffix(".symbols.json").split("@")[-1]
                for symbol in symbols:
                    versions = {
                        PLATFORM_SPELLINGS[entry["domain"].lower()]: parse_version(
                            ".".join(str(entry["introduced"].get(part, 0)) for part in ("major", "minor", "patch"))
                        )
                        for entry in symbol.get("availability", [])
                        if entry.get("domain", "").lower() in PLATFORM_SPELLINGS and "introduced" in entry
                    }
                    name = ".".join([module] + symbol["pathComponents"])
                    by_usr[symbol["identifier"]["precise"]] = (name, versions)
                    if symbol["kind"]["identifier"] in TYPE_KINDS:
                        types[without_module(name)] = versions
        return by_usr, types

    def read_interfaces(self):
        index = InterfaceIndex()
        for module in self.modules:
            index.read(self.toolchain.interface(module), module)
        index.finish()
        return index

    # Checking.

    def run(self):
        with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
            graphs, dumps = self.compile(pool)
            index = self.read_interfaces()
            uses = Uses()
            for dump in dumps:
                for path in dump.result():
                    uses.read(path)
            by_usr, types = self.read_symbol_graphs([graph.result() for graph in graphs])
        if self.arguments.cross_check:
            self.cross_check(index, by_usr)
        return self.check(uses, index, by_usr, types)

    def resolve(self, uses, index, by_usr, types):
        """The uses of standard-library declarations newer than the floor, as (file, offset,
        name, versions), and how many uses were resolved each way."""
        modules = set(self.modules)
        newer, counts = [], defaultdict(int)

        def add(places, name, versions, how):
            counts[how] += len(places)
            if too_new(versions, self.floor):
                newer.extend((file, offset, name, versions) for file, offset in places)

        by_name, by_type = defaultdict(list), defaultdict(list)
        for file, offset, usr in uses.references:
            found = by_usr.get(usr.split("::SYNTHESIZED::")[0])
            if found:
                add([(file, offset)], *found, "by USR")
            elif usr.startswith("s:"):
                by_name["$s" + usr[2:]].append((file, offset))
        for file, offset, mangled in uses.types:
            by_type[mangled].append((file, offset))
        demangled = demangle(by_name.keys() | by_type.keys())
        for mangled, places in by_name.items():
            module, key = demangled_declaration_key(demangled[mangled])
            if module in modules:
                versions = index.lookup(key)
                if versions is not None:
                    add(places, key, versions, "by name")
                else:
                    counts["in neither"] += len(places)
                    if self.arguments.verbose:
                        print(f"note: not found: {demangled[mangled]}", file=sys.stderr)
        for mangled, places in by_type.items():
            for name in type_names(demangled[mangled]):
                if name.split(".")[0] in modules:
                    versions = types.get(without_module(name))
                    if versions is None:
                        versions = index.lookup(name)
                    if versions is not None:
                        add(places, name, versions, "types")
        return newer, counts

    def check(self, uses, index, by_usr, types):
        newer, counts = self.resolve(uses, index, by_usr, types)
        findings, inside_checks = {}, set()
        for file, offset, name, versions in newer:
            here = uses.floor_at(file, offset, self.floor)
            place = (file, line_number(os.path.join(self.package_path, file), offset), name)
            if too_new(versions, here):
                findings.setdefault(place, (versions, here))
            else:
                inside_checks.add(place)
        # A type named on the line of a use of one of its members says nothing more.
        members = {(file, line, name.rsplit(".", 1)[0]) for file, line, name in findings}
        reported = [place for place in sorted(findings) if place not in members]
        for file, line, name in reported:
            versions, here = findings[(file, line, name)]
            where = "" if here == self.floor else f"; where it is used: {describe(here)}"
            declared = describe(self.floor)
            print(f"{file}:{line}: {name} needs {describe(versions)}; the package declares {declared}{where}")
        if self.arguments.verbose:
            for file, line, name in sorted(inside_checks):
                print(f"note: {file}:{line}: {name}, inside an availability check", file=sys.stderr)
        print(
            f"availability audit of {', '.join(target.name for target in self.audited)} ({uses.files} files):"
            f" {len(uses.references)} references. Of uses of the standard library, {counts['by USR']} resolved"
            f" by USR in the symbol graphs, {counts['by name']} by name in the interfaces"
            f" ({counts['in neither']} in neither), and {counts['types']} type names;"
            f" {len(inside_checks)} newer than the floor inside availability checks;"
            f" {len(reported)} finding{'' if len(reported) == 1 else 's'}."
            f" Floor (Package.swift): {describe(self.floor)}."
            f" {time.monotonic() - self.started:.1f} s",
            file=sys.stderr,
        )
        return 1 if reported else 0

    def cross_check(self, index, by_usr):
        """The interface text against the symbol graphs, and the interfaces' availabilities
        against the SwiftStdlib table."""
        unnamed = [
            f"the interfaces spell {describe(dict(spelled))}, a release missing from SWIFT_STDLIB_RELEASES"
            for spelled in sorted(index.spelled)
            if release_of(dict(spelled)) is None and too_new(dict(spelled), SWIFT_STDLIB["5.0"])
        ]
        compared, disagreements = 0, []
        for name, versions in by_usr.values():
            found = index.declarations.get(without_module(name))
            if found is not None:
                compared += 1
                if versions not in found:
                    read = " or ".join(describe(entry) or "no versions" for entry in found)
                    graph = describe(versions) or "no versions"
                    disagreements.append(f"{name}: {graph} in the symbol graph, {read} in the interface text")
        problems = unnamed + disagreements
        for problem in problems:
            print(f"cross-check: {problem}", file=sys.stderr)
        print(
            f"cross-check: {len(index.spelled)} distinct availabilities in the interfaces, {len(unnamed)} of them"
            f" newer than Swift 5.0 and missing from the SwiftStdlib table; {compared} of the {len(by_usr)} declarations of"
            f" the symbol graphs found in the interface text (not found: operators, members inherited through"
            f" underscored protocols or typealiases), {compared - len(disagreements)} with the same versions",
            file=sys.stderr,
        )
        if problems:
            fail("the cross-check failed (above)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--package-path", default=".", help="the package root (default: .)")
    parser.add_argument("--scratch-path", default=".build-avail", help="where modules and ASTs go")
    parser.add_argument("--module", metavar="NAME=FOLDER", help="audit the Swift files of FOLDER, as module NAME")
    parser.add_argument("--cross-check", action="store_true", help="check the sources of availability")
    parser.add_argument("--verbose", action="store_true", help="also list the uses inside availability checks")
    sys.exit(Audit(parser.parse_args()).run())


if __name__ == "__main__":
    main()
