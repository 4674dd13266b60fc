#!/usr/bin/env python3
"""Keypad's message catalogs, one JSON file per language beside this script
(`de.json`: {"language": "de", "messages": {id: pattern}}), or per language
and script where a language is written in two (`zh.json`, Simplified
Chinese, and `zh_Hant.json`, Traditional: the engine words a locale in the
catalog of its language and its script, written or likely, where there is
one), written where each front end reads them:

    generate.py               # Sources/Keypad/Messages/MessageCatalog+BuiltIn.swift
    generate.py --check       # fails when that file is stale or a catalog is wrong
    generate.py --js DIR      # the browser's, an ES module a language (Web/icu/generate.sh)
    generate.py --tsv PATH    # language, id, pattern a line (Web/tests/icu)

The engine compiles the Swift table natively; the browser's module carries
none (Web/build.sh: KEYPAD_CATALOGS_FROM_HOST) and Web/icu/keypad-icu.js
formats from the JavaScript ones: DIR/en.js, which also lists the
languages, and DIR/de.js and the others, each imported only by a page with
a field in its language. English (`en.json`) is the reference: every
catalog has its ids, and MessageCatalogTests checks each pattern's
arguments against its English one.
"""
import json
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
SWIFT = HERE.parent / "MessageCatalog+BuiltIn.swift"


def catalogs():
    """Every catalog, English first, then by language."""
    found = {}
    for path in sorted(HERE.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        language = data["language"]
        if path.stem != language:
            sys.exit(f"{path.name}: its language is {language!r}, not {path.stem!r}")
        found[language] = data["messages"]
    english = found.pop("en")
    faults = []
    for language, messages in found.items():
        missing = sorted(set(english) - set(messages))
        extra = sorted(set(messages) - set(english))
        if missing:
            faults.append(f"{language}.json lacks {', '.join(missing)}")
        if extra:
            faults.append(f"{language}.json has ids English lacks: {', '.join(extra)}")
    if faults:
        sys.exit("\n".join(faults))
    return {"en": english, **found}


def argument_names(pattern):
    """The names of a pattern's arguments, in order of first use: ICU's
    MessageFormat syntax read as far as arguments go (quotes, nested
    messages of `plural`, `select` and `selectordinal`)."""
    names = []
    index = 0

    def message(in_plural):
        nonlocal index
        while index < len(pattern) and pattern[index] != "}":
            character = pattern[index]
            if character == "'":
                quote(in_plural)
            elif character == "{":
                argument()
            else:
                index += 1

    def quote(in_plural):
        nonlocal index
        index += 1
        if index >= len(pattern):
            return
        if pattern[index] == "'":
            index += 1
            return
        if pattern[index] not in "{}" and not (in_plural and pattern[index] == "#"):
            return
        while index < len(pattern):
            if pattern[index] == "'":
                index += 1
                if index >= len(pattern) or pattern[index] != "'":
                    return
            index += 1

    def argument():
        nonlocal index
        end = pattern.index("}", index) if "}" in pattern[index:] else len(pattern)
        head = pattern[index + 1:end].split(",")
        name = head[0].strip()
        if name and name not in names:
            names.append(name)
        kind = head[1].strip() if len(head) > 1 else ""
        if kind in ("plural", "select", "selectordinal"):
            index = pattern.index(",", pattern.index(",", index) + 1) + 1
            while index < len(pattern) and pattern[index] != "}":
                if pattern[index] == "{":
                    index += 1
                    message(kind != "select")
                index += 1
            index += 1
        else:
            index = end + 1

    message(False)
    return names


def swift_literal(text):
    """A Swift string literal; controls and invisible spaces escaped."""
    out = []
    for character in text:
        code = ord(character)
        if character in '"\\':
            out.append("\\" + character)
        elif code < 0x20 or code in (0x7F, 0xA0, 0xAD, 0x200E, 0x200F, 0x202F, 0x061C):
            out.append(f"\\u{{{code:X}}}")
        else:
            out.append(character)
    return '"' + "".join(out) + '"'


def swift(found):
    lines = [
        "// swift-format-ignore-file",
        "// (a pattern is one string literal, however long)",
        "// Written by Sources/Keypad/Messages/Catalogs/generate.py from the catalogs",
        "// beside it, one JSON file per language: change those, then run it.",
        "",
        "// The browser's module carries no catalog: keypad_icu_message_format's",
        "// host formats from its own copy of the same files (Web/build.sh).",
        "#if !KEYPAD_CATALOGS_FROM_HOST",
        "extension MessageCatalog {",
        "  /// Keypad's own catalogs, by language: English, German, French,",
        "  /// Spanish, Italian, Portuguese, Dutch, Arabic, Hebrew, Hindi, Japanese,",
        "  /// and Chinese in Simplified (`zh`) and Traditional (`zh_Hant`) characters.",
        "  static let builtIn: [String: [String: String]] = [",
    ]
    for language, messages in found.items():
        lines.append(f"    {swift_literal(language)}: [")
        for key in sorted(messages):
            lines.append(f"      {swift_literal(key)}: {swift_literal(messages[key])},")
        lines.append("    ],")
    lines += [
        "  ]",
        "",
        "  /// The names of each message's arguments, as its English pattern uses",
        "  /// them: what a catalog an app registers may use.",
        "  static let argumentNames: [String: [String]] = [",
    ]
    for key, pattern in sorted(found["en"].items()):
        names = ", ".join(swift_literal(name) for name in argument_names(pattern))
        lines.append(f"    {swift_literal(key)}: [{names}],")
    lines += ["  ]", "}", "#endif", ""]
    return "\n".join(lines)


def javascript(found, language):
    """One language's catalog as an ES module; English's also names every
    language there is a module of."""
    body = json.dumps(found[language], ensure_ascii=False, indent=1, sort_keys=False)
    text = (
        "// Written by Sources/Keypad/Messages/Catalogs/generate.py (Web/icu/generate.sh)\n"
        f"// from Keypad's message catalog {language}.json: the patterns\n"
        "// keypad_icu_message_format formats when the module gives none, by message id.\n"
        f"export const messages = {body};\n"
    )
    if language == "en":
        text += (
            "// The languages Keypad has a catalog for, each a module beside this one.\n"
            f"export const languages = {json.dumps(sorted(found))};\n"
        )
    return text


def main():
    found = catalogs()
    arguments = sys.argv[1:]
    if arguments[:1] == ["--js"] and len(arguments) == 2:
        directory = pathlib.Path(arguments[1])
        directory.mkdir(parents=True, exist_ok=True)
        for language in found:
            path = directory / f"{language}.js"
            path.write_text(javascript(found, language), encoding="utf-8")
    elif arguments[:1] == ["--tsv"] and len(arguments) == 2:
        rows = [f"{language}\t{key}\t{pattern}\n" for language, messages in found.items()
                for key, pattern in sorted(messages.items())]
        pathlib.Path(arguments[1]).write_text("".join(rows), encoding="utf-8")
    elif arguments == ["--check"]:
        if SWIFT.read_text(encoding="utf-8") != swift(found):
            sys.exit(f"{SWIFT} is stale: run {pathlib.Path(__file__).name}")
    elif not arguments:
        SWIFT.write_text(swift(found), encoding="utf-8")
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
