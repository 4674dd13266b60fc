#!/usr/bin/env python3
"""Generate locales/corpus.json, Keypad's locale conformance corpus.

The expected displays are built from CLDR data that does not come through
ICU: number symbols, decimal patterns and default numbering systems from the
`babel` package (pinned in requirements.txt), plus the two things babel does
not carry, numbering-system digits and minimumGroupingDigits, read from the
CLDR XML of Debian's `unicode-cldr-core` package. The system ICU is asked only
afterwards, through the small C helper in tools/, to record the locales where
it disagrees (`knownDifferences`).

Run:  python3 locales/generate.py            (writes locales/corpus.json)
      python3 locales/generate.py --check    (exit 1 if the file is stale)
"""
from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

import babel
import babel.localedata
from babel import Locale
from babel.numbers import parse_pattern

HERE = Path(__file__).resolve().parent
DEFAULT_OUTPUT = HERE / "corpus.json"
HELPER_SOURCE = HERE / "tools" / "icu_display.c"
DEFAULT_CLDR_DIR = Path("/usr/share/unicode/cldr/common")

# CLDR version of babel releases that predate babel.core.get_cldr_version()
# (from babel's changelog: 2.14.0 "Babel now uses CLDR 44").
BABEL_CLDR_VERSIONS = {"2.14.0": "44"}

# Typed entry states, in the order they appear in every locale's `cases`.
TYPED_CASES = [
    "0", "5", "-5", "0.", "12.", "-12.", "-0.", "100", "999", "1000",
    "1234", "10000", "12345", "123456", "1234567", "1000000", "1.0",
    "0.05", "0.000", "-0", "-0.0", "-1234.50", "12345.6789", "1234567.890",
    "-1234567.25", "123456789.5", "12345678901234", "-12345678901234",
]
TYPED_RE = re.compile(r"^-?[0-9]+(\.[0-9]*)?$")

# Fields compared with ICU, in the order differences are listed.
SYMBOL_FIELDS = [
    "numberingSystem", "digits", "decimal", "group", "minus",
    "primaryGrouping", "secondaryGrouping", "minimumGroupingDigits",
]


@dataclass
class LocaleNumbers:
    """The CLDR number data one locale's displays are built from."""

    numbering_system: str
    digits: str
    decimal: str
    group: str
    minus: str
    plus: str
    primary: int
    secondary: int
    min_grouping: int
    prefixes: tuple[str, str]
    suffixes: tuple[str, str]

    def fields(self) -> dict:
        """The per-locale symbol fields as written to the corpus."""
        return {
            "numberingSystem": self.numbering_system,
            "digits": self.digits,
            "decimal": self.decimal,
            "group": self.group,
            "minus": self.minus,
            "primaryGrouping": self.primary,
            "secondaryGrouping": self.secondary,
            "minimumGroupingDigits": self.min_grouping,
        }


class CldrSupplement:
    """Reads what babel lacks (digits, minimumGroupingDigits) from CLDR XML."""

    SKIPPED_DRAFTS = {"unconfirmed", "provisional"}

    def __init__(self, common_dir: Path):
        """Load numbering systems and parent locales from a CLDR common/ folder."""
        self.common = common_dir
        supplemental = common_dir / "supplemental"
        if not (supplemental / "numberingSystems.xml").is_file():
            sys.exit(
                f"generate.py: no CLDR XML at {common_dir}; install it with "
                "'apt-get install -y unicode-cldr-core' or pass --cldr-dir"
            )
        self.digits = {
            ns.get("id"): ns.get("digits")
            for ns in ET.parse(supplemental / "numberingSystems.xml").iter("numberingSystem")
            if ns.get("type") == "numeric"
        }
        self.parents: dict[str, str] = {}
        for parent_locales in ET.parse(supplemental / "supplementalData.xml").iter("parentLocales"):
            if parent_locales.get("component"):
                continue
            for rule in parent_locales.iter("parentLocale"):
                for child in rule.get("locales", "").split():
                    self.parents[child] = rule.get("parent")
        self._min_grouping: dict[str, int | None] = {}

    def version(self) -> str:
        """The CLDR version stated by the data's own DTD."""
        dtd = (self.common / "dtd" / "ldml.dtd").read_text(encoding="utf-8")
        found = re.search(r'cldrVersion CDATA #FIXED "([^"]+)"', dtd)
        return found.group(1) if found else "unknown"

    def parent(self, locale_id: str) -> str:
        """The CLDR parent of a locale: an explicit parentLocale, else truncation, else root."""
        if locale_id in self.parents:
            return self.parents[locale_id]
        return locale_id.rsplit("_", 1)[0] if "_" in locale_id else "root"

    def _own_min_grouping(self, locale_id: str) -> int | None:
        """minimumGroupingDigits set in the locale's own file, if any (cached)."""
        if locale_id not in self._min_grouping:
            value = None
            path = self.common / "main" / f"{locale_id}.xml"
            if path.is_file():
                for elem in ET.parse(path).getroot().iterfind("numbers/minimumGroupingDigits"):
                    if elem.get("alt") or elem.get("draft") in self.SKIPPED_DRAFTS:
                        continue
                    value = int(elem.text.strip())
            self._min_grouping[locale_id] = value
        return self._min_grouping[locale_id]

    def min_grouping(self, locale_id: str) -> int:
        """Resolved minimumGroupingDigits: the first value up the parent chain, root's 1 otherwise."""
        current = locale_id
        while current != "root":
            value = self._own_min_grouping(current)
            if value is not None:
                return value
            current = self.parent(current)
        return self._own_min_grouping("root") or 1

    def numbering_digits(self, numbering_system: str) -> str:
        """The ten digits of a numeric CLDR numbering system."""
        if numbering_system not in self.digits:
            raise KeyError(f"numbering system {numbering_system!r} has no digits in {self.common}")
        return self.digits[numbering_system]


def babel_cldr_version() -> str:
    """The CLDR version of the installed babel, as babel reports it when it can."""
    getter = getattr(babel.core, "get_cldr_version", None)
    if getter is not None:
        return str(getter())
    return BABEL_CLDR_VERSIONS.get(babel.__version__, "unknown")


def pinned_babel_version() -> str:
    """The babel version pinned in requirements.txt."""
    for line in (HERE / "requirements.txt").read_text(encoding="utf-8").splitlines():
        found = re.match(r"\s*babel\s*==\s*([^\s#;]+)", line, re.IGNORECASE)
        if found:
            return found.group(1)
    sys.exit("generate.py: requirements.txt pins no babel version")


def grouping_sizes(pattern) -> tuple[int, int]:
    """Primary and secondary grouping sizes of a babel NumberPattern (0, 0 when ungrouped)."""
    primary, secondary = pattern.grouping
    if primary >= 1000:
        return 0, 0
    return primary, secondary


def locale_numbers(locale_id: str, supplement: CldrSupplement) -> LocaleNumbers:
    """Collect a locale's number data from babel (and the CLDR supplement)."""
    locale = Locale.parse(locale_id)
    numbering_system = locale.default_numbering_system or "latn"
    all_symbols = locale.number_symbols
    latn = dict(all_symbols.get("latn", {}))
    # A numbering system without its own symbol is an alias to latn in CLDR root.
    symbols = {**latn, **{k: v for k, v in dict(all_symbols.get(numbering_system, {})).items() if k != "alias"}}
    pattern = locale.decimal_formats[None]
    primary, secondary = grouping_sizes(pattern)
    return LocaleNumbers(
        numbering_system=numbering_system,
        digits=supplement.numbering_digits(numbering_system),
        decimal=symbols.get("decimal", "."),
        group=symbols.get("group", ","),
        minus=symbols.get("minusSign", "-"),
        plus=symbols.get("plusSign", "+"),
        primary=primary,
        secondary=secondary,
        min_grouping=supplement.min_grouping(locale_id),
        prefixes=tuple(pattern.prefix),
        suffixes=tuple(pattern.suffix),
    )


def expand_affix(affix: str, numbers: LocaleNumbers) -> str:
    """Turn a pattern prefix/suffix into display text: quotes removed, '-' and '+' as symbols."""
    out, quoted, i = [], False, 0
    while i < len(affix):
        char = affix[i]
        if char == "'":
            if affix[i + 1:i + 2] == "'":
                out.append("'")
                i += 1
            else:
                quoted = not quoted
        elif not quoted and char == "-":
            out.append(numbers.minus)
        elif not quoted and char == "+":
            out.append(numbers.plus)
        else:
            out.append(char)
        i += 1
    return "".join(out)


def group_integer(digits: str, numbers: LocaleNumbers) -> str:
    """Insert group separators into ASCII integer digits, honouring minimum grouping digits."""
    primary, secondary = numbers.primary, numbers.secondary or numbers.primary
    if primary <= 0 or len(digits) < primary + numbers.min_grouping:
        return digits
    groups = [digits[-primary:]]
    rest = digits[:-primary]
    while rest:
        groups.insert(0, rest[-secondary:])
        rest = rest[:-secondary]
    return numbers.group.join(groups)


def display(typed: str, numbers: LocaleNumbers) -> str:
    """The expected display of a typed state, built from CLDR data alone."""
    if not TYPED_RE.match(typed):
        raise ValueError(f"not a typed state: {typed!r}")
    negative = typed.startswith("-")
    integer, separator, fraction = typed.lstrip("-").partition(".")
    integer = integer.lstrip("0") or "0"
    body = group_integer(integer, numbers)
    if fraction:
        body += numbers.decimal + fraction
    native = str.maketrans("0123456789", numbers.digits)
    body = body.translate(native)
    text = expand_affix(numbers.prefixes[negative], numbers) + body + expand_affix(numbers.suffixes[negative], numbers)
    if separator and not fraction:
        text += numbers.decimal
    return text


def compile_helper(workdir: Path) -> Path:
    """Compile tools/icu_display.c against the system ICU; return the binary's path."""
    binary = workdir / "icu_display"
    flags = subprocess.run(
        ["pkg-config", "--cflags", "--libs", "icu-i18n"], check=True, capture_output=True, text=True
    ).stdout.split()
    subprocess.run(["gcc", "-O1", "-Wall", "-o", str(binary), str(HELPER_SOURCE), *flags], check=True)
    return binary


def run_helper(binary: Path, mode: str, lines: list[str]) -> list[list[str]]:
    """Run the ICU helper in a mode with the given stdin lines; return its tab-split output rows."""
    result = subprocess.run(
        [str(binary), mode], input="".join(f"{line}\n" for line in lines),
        check=True, capture_output=True, text=True, encoding="utf-8",
    )
    return [row.split("\t") for row in result.stdout.split("\n") if row]


def icu_numbers(row: list[str]) -> dict:
    """ICU's symbol fields from one 'info' row of the helper, shaped like LocaleNumbers.fields()."""
    _, numbering_system, digits, decimal, group, minus, pattern, min_grouping = row
    primary, secondary = grouping_sizes(parse_pattern(pattern))
    return {
        "numberingSystem": numbering_system,
        "digits": digits,
        "decimal": decimal,
        "group": group,
        "minus": minus,
        "primaryGrouping": primary,
        "secondaryGrouping": secondary,
        "minimumGroupingDigits": int(min_grouping),
    }


def differences(corpus_fields: dict, icu_fields: dict, cases: list[dict], icu_cases: dict) -> list[dict]:
    """Where babel's CLDR and ICU disagree for one locale: fields first, then cases."""
    found = []
    for field in SYMBOL_FIELDS:
        if field == "minimumGroupingDigits" and corpus_fields["primaryGrouping"] == 0:
            continue  # meaningless without grouping
        if corpus_fields[field] != icu_fields[field]:
            found.append({"field": field, "babel": str(corpus_fields[field]), "icu": str(icu_fields[field])})
    for case in cases:
        icu_display = icu_cases[case["typed"]]
        if case["display"] != icu_display:
            found.append({"case": case["typed"], "babel": case["display"], "icu": icu_display})
    return found


def build_corpus(cldr_dir: Path) -> dict:
    """Build the whole corpus document."""
    supplement = CldrSupplement(cldr_dir)
    with tempfile.TemporaryDirectory(prefix="keypad-locales-") as tmp:
        helper = compile_helper(Path(tmp))
        listing = run_helper(helper, "locales", [])
        icu_version = listing[0][1]
        icu_locales = [row[0] for row in listing[1:]]
        known = [loc for loc in icu_locales if babel.localedata.exists(loc)]
        icu_only = sorted(set(icu_locales) - set(known))
        icu_info = {row[0]: icu_numbers(row) for row in run_helper(helper, "info", known)}
        icu_cases: dict[str, dict[str, str]] = {loc: {} for loc in known}
        requests = [f"{loc}\t{typed}" for loc in known for typed in TYPED_CASES]
        for loc, typed, shown in run_helper(helper, "format", requests):
            icu_cases[loc][typed] = shown

    locales, known_differences = {}, {}
    for loc in known:
        numbers = locale_numbers(loc, supplement)
        cases = [{"typed": typed, "display": display(typed, numbers)} for typed in TYPED_CASES]
        locales[loc] = {**numbers.fields(), "cases": cases}
        diffs = differences(numbers.fields(), icu_info[loc], cases, icu_cases[loc])
        if diffs:
            known_differences[loc] = diffs

    return {
        "generator": {
            "script": "locales/generate.py",
            "babel": babel.__version__,
            "babelCldr": babel_cldr_version(),
            "cldrSupplement": {
                "source": "Debian package unicode-cldr-core (CLDR XML)",
                "cldr": supplement.version(),
                "fields": ["digits", "minimumGroupingDigits"],
            },
        },
        "icu": {"version": icu_version},
        "counts": {
            "icuLocales": len(icu_locales),
            "locales": len(locales),
            "agreeing": len(locales) - len(known_differences),
            "withKnownDifferences": len(known_differences),
            "icuOnly": len(icu_only),
            "casesPerLocale": len(TYPED_CASES),
        },
        "typedCases": TYPED_CASES,
        "icuOnly": icu_only,
        "locales": locales,
        "knownDifferences": known_differences,
    }


def render_json(value, level: int = 0) -> str:
    """Deterministic JSON: sorted keys, UTF-8, small scalar-only objects/lists kept on one line."""
    def one_line(v) -> str:
        return json.dumps(v, ensure_ascii=False, sort_keys=True, separators=(", ", ": "))

    scalars = (str, int, float, bool, type(None))
    if isinstance(value, scalars):
        return one_line(value)
    items = value.values() if isinstance(value, dict) else value
    if all(isinstance(item, scalars) for item in items) and len(one_line(value)) <= 120:
        return one_line(value)
    pad, inner = "  " * level, "  " * (level + 1)
    if isinstance(value, dict):
        body = [f"{inner}{one_line(key)}: {render_json(value[key], level + 1)}" for key in sorted(value)]
        return "{\n" + ",\n".join(body) + f"\n{pad}}}" if body else "{}"
    body = [f"{inner}{render_json(item, level + 1)}" for item in value]
    return "[\n" + ",\n".join(body) + f"\n{pad}]" if body else "[]"


def main() -> int:
    """Parse arguments, build the corpus, then write it (or check it is current)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cldr-dir", type=Path, default=Path(os.environ.get("CLDR_DIR", DEFAULT_CLDR_DIR)),
                        help="CLDR common/ folder (default: %(default)s, from unicode-cldr-core)")
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT, help="where to write (default: %(default)s)")
    parser.add_argument("--check", action="store_true", help="do not write; exit 1 if the output file is stale")
    args = parser.parse_args()

    pinned = pinned_babel_version()
    if babel.__version__ != pinned:
        sys.exit(f"generate.py: babel {babel.__version__} installed, requirements.txt pins {pinned}")

    text = render_json(build_corpus(args.cldr_dir)) + "\n"
    if args.check:
        current = args.output.read_text(encoding="utf-8") if args.output.is_file() else ""
        if current != text:
            print(f"{args.output} is stale; run locales/generate.py", file=sys.stderr)
            return 1
        print(f"{args.output} is current")
        return 0
    args.output.write_text(text, encoding="utf-8")
    print(f"wrote {args.output} ({len(text.encode('utf-8'))} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
