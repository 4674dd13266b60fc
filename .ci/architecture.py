#!/usr/bin/env python3
"""Holds docs/architecture.md and its pictures to the code, without Graphviz.

The pictures are Graphviz sources, docs/architecture-*.dot, each rendered to
the PNG beside it by docs/render-architecture.sh, which then runs this
script with --stamp: the PNG gets the SHA-256 of its source in a tEXt chunk
(keyword `keypad-dot-sha256`). The check fails:

- when a PNG's stamp is not the SHA-256 of its source as it is now (the
  source changed and the picture was not rendered again), or a source has
  no PNG, or architecture.md does not show a PNG;
- when a name a picture sets in code type (`<FONT FACE="monospace">`) is not
  in the code, or is no name this script can read;
- when a name architecture.md sets in backticks, and that reads as a name
  of the code (see below), is not in the code;
- when the table of imports in architecture.md (its header has the columns
  `target` and `imports`) lacks a target of Sources/, GTK/Sources/ or
  Web/Sources/, or a JavaScript module of Web/ (its row names the file:
  `keypad.js`), or lists for a Swift target other modules than its files
  import, or for a JavaScript module other specifiers than its `import`
  statements and calls name (`./icu/keypad-icu.js`).

A name is looked up in the Swift, C and C++ files of Sources/, GTK/Sources/
and Web/Sources/, and in the JavaScript modules of Web/ (Web/*.js,
Web/icu/*.js), comments left out:

    KeypadForm                  a type (struct, enum, class, protocol, actor,
                                typealias, a C struct), a target's folder,
                                or a module: a product the manifests
                                depend on (ArgumentParser), Glibc, Musl,
                                Darwin, Foundation
    KeypadForm.apply(_:)        a member of the type, in a file that declares
    FormEvent.valueChanged      or extends it: a func, var, let, case or
    NumberEntry.onEdit          nested type; with argument labels, a func
                                or case whose labels are those
    FormInput(padName:)         an initialiser of the type with those labels
    apply(_:)                   a func with those labels, anywhere
    keypad_icu_formatter_format a C name (it holds `_`): the word in a file
    insert-text                 a signal (or a target: keypad-repl): the
                                string "insert-text" in a file
    --trace                     an option: the text in a Swift file
    Sources/Keypad/ICU          a path: it exists (from the repository or
    keypad_icu.h                from docs/); a file name: a file of that name
    KeypadEngine                a JavaScript class, its methods and getters
    KeypadSession.apply         (`apply(`, `static load(`, `get state(`) as
                                a Swift type's members are looked up
    keypadICUImports            a JavaScript function: `function NAME(`
    <keypad-field>              a custom element: customElements.define("keypad-field"

In architecture.md only spans that read as one of these are looked up (a
span with a space or a quote, or a leading `.` but no `/`, is text, not a
name),
and a lowercase word without `_`, `.`, `-` or `(` is taken for a value
(`next`, `done`). In a picture every code span must be a name.

    .ci/architecture.py                # the check (.ci/run)
    .ci/architecture.py --stamp PNG    # after rendering; the render script does it
"""

import hashlib
import html
import os
import re
import struct
import sys
import zlib

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
DOC = "docs/architecture.md"
SOURCE_ROOTS = ["Sources", "GTK/Sources", "Web/Sources"]
# The JavaScript layer: the engine, the elements, the page and the ICU over
# Intl (not the tests' or the benchmarks' scripts, nor generated files).
SCRIPT_FOLDERS = ["Web", "Web/icu"]
STAMP_KEY = b"keypad-dot-sha256"
SWIFT_DECLARATION = r"(?:struct|enum|class|protocol|actor|typealias)"


def read(path):
    with open(os.path.join(ROOT, path), encoding="utf-8") as file:
        return file.read()


# MARK: The code

def without_comments(text):
    """The text without // and /* */ comments (a // in a string cuts the
    rest of its line, which only hides text)."""
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


class Code:
    """The Swift, C and C++ files of the sources, comments left out."""

    def __init__(self):
        self.swift = {}
        self.other = {}
        self.targets = {}
        for source_root in SOURCE_ROOTS:
            for target in sorted(os.listdir(os.path.join(ROOT, source_root))):
                folder = os.path.join(source_root, target)
                if not os.path.isdir(os.path.join(ROOT, folder)):
                    continue
                self.targets[target] = folder
                for directory, _, names in os.walk(os.path.join(ROOT, folder)):
                    for name in sorted(names):
                        path = os.path.relpath(os.path.join(directory, name), ROOT)
                        if name.endswith(".swift"):
                            self.swift[path] = without_comments(read(path))
                        elif name.endswith((".h", ".c", ".cpp", ".modulemap")):
                            self.other[path] = without_comments(read(path))
        self.js = {}
        for folder in SCRIPT_FOLDERS:
            for name in sorted(os.listdir(os.path.join(ROOT, folder))):
                if name.endswith(".js"):
                    path = os.path.join(folder, name)
                    self.js[path] = without_comments(read(path))
        # Modules that are no target here: the packages' dependencies'
        # products and the system's.
        self.modules = {"Glibc", "Musl", "Darwin", "Foundation"}
        for manifest in ["Package.swift", "GTK/Package.swift"]:
            self.modules |= set(re.findall(r'\.product\(name: "(\w+)"', read(manifest)))
        self.files_by_type = {}
        for path, text in self.swift.items():
            for match in re.finditer(
                    rf"\b(?:{SWIFT_DECLARATION}|extension)\s+((?:\w+\.)*\w+)", text):
                last = match.group(1).split(".")[-1]
                self.files_by_type.setdefault(last, set()).add(path)
        for path, text in self.other.items():
            for match in re.finditer(r"\b(?:struct|typedef\s+struct)\s+(\w+)", text):
                self.files_by_type.setdefault(match.group(1), set()).add(path)
        for path, text in self.js.items():
            for match in re.finditer(r"\bclass\s+(\w+)", text):
                self.files_by_type.setdefault(match.group(1), set()).add(path)

    def all_text(self):
        return list(self.swift.values()) + list(self.other.values()) + list(self.js.values())

    def declares_type(self, name):
        pattern = re.compile(rf"\b{SWIFT_DECLARATION}\s+{re.escape(name)}\b")
        c_pattern = re.compile(rf"\bstruct\s+{re.escape(name)}\b|\}}\s*{re.escape(name)}\s*;")
        js_pattern = re.compile(rf"\bclass\s+{re.escape(name)}\b")
        return (any(pattern.search(text) for text in self.swift.values())
                or any(c_pattern.search(text) for text in self.other.values())
                or any(js_pattern.search(text) for text in self.js.values()))


def parameter_labels(parameters):
    """The argument labels of a parameter list's text: `utf16Range range:
    Range<Int>, with text: String` gives ["utf16Range", "with"], an
    unlabelled associated value (`Key`) gives "_"."""
    parts, depth, current = [], 0, ""
    index = 0
    while index < len(parameters):
        character = parameters[index]
        if parameters.startswith("->", index):
            current += "->"
            index += 2
            continue
        if character in "([<":
            depth += 1
        elif character in ")]>":
            depth -= 1
        if character == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += character
        index += 1
    if current.strip():
        parts.append(current)
    labels = []
    for part in parts:
        part = re.sub(r"@\w+(\([^)]*\))?", "", part).strip()
        head = part.split(":", 1)[0].strip() if ":" in part else "_"
        labels.append(head.split()[0] if head else "_")
    return labels


def declarations(texts, keyword_pattern):
    """The parameter lists of every declaration that matches
    `keyword_pattern` (which ends where its `(` is) in the texts."""
    found = []
    for text in texts:
        for match in re.finditer(keyword_pattern, text):
            start = match.end()
            depth, index = 1, start
            while index < len(text) and depth > 0:
                if text[index] == "(":
                    depth += 1
                elif text[index] == ")":
                    depth -= 1
                index += 1
            found.append(parameter_labels(text[start:index - 1]))
    return found


IDENTIFIER = r"[A-Za-z_]\w*"
NAME = re.compile(rf"^({IDENTIFIER}(?:\.{IDENTIFIER})*)(?:\(((?:{IDENTIFIER}:)*)\))?$")
SIGNAL = re.compile(r"^[a-z]+(?:-[a-z]+)+$")
OPTION = re.compile(r"^--[a-z]+(?:-[a-z]+)*$")
FILE_NAME = re.compile(r"^[\w.+-]+\.(?:h|c|cpp|swift|md|sh|py|json|dot|png|modulemap|js|ts|html|css)$")
ELEMENT = re.compile(r"^<[a-z]+(?:-[a-z]+)+>$")


def member_found(code, files, name, labels):
    """Whether the files declare a member `name`, with those labels if any."""
    texts = [code.swift[path] for path in files if path in code.swift]
    escaped = re.escape(name)
    scripts = [code.js[path] for path in files if path in code.js]
    if labels is None and any(re.search(
            rf"^[ \t]*(?:static\s+)?(?:async\s+)?(?:get\s+|set\s+)?#?{escaped}\s*\(",
            text, re.M) or re.search(rf"\bfunction\s+{escaped}\s*\(", text)
            for text in scripts):
        return True
    if labels is None:
        member = re.compile(
            rf"\bfunc\s+{escaped}\s*[<(]|\b(?:var|let)\s+{escaped}\b"
            rf"|\bcase\s+(?:\w+(?:\([^)]*\))?\s*,\s*)*{escaped}\b"
            rf"|\b{SWIFT_DECLARATION}\s+{escaped}\b")
        return any(member.search(text) for text in texts)
    generic = r"(?:<(?:[^<>]|<[^<>]*>)*>)?"
    pattern = (rf"\binit[?!]?\s*{generic}\s*\(" if name == "init"
               else rf"\b(?:func\s+{escaped}\s*{generic}|case\s+{escaped})\s*\(")
    return labels in declarations(texts, pattern)


def path_exists(path):
    path = path.rstrip("/")
    return any(os.path.exists(os.path.join(ROOT, base, path)) for base in ["", "docs"])


def file_named(name):
    for directory, folders, names in os.walk(ROOT):
        folders[:] = [f for f in folders if not f.startswith(".build") and f != ".git"]
        if name in names:
            return True
    return False


def resolve(code, span):
    """None when the span is a name found in the code; else why not."""
    if ELEMENT.match(span):
        literal = f'customElements.define("{span[1:-1]}"'
        return None if any(literal in text for text in code.js.values()) else "no such element"
    if "/" in span:
        return None if path_exists(span) else "no such path"
    if FILE_NAME.match(span) and (file_named(span) or not NAME.match(span)):
        return None if file_named(span) else "no such file"
    if OPTION.match(span):
        return None if any(span in text for text in code.swift.values()) else "no such option"
    if SIGNAL.match(span):
        if span in code.targets:
            return None
        literal = f'"{span}"'
        return None if any(literal in text for text in code.all_text()) else "no such string"
    match = NAME.match(span)
    if not match:
        return "not a name this check reads"
    parts = match.group(1).split(".")
    labels = None if match.group(2) is None else (
        [label for label in match.group(2).split(":") if label])
    if len(parts) == 1:
        name = parts[0]
        if labels is not None:
            if name[0].isupper():
                files = code.files_by_type.get(name, set())
                return None if member_found(code, files, "init", labels) else "no such initialiser"
            return None if member_found(code, code.swift.keys(), name, labels) else "no such func"
        if name in code.targets or name in code.modules:
            return None
        if "_" in name.strip("_"):
            word = re.compile(rf"\b{re.escape(name)}\b")
            return None if any(word.search(text) for text in code.all_text()) else "no such C name"
        if name[0].isupper():
            return None if code.declares_type(name) else "no such type"
        every = list(code.swift.keys()) + list(code.js.keys())
        return None if member_found(code, every, name, None) else "no such name"
    if not code.declares_type(parts[0]):
        return f"no type {parts[0]}"
    files = code.files_by_type.get(parts[0], set())
    for index, part in enumerate(parts[1:], start=1):
        last = index == len(parts) - 1
        if not member_found(code, files, part, labels if last else None):
            return f"no member {part} of {parts[index - 1]}" + (
                f" with labels ({':'.join(labels)}:)" if last and labels else "")
        if part[0].isupper():
            files = code.files_by_type.get(part, set()) | files
    return None


# MARK: The pictures

def png_chunks(data):
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    offset = 8
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        yield offset, kind, data[offset + 8:offset + 8 + length]
        offset += 12 + length


def stamp_of(png_path):
    with open(os.path.join(ROOT, png_path), "rb") as file:
        data = file.read()
    for _, kind, body in png_chunks(data):
        if kind == b"tEXt" and body.startswith(STAMP_KEY + b"\0"):
            return body[len(STAMP_KEY) + 1:].decode("ascii")
    return None


def source_hash(dot_path):
    with open(os.path.join(ROOT, dot_path), "rb") as file:
        return hashlib.sha256(file.read()).hexdigest()


def stamp(png_path):
    """Writes the SHA-256 of the PNG's .dot source into the PNG, replacing
    an earlier stamp."""
    path = os.path.join(ROOT, png_path)
    with open(path, "rb") as file:
        data = file.read()
    kept = b""
    for offset, kind, body in png_chunks(data):
        if kind == b"tEXt" and body.startswith(STAMP_KEY + b"\0"):
            continue
        if kind == b"IEND":
            text = STAMP_KEY + b"\0" + source_hash(png_path[:-4] + ".dot").encode("ascii")
            kept += struct.pack(">I", len(text)) + b"tEXt" + text
            kept += struct.pack(">I", zlib.crc32(b"tEXt" + text) & 0xFFFFFFFF)
        kept += data[offset:offset + 12 + len(body)]
    with open(path, "wb") as file:
        file.write(data[:8] + kept)


def check_pictures(code, document, failures):
    found = 0
    sources = sorted(
        os.path.join("docs", name) for name in os.listdir(os.path.join(ROOT, "docs"))
        if name.startswith("architecture") and name.endswith(".dot"))
    if not sources:
        failures.append("docs/: no architecture-*.dot source")
    for source in sources:
        png = source[:-4] + ".png"
        if not os.path.exists(os.path.join(ROOT, png)):
            failures.append(f"{source}: no {png}; run docs/render-architecture.sh")
            continue
        if stamp_of(png) != source_hash(source):
            failures.append(
                f"{png} was not rendered from {source} as it is now; run docs/render-architecture.sh")
        if f"]({os.path.basename(png)})" not in document:
            failures.append(f"{DOC} does not show {os.path.basename(png)}")
        spans = re.findall(r'<FONT FACE="monospace">(.*?)</FONT>', read(source), re.S)
        names = [html.unescape(re.sub(r"<[^>]+>", "", span)).strip() for span in spans]
        if len(names) < 10:
            failures.append(f"{source}: {len(names)} names in code type; the check reads none?")
        for name in names:
            why = resolve(code, name)
            if why:
                failures.append(f"{source}: `{name}`: {why}")
        found += len(names)
    return len(sources), found


# MARK: The document

def reads_as_name(span):
    """Whether a span of the text reads as a name of the code."""
    if " " in span or '"' in span:
        return False
    if ELEMENT.match(span):
        return True
    if span.startswith("./"):
        return False  # a JavaScript module specifier: the imports check reads it
    if "/" in span:
        return True
    if span[0] == "-":
        return bool(OPTION.match(span))
    if re.fullmatch(r"[a-z][a-z0-9]*", span):
        return False
    return bool(NAME.match(span) or SIGNAL.match(span) or FILE_NAME.match(span))


def check_document(code, document, failures):
    checked = 0
    text = re.sub(r"^```.*?^```", "", document, flags=re.S | re.M)
    for span in sorted(set(re.findall(r"`([^`\n]+)`", text))):
        if not reads_as_name(span):
            continue
        checked += 1
        why = resolve(code, span)
        if why:
            failures.append(f"{DOC}: `{span}`: {why}")
    return checked


def imported_modules(code, folder):
    modules = set()
    for path, text in code.swift.items():
        if path.startswith(folder + "/"):
            for match in re.finditer(
                    r"^[ \t]*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:struct|class|enum|func|var|"
                    r"protocol|typealias)\s+)?(\w+)", text, re.M):
                modules.add(match.group(1))
    return modules


def check_imports(code, document, failures):
    rows = {}
    lines = document.splitlines()
    for index, line in enumerate(lines):
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if not line.startswith("|") or "target" not in cells or "imports" not in cells:
            continue
        column = cells.index("imports")
        for row in lines[index + 2:]:
            if not row.startswith("|"):
                break
            row_cells = [cell.strip() for cell in row.strip().strip("|").split("|")]
            target = re.findall(r"`([^`]+)`", row_cells[0])
            if target:
                rows[target[0]] = set(re.findall(r"`([^`]+)`", row_cells[column]))
    if not rows:
        failures.append(f"{DOC}: no table with the columns `target` and `imports`")
        return 0
    compared = 0
    for target, folder in sorted(code.targets.items()):
        if target not in rows:
            failures.append(f"{DOC}: the table of imports has no row for {folder}")
            continue
        if not any(path.startswith(folder + "/") for path in code.swift):
            continue
        actual = imported_modules(code, folder)
        compared += 1
        if rows[target] != actual:
            missing = ", ".join(sorted(actual - rows[target])) or "nothing"
            extra = ", ".join(sorted(rows[target] - actual)) or "nothing"
            failures.append(
                f"{DOC}: {target} imports {missing} the table does not list; "
                f"the table lists {extra} it does not import")
    scripts = {os.path.basename(path): path for path in code.js}
    for name, path in sorted(scripts.items()):
        if name not in rows:
            failures.append(f"{DOC}: the table of imports has no row for {path}")
            continue
        actual = script_imports(code.js[path])
        compared += 1
        if rows[name] != actual:
            missing = ", ".join(sorted(actual - rows[name])) or "nothing"
            extra = ", ".join(sorted(rows[name] - actual)) or "nothing"
            failures.append(
                f"{DOC}: {path} imports {missing} the table does not list; "
                f"the table lists {extra} it does not import")
    for target in sorted(set(rows) - set(code.targets) - set(scripts)):
        failures.append(f"{DOC}: the table of imports names {target}, no target of "
                        + " or ".join(SOURCE_ROOTS) + " and no module of "
                        + " or ".join(SCRIPT_FOLDERS))
    return compared


def script_imports(text):
    """The module specifiers a JavaScript module imports, statically or by
    `import(...)`."""
    static = re.findall(r"^[ \t]*(?:import|export)\s[^;]*?\bfrom\s*[\"']([^\"']+)[\"']", text, re.M | re.S)
    bare = re.findall(r"^[ \t]*import\s*[\"']([^\"']+)[\"']", text, re.M)
    dynamic = re.findall(r"\bimport\(\s*[\"']([^\"']+)[\"']\s*\)", text)
    return set(static + bare + dynamic)


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--stamp":
        stamp(os.path.relpath(os.path.abspath(sys.argv[2]), ROOT))
        return 0
    if len(sys.argv) != 1:
        sys.exit(__doc__)
    code = Code()
    document = read(DOC)
    failures = []
    pictures, picture_names = check_pictures(code, document, failures)
    names = check_document(code, document, failures)
    targets = check_imports(code, document, failures)
    for failure in failures:
        print(failure, file=sys.stderr)
    if failures:
        return 1
    print(f"{DOC}: {pictures} pictures rendered from their sources; {picture_names} names in "
          f"the pictures and {names} in the text found in the code; the imports of {targets} "
          "Swift targets and JavaScript modules as listed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
