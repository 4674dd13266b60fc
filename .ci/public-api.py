#!/usr/bin/env python3
"""Counts the public declarations of the library's products and fails when a
product has more than its limit, so the fence cannot wear away unnoticed.

A declaration is a public symbol of the module's symbol graph (`swift package
dump-symbol-graph --minimum-access-level public`, which leaves out what is
behind `@_spi`) declared in the module's own sources, counted once per
source line (a protocol's default implementation once, not once per
conforming type), enum cases left out.

    .ci/public-api.py          # prints the counts, fails above a limit
    .ci/public-api.py --list   # also lists Keypad's declarations by type

Lower a limit when the count goes down; raising one is a decision about the
API, to be made in the change that needs it.
"""
import collections
import json
import pathlib
import subprocess
import sys
import time

LIMITS = {
    # 281 with the announcements (issue 33), 282 with KeypadField.hidesDigits
    # (the password rule GTK kept to itself, which the browser page needs
    # too); 276 since KindFormat's display at rest, leading plus and own
    # paste reading went behind @_spi(Engine) (EngineKindFormat); 272 with
    # KindFormat's ignores and isComplete read from its other requirements;
    # 249 with one way for each thing: the locale, enabling and hiding are
    # form inputs; fields and forms are made from a locale id; what only the
    # engine, its tests, Fuzz, Benchmarks or the form-file reader use went
    # internal or behind @_spi(Engine) (Key's character mapping, decimal
    # arithmetic, error and value initializers, DateBound's parser); 251
    # with FieldValue's == and hash(into:) written out (Hashable was
    # synthesized), comparing text by its UTF-8 bytes: no new member, the
    # conformance's meaning stated; 252 with a value set by name as a form
    # input (FormInput.setValue) and what Done would find now
    # (KeypadForm.validationFailures()), which a web control's value
    # property and live validity need; 260 with a kind describing itself to
    # a front end (KindDescription, its three parts and initializer,
    # KindFormat.description(of:) and its default, KeypadField.kindDescription),
    # which the REPL's panel asks rather than casting the kind's format;
    # 258 with revert's one owner the form (FormInput.revert): a field's
    # beginEditing() and revert() went; 260 with what a log may hold of a
    # field (issue 52): KeypadField.hidesDigitsInLogs and
    # Announcement.speaksFieldContent, which GTK's trace asks before it
    # writes a card's or a security code's display, typed text or spoken
    # digits (the values describe themselves masked, a new case); 261 with
    # DateBound's ISO initializer public, the one way to write a fixed day
    # of a date field's bounds from its text (issue 52); 289 with the message
    # catalogs (issue 52): MessageCatalog and its registration,
    # MessageCatalogError, the sentence of a refusal in a locale
    # (CodedError.message(locale:), its default and EntryRejection's,
    # FormRefusal's, FormError's and LocaleError's), an announcement's
    # content and the language of its words (Announcement.Content,
    # language, isFallback), a failure's bound as its field shows it
    # (ValidationFailure.shownBound) with its == and hash(into:) written out
    # (the words are not compared) and its Decodable init (the words are not
    # encoded); 298 with the time of day (issue 50): TimeOfDay (its hour,
    # minute, second, two initializers and ISO text), a time and its bounds
    # as a value (FieldValue.time) and a kind (FieldKind.time), and the day
    # periods a field shows (KeypadField.dayPeriods), which a front end's
    # pad asks; 311 with units on decimal fields (issue 50, item 3):
    # DisplayStyle.unit(_:width:), MeasureUnit (its id, initializer and
    # description), UnitWidth (its three widths), UnitError (its unit,
    # reason and two reasons, code, description; its == and hash(into:)
    # written out, by the identifier's bytes) and RulesError.unitWithCurrency;
    # 321 with the duration (issue 50): ISODuration (its seconds, two
    # initializers and ISO text), the units a field types (DurationUnits,
    # read and written by its text), a duration as a value
    # (FieldValue.duration) and a kind (FieldKind.duration); 323 with a
    # kind's description in the field's language (the front ends' chrome):
    # KindDescription's == and hash(into:) written out (they were
    # synthesized), comparing what it says, not the messages it was worded
    # from.
    "Keypad": 323,
    "KeypadAvoidance": 68,
    # 66 until the browser (issue 32): Startup.open(localeOption:formText:
    # formName:today:environment:), a form file's text the page fetched; 55
    # since the module depends on no argument parser (issue 49):
    # StartupOptions, an ArgumentParser option group, became StartupOption,
    # the options' words; 56 with StartupError's CodedError.message(locale:),
    # the protocol's default (issue 52); 58 with the pad of the active field
    # (PadLayout(form:)), whose day-period key shows its markers
    # (PadLayout.dayPeriods) for a time on a 12-hour clock; 59 with the pad
    # of any field (PadLayout(field:)), which the browser's answer gives a
    # time field before it is active; 60 with the locale of a pad's words
    # (PadLayout.locale), its return key's title and its keys' names from the
    # message catalogs (issue 52); 61 with the pad's own name (PadLayout.name),
    # which the browser's <keypad-pad> gives its panel; 62 with the demo's
    # title in the form's language (DemoForm.title(locale:)), which the
    # REPL's screen and GTK's window show.
    "KeypadFrontEnd": 62,
    # 26 until PhoneFormat's engine members went behind @_spi(Engine); 23
    # with its ignores and isComplete there too; 24 with the phone kind's
    # description of itself (PhoneFormat.description(of:)); 25 with
    # PhoneError's CodedError.message(locale:), the protocol's default
    # (issue 52).
    "KeypadPhone": 25,
    # 61 with a time field's keys (issue 50): its minTime, maxTime,
    # stepMinutes and seconds; 63 with a decimal's unit (issue 50, item 3):
    # FieldSpec.unit and FieldSpec.unitWidth; 65 with a duration field's
    # (issue 50): its maxDuration and durationUnits.
    "KeypadFormFile": 65,
}


def declarations(graph):
    seen = {}
    for symbol in graph["symbols"]:
        if "location" not in symbol or symbol["kind"]["identifier"] == "swift.enum.case":
            continue
        place = (symbol["location"]["uri"], symbol["location"]["position"]["line"])
        seen.setdefault(place, ".".join(symbol["pathComponents"]))
    return seen


def main():
    started = time.time()
    # The C targets' symbol graphs fail to extract (their C++ flag); the
    # Swift modules' graphs are written all the same, and checked fresh below.
    out = subprocess.run(
        ["swift", "package", "dump-symbol-graph", "--minimum-access-level", "public"],
        capture_output=True, text=True)
    folders = sorted(pathlib.Path(".build").glob("*/symbolgraph"))
    if not folders:
        sys.exit("dump-symbol-graph wrote nothing:\n" + out.stdout + out.stderr)
    folder = folders[0]
    failed = False
    for module, limit in LIMITS.items():
        path = folder / f"{module}.symbols.json"
        if not path.exists() or path.stat().st_mtime < started - 1:
            sys.exit(f"no fresh symbol graph for {module}:\n" + out.stdout + out.stderr)
        found = declarations(json.loads(path.read_text()))
        verdict = "ok" if len(found) <= limit else "OVER"
        print(f"{module}: {len(found)} public declarations (limit {limit}) {verdict}")
        failed |= len(found) > limit
        if module == "Keypad" and "--list" in sys.argv:
            by_type = collections.Counter(name.split(".")[0] for name in found.values())
            for name, count in by_type.most_common():
                print(f"  {count:3} {name}")
    if failed:
        sys.exit("a product has more public declarations than its limit")


main()
