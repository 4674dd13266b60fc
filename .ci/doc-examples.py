#!/usr/bin/env python3
"""Writes every ```swift block of the documentation as a test.

The documentation: README.md, docs/*.md and the DocC catalogs,
Sources/<Module>/<Module>.docc/*.md. Each document with a ```swift block
becomes Tests/DocExampleTests/Examples/<Name>Examples.swift, a suite with
one test per block (the block's lines as the test's body, its imports at the
top of the file). A catalog's document imports its own module (Keypad,
KeypadAvoidance, KeypadPhone, ...), any other document Keypad, besides what
its blocks import; the DocExampleTests target depends on every module so
imported. Examples/DocExampleBlocks.swift lists every block's
lines as the documents held them; DocExamplesAreCurrentTests, in `swift
test`, reads the documents again and fails, naming the document and the
block, when a block is no longer the one the tests were made from.

The doc comments of Sources/**/*.swift are documents too: their `///`
lines are read, each without what comes up to its `///`, and a block ends
at the first line that is not one. A module's examples are one file,
Examples/<Module>SourceExamples.swift, a suite per source file; they import
the module (and Keypad, for a module built on it; keypad-repl, an
executable, with `@testable`). An example of an SPI symbol says so itself,
with `@_spi(Engine) import Keypad` as its first line. The folders listed in
PENDING are not read yet (DocExampleBlocks.swift names them for
DocExamplesAreCurrentTests).

GTK/ is a package of its own: the doc comments of GTK/Sources are read the
same way, into GTK/Tests/KeypadGTKTests/Examples/<Module>SourceExamples.swift,
whose examples import Keypad, KeypadAvoidance and, with `@testable`, their
module (KeypadGTK's logic is internal, and its unit tests reach it so too).
GTK_MODULES names the modules that test target imports; an example
elsewhere in GTK/Sources is an error. GTK's blocks are not in
DocExampleBlocks.swift: `--check` is what notices a changed one.

    .ci/doc-examples.py          # after changing a ```swift block
    .ci/doc-examples.py --check  # changes nothing; fails when a file is stale

A block may be marked by an HTML comment on the line right before its fence
(in a doc comment, a `///` line: `/// <!-- example: continues -->`):

    <!-- example: continues -->
        The block runs in the test of the document's block before it, after
        that block's lines (an example told in steps, prose between them).
    <!-- example: not compiled: REASON -->
        The block is not compiled and has no test, for REASON (a fragment
        of a Package.swift manifest, a UIKit delegate method); it is still
        recorded in DocExampleBlocks.swift with its mark, so that a change
        to it is noticed, and DocExamplesAreCurrentTests checks what it can
        of it without compiling it (a manifest's product names).

Results stated in comments are checked. On a line of the block that is one
whole expression (not a declaration, an assignment, a loop or a part of a
longer statement), a trailing comment that starts with a Swift value is
the expression's result, compared with `==`:

    amount.display             // "-1.234,5"
    amount.press(.decimal)     // .rejected(.duplicateDecimal)
    shown.bottomInset          // 336: set it as the scroll view's bottom inset
    form.values.json           // #"{"amount":"12.5","tip":null}"#
    try form.focus("discount") // throws FormError.fieldDisabled("discount")

becomes `#expect(amount.display == "-1.234,5")`, ... and, for `throws VALUE`,
`#expect(throws: VALUE) { try form.focus("discount") }`. A value is a string
literal (`"..."`, `#"..."#`), a number or a range of numbers (`12.5`, `-3`,
`2..<6`), `nil`, `true`, `false`, an implicit member with its calls
(`.decimal(3)`), an array literal (`[...]`) or a capitalised name called or
followed by a member (`SpokenValue(...)`, `FormError.noActiveField`). After
the value, the comment may go on after a `:` or a `,`; a comment that does
not start with a value, or goes on otherwise, is prose and is kept as it
is. The value (or `throws VALUE`) may also stand on the comment line right
below the expression when the expression has no comment, or when its
comment is prose; one that starts with `[` or `.` may go on over the comment
lines below until its brackets close:

    form.nextRequested()  // tip is the last field, so Next is Done:
    // [.submitted(form.values), .focusChanged(from: "tip", to: nil),
    //  .returnKeyChanged(nil)]
    PhoneFormat(region: "DE").typedCharacters(pasting: "+49 30 12345678")
    // "+493012345678"

So a stated result must be valid Swift of the expression's type. Any other
line that is one whole expression becomes `_ = EXPR`, so that a property
read to show it does not warn; a call with an inout argument (`to:
&output`) stays a statement, and so does a call (without `try`) of a
method that the document's module declares only without a result
(`line.add("caret", [7, 7])`), where `_ =` would warn; a `let` the example
never reads again is read once at the end of its test (`_ = phone`). The
files are formatted with `swift format` and the repository's .swift-format.
"""

import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
OUTPUT = "Tests/DocExampleTests/Examples"
MANIFEST = "DocExampleBlocks.swift"
# GTK/, a package of its own: its sources' doc comments, tested in its test
# target, which imports these modules.
GTK_SOURCES = "GTK/Sources"
GTK_OUTPUT = "GTK/Tests/KeypadGTKTests/Examples"
GTK_MODULES = {"KeypadGTK"}
COMMAND = ".ci/doc-examples.py"

MARK = re.compile(r"^<!-- example: (.*) -->$")
STATEMENT_WORDS = {
    "for", "while", "if", "guard", "let", "var", "func", "struct", "enum", "class",
    "extension", "protocol", "return", "switch", "case", "default", "do", "catch",
    "import", "throw", "defer", "repeat", "break", "continue", "else",
}


class DocError(Exception):
    pass


def catalogs():
    """The DocC catalogs, Sources/<Module>/<Module>.docc, sorted by path."""
    found = []
    for module in os.listdir(os.path.join(ROOT, "Sources")):
        folder = f"Sources/{module}/{module}.docc"
        if os.path.isdir(os.path.join(ROOT, folder)):
            found.append(folder)
    return sorted(found)


# The folders of Sources/ whose doc comments are not read yet: their
# examples are still to be made true (issue 52, item 4).
PENDING = []


def source_files(sources="Sources"):
    """The Swift files of a Sources folder, sorted by path (their doc
    comments' blocks are examples too), but for those under a PENDING
    folder."""
    found = []
    for folder, _, names in os.walk(os.path.join(ROOT, sources)):
        relative = os.path.relpath(folder, ROOT).replace(os.sep, "/")
        found += [f"{relative}/{name}" for name in names if name.endswith(".swift")]
    return sorted(path for path in found if not path.startswith(tuple(PENDING)))


def documents():
    """The documents, in the order the tests and the manifest list them:
    the Markdown ones, then the Swift sources."""
    paths = ["README.md"]
    for folder in ["docs"] + catalogs():
        paths += sorted(
            f"{folder}/{name}" for name in os.listdir(os.path.join(ROOT, folder))
            if name.endswith(".md"))
    return paths + source_files()


def module_of(path):
    """The module a document's examples import without saying so: a
    catalog's or a source file's own module (GTK's too), else Keypad."""
    match = re.match(r"(?:GTK/)?Sources/([\w-]+)/", path)
    return match.group(1) if match else "Keypad"


def base_imports(path):
    """The import lines every test of a document has: its module's (with
    Keypad for a module built on it), and Testing."""
    module = module_of(path)
    if module == "keypad-repl":  # an executable: what it documents is internal
        return {"import Testing", "import Keypad", "@testable import keypad_repl"}
    if path.startswith("GTK/"):
        if module not in GTK_MODULES:
            raise DocError(f"{path}: GTK's test target does not import {module}")
        # The binding's logic its examples document is internal, as its
        # unit tests reach it; its geometry is KeypadAvoidance's values.
        return {"import Testing", "import Keypad", "import KeypadAvoidance",
                f"@testable import {module}"}
    imports = {"import Testing", f"import {module}"}
    if path.endswith(".swift") and module not in ("Keypad", "KeypadAvoidance"):
        imports.add("import Keypad")
    return imports


DOC_LINE = re.compile(r"^\s*///")


def doc_text(line):
    """The text of a `///` doc-comment line after its `///`, or None for a
    line that is not one."""
    return line[line.index("///") + 3:] if DOC_LINE.match(line) else None


def blocks(path):
    """The ```swift blocks of a document: (ordinal, mark, lines).

    DocExampleBlock.blocks(in:) in Tests/DocExampleTests reads them the same
    way: a fence is a line that is ```swift after its indentation, closed by
    the next line that is ``` after its indentation; that indentation is
    taken off each line; the mark is the line right before the fence. In a
    Swift source, the lines read are the `///` doc-comment lines, each
    without what comes up to its `///`, and a block ends at the first line
    that is not one.
    """
    raw = open(os.path.join(ROOT, path), encoding="utf-8").read().split("\n")
    lines = [doc_text(line) for line in raw] if path.endswith(".swift") else raw
    found = []
    index = 0
    while index < len(lines):
        line = lines[index]
        if line is not None and line.strip() == "```swift":
            indent = len(line) - len(line.lstrip(" "))
            previous = lines[index - 1] if index > 0 else None
            match = MARK.match((previous or "").strip())
            mark = match.group(1).strip() if match else None
            body = []
            index += 1
            while index < len(lines) and lines[index] is not None and (
                    lines[index].strip() != "```"):
                text = lines[index]
                strip = min(indent, len(text) - len(text.lstrip(" ")))
                body.append(text[strip:])
                index += 1
            if index == len(lines) or lines[index] is None:
                raise DocError(f"{path}:{index + 1}: a ```swift block never ends")
            found.append((len(found) + 1, mark, body))
        index += 1
    return found


# Reading Swift lines: strings, comments and brackets.

def scan(line):
    """Splits a line into its code and its comment (the text after `//`,
    outside string literals) and gives the bracket depth change of the code
    and whether it has a top-level `;` or assignment."""
    depth = 0
    index = 0
    blanked = []  # the code with string contents blanked, for the checks below
    while index < len(line):
        char = line[index]
        if line.startswith("//", index):
            return line[:index].rstrip(), line[index + 2:].strip(), depth, "".join(blanked)
        if char == '"' or (char == "#" and re.match(r'#+"', line[index:])):
            end = string_end(line, index)
            if end is None:
                raise DocError(f"a string does not end on its line: {line}")
            blanked.append('""')
            index = end
            continue
        if char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
        blanked.append(char)
        index += 1
    return line.rstrip(), None, depth, "".join(blanked)


def string_end(text, start):
    """The index right after the string literal starting at `start`
    (`"..."` with escapes, or `#"..."#` raw), or None."""
    hashes = len(text[start:]) - len(text[start:].lstrip("#"))
    if text.startswith('"""', start + hashes):
        raise DocError("multi-line string literals are not read: " + text)
    close = '"' + "#" * hashes
    index = start + hashes + 1
    while index < len(text):
        if hashes == 0 and text[index] == "\\":
            index += 2
            continue
        if text.startswith(close, index):
            return index + len(close)
        index += 1
    return None


def balanced_end(text, start):
    """The index right after the bracket opened at `start` closes, or None."""
    depth = 0
    index = start
    while index < len(text):
        char = text[index]
        if char == '"' or (char == "#" and re.match(r'#+"', text[index:])):
            end = string_end(text, index)
            if end is None:
                return None
            index = end
            continue
        if char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
            if depth == 0:
                return index + 1
        index += 1
    return None


def postfix_end(text, index):
    """Past the members and calls after a name: `.member`, `(...)`, `[...]`."""
    while index < len(text):
        if text[index] == ".":
            match = re.match(r"\.[A-Za-z_]\w*", text[index:])
            if not match:
                return index
            index += match.end()
        elif text[index] in "([":
            end = balanced_end(text, index)
            if end is None:
                return None
            index = end
        else:
            return index
    return index


NUMBER = re.compile(r"-?\d[\d_]*(\.\d+)?((\.\.<|\.\.\.)-?\d[\d_]*(\.\d+)?)?")


def value_end(text):
    """The index right after the Swift value at the start of `text`, None
    when `text` does not start with one, or "open" when a bracket is still
    open at its end."""
    if not text:
        return None
    first = text[0]
    if first == '"' or re.match(r'#+"', text):
        return string_end(text, 0)
    match = NUMBER.match(text)
    if match:
        return match.end()
    match = re.match(r"(nil|true|false)\b", text)
    if match:
        return match.end()
    if first == "[":
        end = balanced_end(text, 0)
        return "open" if end is None else postfix_end(text, end)
    if first == "." and re.match(r"\.[A-Za-z_]", text):
        end = postfix_end(text, 0)
        return "open" if end is None else end
    match = re.match(r"[A-Z]\w*(?=[.(])", text)
    if match:
        end = postfix_end(text, match.end())
        if end is None:
            return "open"
        return end if end > match.end() else None
    return None


def stated_value(comment):
    """The value a comment states and whether it is `throws VALUE`, or None
    for prose; "open" when the value goes on below."""
    throws = comment.startswith("throws ")
    text = comment[len("throws "):] if throws else comment
    end = value_end(text)
    if end is None:
        return None
    if end == "open":
        return "open"
    rest = text[end:]
    if rest.strip() and not rest.lstrip().startswith((":", ",")):
        return None
    return text[:end], throws


def is_expression(code, blanked, depth):
    """Whether a line's code is one whole expression statement."""
    stripped = code.strip()
    if not stripped or depth != 0:
        return False
    word = re.match(r"(?:try\s+)?([A-Za-z_]\w*)", stripped)
    if stripped[0] in "}{@#)]" or (word and word.group(1) in STATEMENT_WORDS):
        return False
    if stripped.startswith("_ ") or stripped.endswith((",", ".", "(", "[", "{")):
        return False
    if ";" in blanked or re.search(r"(^|[^=!<>+\-*/%&|^])=($|[^=])", blanked):
        return False
    # A call that writes through an inout argument (`to: &output`) is a
    # statement: what it does is in the argument.
    if re.search(r"&[A-Za-z_]", blanked):
        return False
    return re.search(r"[+\-*/%&|^]=", blanked) is None


FUNCTION = re.compile(r"\bfunc\s+(\w+)\b([^{]*)\{")
CALL = re.compile(r"[A-Za-z_][\w.]*\.([A-Za-z_]\w*)\(")
returning = {}  # a module's folder: {function name: whether some declaration returns a value}


def returns_nothing(path, code):
    """Whether a line's code is one call of a method that the document's
    module declares only without a result (`line.add("caret", [7, 7])`)."""
    match = CALL.match(code)
    if not match or balanced_end(code, match.end() - 1) != len(code):
        return False
    folder = re.match(r"(?:GTK/)?Sources/[\w-]+", path)
    if not folder:
        return False
    if folder.group(0) not in returning:
        found = {}
        for source in source_files(folder.group(0)):
            text = open(os.path.join(ROOT, source), encoding="utf-8").read()
            for name, signature in FUNCTION.findall(text):
                found[name] = found.get(name, False) or "->" in signature
        returning[folder.group(0)] = found
    return returning[folder.group(0)].get(match.group(1)) is False


def test_body(path, ordinal, lines):
    """The Swift lines of one block's test, and the imports it asks for."""
    imports = set()
    body = []
    depth = 0
    index = 0
    while index < len(lines):
        line = lines[index]
        index += 1
        stripped = line.strip()
        if depth == 0 and re.match(r"(@_spi\(\w+\) |@testable )?import \w+$", stripped):
            imports.add(stripped)
            continue
        code, comment, change, blanked = scan(line)
        expression = is_expression(code, blanked, depth)
        depth += change
        if not expression:
            body.append(line)
            continue
        indent = line[: len(line) - len(line.lstrip(" "))]
        stated = stated_value(comment) if comment else None
        consumed = 0
        if stated == "open" or (stated is None and index < len(lines)):
            # A value on the comment lines below the expression.
            below = []
            scan_index = index
            while scan_index < len(lines) and lines[scan_index].strip().startswith("//"):
                below.append(lines[scan_index].strip()[2:].strip())
                scan_index += 1
            start = [comment] if stated == "open" else []
            if stated is None and below and below[0][:1] not in ("[", "."):
                # Any other value stands alone on the first line below.
                found = stated_value(below[0])
                if found not in (None, "open"):
                    stated = found
                    consumed = 1
            elif stated == "open" or (below and below[0][:1] in ("[", ".")):
                candidates = start + below
                stated = None
                for count in range(1, len(candidates) + 1):
                    found = stated_value(" ".join(candidates[:count]))
                    if found not in (None, "open"):
                        stated = found
                        consumed = count - len(start)
                        break
                if stated is None:
                    raise DocError(
                        f"{path}, example {ordinal}: a stated value does not close: {line}")
        if stated is None and (comment or "").startswith("throws "):
            raise DocError(
                f"{path}, example {ordinal}: `throws` without a Swift value: {line}")
        if stated is None and returns_nothing(path, code.strip()):
            body.append(line)  # `_ =` before it would warn
            continue
        if stated is None:
            body.append(f"{indent}_ = {code.strip()}" + (f"  // {comment}" if comment else ""))
            continue
        value, throws = stated
        index += consumed
        expression_text = code.strip()
        if throws:
            body.append(f"{indent}#expect(throws: {value}) {{ {expression_text} }}")
        elif re.search(r" (<|>|<=|>=|==|!=|&&|\|\||\?\?) ", blanked):
            body.append(f"{indent}#expect(({expression_text}) == {value})")
        else:
            body.append(f"{indent}#expect({expression_text} == {value})")
    if depth != 0:
        raise DocError(f"{path}, example {ordinal}: its brackets do not close")
    while body and not body[0].strip():
        body.pop(0)
    while body and not body[-1].strip():
        body.pop()
    # A value an example names and leaves for the reader (`let phone =
    # Viewport(...)`) is read once at the end, so that the test does not warn.
    for line in list(body):
        named = re.match(r"let (\w+)\b", line)
        if named and not any(re.search(rf"\b{named.group(1)}\b", other)
                             for other in body if other is not line):
            body.append(f"_ = {named.group(1)}")
    return body, imports


def suite_name(path):
    """A Markdown document's suite, ReadmeExamples; a source file's,
    KeypadFieldEditingSourceExamples for KeypadField+Editing.swift."""
    base = os.path.splitext(os.path.basename(path))[0]
    words = re.split(r"[^A-Za-z0-9]+", base)
    if base.isupper():
        words = [base.capitalize()]
    kind = "SourceExamples" if path.endswith(".swift") else "Examples"
    return "".join(word[:1].upper() + word[1:] for word in words if word) + kind


def output_name(path):
    """The generated file of a document's tests: one per Markdown document,
    one per module for the sources (KeypadSourceExamples.swift)."""
    if path.endswith(".swift"):
        words = re.split(r"[^A-Za-z0-9]+", module_of(path))
        return "".join(word[:1].upper() + word[1:] for word in words) + "SourceExamples.swift"
    return suite_name(path) + ".swift"


def swift_array(texts):
    return "[" + ", ".join(swift_string(text) for text in texts) + "]"


def swift_string(text):
    """A string literal holding `text` exactly: a raw one when it holds a
    quote or a backslash."""
    if '"' not in text and "\\" not in text:
        return f'"{text}"'
    hashes = 1
    while f'"{"#" * hashes}' in text or f'\\{"#" * hashes}' in text:
        hashes += 1
    return f'{"#" * hashes}"{text}"{"#" * hashes}'


HEADER = (
    "// Generated by {command} from {source}: do not edit.\n"
    "// After changing the document's ```swift blocks, run {command}.\n\n")


def import_key(line):
    """Imports sorted by module, then plain before attributed."""
    return (line.split()[-1], line)


def generate():
    """The generated files: {folder: {file name: text}}, before formatting;
    the root package's with the manifest of its blocks."""
    manifest = []
    files = {
        OUTPUT: test_files(documents(), manifest),
        GTK_OUTPUT: test_files(source_files(GTK_SOURCES)),
    }
    files[OUTPUT][MANIFEST] = manifest_text(manifest)
    return files


def test_files(paths, manifest=None):
    """The test files of one test target from its documents: {file name:
    text}; each block read is appended to `manifest`, when given."""
    outputs = {}  # file name: (sources, imports, suites)
    suites = set()
    for path in paths:
        found = blocks(path)
        if not found:
            continue
        tests = []  # (first ordinal, [ordinals], body lines)
        imports = base_imports(path)
        previous = None  # the mark of the block before (None: none, or no mark)
        for ordinal, mark, lines in found:
            if manifest is not None:
                manifest.append((path, ordinal, mark, lines))
            if mark == "continues":
                if not tests or previous not in (None, "continues"):
                    raise DocError(f"{path}, example {ordinal} continues no compiled example")
                body, needed = test_body(path, ordinal, lines)
                tests[-1][1].append(ordinal)
                tests[-1][2].extend([""] + body)
                imports |= needed
            elif mark is None:
                body, needed = test_body(path, ordinal, lines)
                tests.append((ordinal, [ordinal], body))
                imports |= needed
            elif not mark.startswith("not compiled: "):
                raise DocError(f"{path}, example {ordinal}: unknown mark '{mark}'")
            previous = mark
        if not tests:
            continue
        name = suite_name(path)
        if name in suites:
            raise DocError(f"{path}: a second document named {name}")
        suites.add(name)
        out = [f'@Suite("{path}") struct {name} {{\n']
        for first, ordinals, body in tests:
            title = f"example {first}" if len(ordinals) == 1 else (
                f"examples {first} to {ordinals[-1]}")
            out.append(f'  @Test("{title}") func example{first}() throws {{\n')
            out += [f"    {line}\n" if line.strip() else "\n" for line in body]
            out.append("  }\n\n")
        out[-1] = out[-1].rstrip("\n") + "\n"
        out.append("}\n")
        sources, all_imports, texts = outputs.setdefault(output_name(path), ([], set(), []))
        sources.append(path)
        all_imports |= imports
        texts.append("".join(out))
    files = {}
    for file_name, (sources, imports, texts) in outputs.items():
        if len(sources) == 1:
            source = sources[0]
        else:
            folder = re.match(r"(?:GTK/)?Sources/[\w-]+", sources[0]).group(0)
            source = f"the doc comments of {folder}"
        out = [HEADER.format(command=COMMAND, source=source)]
        out += [f"{line}\n" for line in sorted(imports, key=import_key)]
        for text in texts:
            out.append("\n" + text)
        files[file_name] = "".join(out)
    return files


def manifest_text(manifest):
    """DocExampleBlocks.swift: every block read, as the documents held it."""
    out = [HEADER.format(command=COMMAND, source="the documents' ```swift blocks")]
    out.append("/// Every ```swift block of the documents, as they held it when the tests\n")
    out.append("/// in this folder were generated.\n")
    out.append("let docExampleBlocks: [DocExampleBlock] = [\n")
    for path, ordinal, mark, lines in manifest:
        mark_text = "nil" if mark is None else swift_string(mark)
        out.append(
            f'  DocExampleBlock(\n    document: "{path}", ordinal: {ordinal}, mark: {mark_text},\n'
            "    lines: [\n")
        out += [f"      {swift_string(line)},\n" for line in lines]
        out.append("    ]),\n")
    out.append("]\n\n")
    out.append("/// The folders of Sources/ whose doc comments are not read yet.\n")
    out.append(f"let docExamplePendingFolders: [String] = {swift_array(PENDING)}\n")
    return "".join(out)


def formatted(name, text):
    with tempfile.TemporaryDirectory() as directory:
        path = os.path.join(directory, name)
        with open(path, "w", encoding="utf-8") as file:
            file.write(text)
        result = subprocess.run(
            ["swift", "format", "format", "-i", "--configuration",
             os.path.join(ROOT, ".swift-format"), path])
        if result.returncode != 0:
            raise DocError(f"{name}: swift format refused it (its line numbers above)")
        with open(path, encoding="utf-8") as file:
            return file.read()


def main():
    check = sys.argv[1:] == ["--check"]
    if sys.argv[1:] not in ([], ["--check"]):
        sys.exit(f"usage: {COMMAND} [--check]")
    try:
        outputs = {
            output: {name: formatted(name, text) for name, text in files.items()}
            for output, files in generate().items()}
    except DocError as error:
        sys.exit(f"{COMMAND}: {error}")
    stale = []  # (output folder, file name)
    for output, files in outputs.items():
        folder = os.path.join(ROOT, output)
        existing = {name for name in os.listdir(folder) if name.endswith(".swift")} if (
            os.path.isdir(folder)) else set()
        stale += [
            (output, name) for name in sorted(files.keys() | existing)
            if name not in existing or name not in files
            or open(os.path.join(folder, name), encoding="utf-8").read() != files[name]]
    if check:
        for output, name in stale:
            print(f"{output}/{name} is stale; run {COMMAND}", file=sys.stderr)
        sys.exit(1 if stale else 0)
    for output, name in stale:
        folder = os.path.join(ROOT, output)
        os.makedirs(folder, exist_ok=True)
        if name in outputs[output]:
            with open(os.path.join(folder, name), "w", encoding="utf-8") as file:
                file.write(outputs[output][name])
        else:
            os.remove(os.path.join(folder, name))
        print(f"{'wrote' if name in outputs[output] else 'removed'} {output}/{name}")


if __name__ == "__main__":
    main()
