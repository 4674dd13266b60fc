#!/usr/bin/env python3
"""Writes a copy of a WebAssembly module that counts the instructions it
executes, for the instructions-per-key figure of Web/bench.

Usage: count.py [--per-function] IN.wasm OUT.wasm

The copy has one more global, a mutable i64 exported as
`keypad_instructions`, and at the start of every straight-line run of
instructions (a function's start, after `loop`, `if`, `else`, `end`, and
after every branch, `return` and `unreachable`) the four instructions
`global.get; i64.const N; i64.add; global.set`, N being how many
instructions the run has. A run ends at a branch (`br`, `br_if`,
`br_table`), `if`, `return` or `unreachable`, or where a branch may land;
calls do not end one (they come back). Every instruction counts one but the
structural markers `block`, `loop`, `else` and `end`, which execute
nothing of their own; the counting code itself is not counted. The count
is exact for code that does not trap.

Only the instructions this project's modules use are decoded (the MVP,
sign extension, saturating truncation, bulk memory, reference types); any
other opcode (SIMD, threads, exceptions) stops the script with its offset.

With --per-function, each function defined in the module has a counter of
its own besides, raised by its own runs (what it executes itself, not its
callees): a mutable i64 exported as `keypad_instructions_N`, N the
function's index (imports first, as the binary format numbers them); the
module's name section, where it keeps one, says which function is which
(Web/bench/count-node.mjs --per-function prints the largest)."""
import sys


def leb(data, pos, signed):
    """The LEB128 number at pos, and the position after it."""
    result = shift = 0
    while True:
        byte = data[pos]
        pos += 1
        result |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            if signed and byte & 0x40:
                result -= 1 << shift
            return result, pos


def uleb(data, pos):
    return leb(data, pos, signed=False)


def sleb(data, pos):
    return leb(data, pos, signed=True)


def encode_uleb(value):
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def encode_sleb(value):
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        done = (value == 0 and not byte & 0x40) or (value == -1 and byte & 0x40)
        out.append(byte if done else byte | 0x80)
        if done:
            return bytes(out)


VALTYPES = {0x7F, 0x7E, 0x7D, 0x7C, 0x7B, 0x70, 0x6F}
# Opcodes with one LEB128 index (u32) as their immediate.
ONE_INDEX = {0x0C, 0x0D, 0x10, 0x20, 0x21, 0x22, 0x23, 0x24, 0x25, 0x26, 0xD2}
MEMARG = set(range(0x28, 0x3F))
NO_IMMEDIATE = {0x00, 0x01, 0x05, 0x0B, 0x0F, 0x1A, 0x1B, 0xD1} | set(range(0x45, 0xC5))
# 0xFC sub-opcodes and how many u32 immediates each has.
PREFIXED = {0: 0, 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0, 7: 0, 8: 2, 9: 1, 10: 2, 11: 1,
            12: 2, 13: 1, 14: 2, 15: 1, 16: 1, 17: 1}
STRUCTURAL = {0x02, 0x03, 0x05, 0x0B}
# After these, the next instruction starts a new run.
ENDS_RUN = {0x00, 0x03, 0x04, 0x05, 0x0B, 0x0C, 0x0D, 0x0E, 0x0F}


def skip_immediates(code, op, pos):
    """The position after the immediates of the opcode `op` read before `pos`."""
    if op in NO_IMMEDIATE:
        return pos
    if op in (0x02, 0x03, 0x04):  # block type: 0x40, a value type, or a type index
        return pos + 1 if code[pos] == 0x40 or code[pos] in VALTYPES else sleb(code, pos)[1]
    if op in ONE_INDEX:
        return uleb(code, pos)[1]
    if op in MEMARG:
        return uleb(code, uleb(code, pos)[1])[1]
    if op == 0x0E:
        count, pos = uleb(code, pos)
        for _ in range(count + 1):
            pos = uleb(code, pos)[1]
        return pos
    if op == 0x11:
        return uleb(code, uleb(code, pos)[1])[1]
    if op == 0x1C:
        count, pos = uleb(code, pos)
        return pos + count
    if op in (0x3F, 0x40):
        return pos + 1
    if op == 0x41:
        return sleb(code, pos)[1]
    if op == 0x42:
        return sleb(code, pos)[1]
    if op == 0x43:
        return pos + 4
    if op == 0x44:
        return pos + 8
    if op == 0xD0:
        return pos + 1
    if op == 0xFC:
        sub, pos = uleb(code, pos)
        if sub not in PREFIXED:
            raise ValueError(f"0xFC {sub}")
        for _ in range(PREFIXED[sub]):
            pos = uleb(code, pos)[1]
        return pos
    raise ValueError(f"opcode 0x{op:02X}")


def instrument_body(body, counter, own=None):
    """A function body (locals and code) with a counter at each run's start,
    and the function's own counter (the global `own`) where it has one."""
    pos = 0
    groups, pos = uleb(body, pos)
    for _ in range(groups):
        pos = uleb(body, pos)[1] + 1
    out = bytearray(body[:pos])
    add = lambda g, n: (b"\x23" + encode_uleb(g) + b"\x42" + encode_sleb(n)
                        + b"\x7C" + b"\x24" + encode_uleb(g))
    bump = lambda n: add(counter, n) + (add(own, n) if own is not None else b"")
    run_start = pos  # where the current run's instructions begin
    count = 0
    while pos < len(body):
        op = body[pos]
        start = pos
        try:
            pos = skip_immediates(body, op, pos + 1)
        except ValueError as error:
            raise SystemExit(f"count.py: unknown instruction {error} at body offset {start}")
        if op not in STRUCTURAL:
            count += 1
        if op in ENDS_RUN or pos == len(body):
            # The run's structural opener stays before its counter: `loop`,
            # `if` and `else` open the run that follows them.
            if count:
                out += bump(count)
            out += body[run_start:pos]
            run_start, count = pos, 0
    return bytes(out)


def sections(data):
    pos = 8
    while pos < len(data):
        section_id = data[pos]
        size, body = uleb(data, pos + 1)
        yield section_id, data[body:body + size]
        pos = body + size


def vector(items):
    return encode_uleb(len(items)) + b"".join(items)


def main(source, target, per_function=False):
    data = open(source, "rb").read()
    if data[:8] != b"\0asm\x01\0\0\0":
        raise SystemExit(f"count.py: {source} is no WebAssembly module")
    parts = list(sections(data))
    ids = [s for s, _ in parts]
    imported_globals = 0
    imported_functions = 0
    defined_globals = 0
    defined_functions = 0
    for section_id, payload in parts:
        if section_id == 2:  # imports: count the globals among them
            count, pos = uleb(payload, 0)
            for _ in range(count):
                for _ in range(2):
                    length, pos = uleb(payload, pos)
                    pos += length
                kind = payload[pos]
                pos += 1
                if kind == 0:
                    imported_functions += 1
                    pos = uleb(payload, pos)[1]
                elif kind == 1:
                    flags = payload[pos + 1]
                    pos = uleb(payload, pos + 2)[1]
                    if flags & 1:
                        pos = uleb(payload, pos)[1]
                elif kind == 2:
                    flags = payload[pos]
                    pos = uleb(payload, pos + 1)[1]
                    if flags & 1:
                        pos = uleb(payload, pos)[1]
                elif kind == 3:
                    imported_globals += 1
                    pos += 2
        if section_id == 6:
            defined_globals = uleb(payload, 0)[0]
        if section_id == 3:
            defined_functions = uleb(payload, 0)[0]
    counter = imported_globals + defined_globals
    new_global = b"\x7E\x01\x42\x00\x0B"  # mut i64 = i64.const 0

    def export_global(name, index):
        return encode_uleb(len(name)) + name + b"\x03" + encode_uleb(index)

    new_globals = [new_global]
    exports = [export_global(b"keypad_instructions", counter)]
    if per_function:
        for i in range(defined_functions):
            new_globals.append(new_global)
            exports.append(export_global(
                b"keypad_instructions_%d" % (imported_functions + i), counter + 1 + i))

    output = bytearray(data[:8])

    def emit(section_id, payload):
        output.extend(bytes([section_id]) + encode_uleb(len(payload)) + payload)

    order = [1, 2, 3, 4, 5, 13, 6, 7, 8, 9, 12, 10, 11]  # the binary format's order
    wrote_global = 6 in ids
    for section_id, payload in parts:
        if not wrote_global and section_id != 0 and order.index(section_id) > order.index(6):
            emit(6, vector(new_globals))
            wrote_global = True
        if section_id == 6:
            count, pos = uleb(payload, 0)
            payload = encode_uleb(count + len(new_globals)) + payload[pos:] + b"".join(new_globals)
        elif section_id == 7:
            count, pos = uleb(payload, 0)
            payload = encode_uleb(count + len(exports)) + payload[pos:] + b"".join(exports)
        elif section_id == 10:
            count, pos = uleb(payload, 0)
            bodies = []
            for i in range(count):
                size, pos = uleb(payload, pos)
                body = instrument_body(payload[pos:pos + size], counter,
                                       counter + 1 + i if per_function else None)
                bodies.append(encode_uleb(len(body)) + body)
                pos += size
            payload = vector(bodies)
        emit(section_id, bytes(payload))
    if 7 not in ids:
        raise SystemExit("count.py: the module has no export section")
    open(target, "wb").write(output)


if __name__ == "__main__":
    args = sys.argv[1:]
    per_function = "--per-function" in args
    args = [a for a in args if a != "--per-function"]
    if len(args) != 2:
        raise SystemExit("usage: count.py [--per-function] IN.wasm OUT.wasm")
    main(args[0], args[1], per_function)
