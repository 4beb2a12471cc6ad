#!/usr/bin/env python3
"""Checks JSON Schemas and validates documents against them with the `jsonschema` package.

Standard input: {"cases": [{"schema": {...}, "instances": ["<JSON text>", ...], "exact": false}, ...]}.
Each instance is JSON text, parsed here, so the validator sees the document exactly as the
Swift decoder did (`1.0` stays a float, big integers stay exact).

A case with "exact": true is validated as draft 2020-12 says where the `jsonschema` package
departs from it (see `exact_validator`): numbers are exact decimals (`multipleOf` 0.01 holds
for 19.99, which binary floats deny), and `pattern` follows ECMA-262 (`\d` and `\w` are
ASCII, `\s` is ECMA-262's white space, `$` is only the end of the text, `.` stops at every line
terminator), which Python's `re` does not.

Standard output: {"results": [{"schemaError": null | "...", "valid": [true, ...],
"errors": [null | "...", ...]}, ...]}, one result per case. A schema that fails
`Draft202012Validator.check_schema` has its error in "schemaError" and no validation results.

When this Python cannot import `jsonschema`, the package is installed from PyPI into a virtual
environment in <repository>/.build-schema-venv (never into this Python), and the script runs
itself again there. Concurrent runs wait for one another while the environment is made.
"""

import fcntl
import json
import os
import re
import subprocess
import sys
from decimal import Decimal
from fractions import Fraction

VENV_MARKER = "JSONMODELKIT_SCHEMA_VENV"


def repository_root():
    # This file is Tests/JSONModelKitEndToEndTests/SchemaValidator/check_schemas.py.
    return os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".."))


def imports_jsonschema(python):
    if not os.path.exists(python):
        return False
    probe = subprocess.run([python, "-c", "import jsonschema"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return probe.returncode == 0


def ensure_jsonschema():
    try:
        import jsonschema  # noqa: F401

        return
    except ImportError:
        pass
    if os.environ.get(VENV_MARKER):
        sys.exit("check_schemas.py: jsonschema is still missing after installing it in " + os.environ[VENV_MARKER])
    venv = os.path.join(repository_root(), ".build-schema-venv")
    python = os.path.join(venv, "bin", "python3")
    os.makedirs(venv, exist_ok=True)
    with open(os.path.join(venv, ".install-lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not imports_jsonschema(python):
            print("check_schemas.py: installing jsonschema from PyPI into " + venv, file=sys.stderr)
            subprocess.run([sys.executable, "-m", "venv", venv], check=True, stdout=sys.stderr)
            subprocess.run(
                [python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "jsonschema"],
                check=True,
                stdout=sys.stderr,
            )
    environment = dict(os.environ)
    environment[VENV_MARKER] = venv
    os.execve(python, [python, os.path.abspath(__file__)] + sys.argv[1:], environment)


# ECMA-262's white space and line terminators (`\s`), as a character class body.
ECMA_SPACE = "\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff"
ECMA_WORD = "A-Za-z0-9_"
ECMA_NOT_WORD_BEFORE = "(?<![" + ECMA_WORD + "])"
ECMA_WORD_BEFORE = "(?<=[" + ECMA_WORD + "])"
ECMA_NOT_WORD_AFTER = "(?![" + ECMA_WORD + "])"
ECMA_WORD_AFTER = "(?=[" + ECMA_WORD + "])"
# What `\d \w \s` and their negations mean in ECMA-262, outside and inside a class.
ECMA_CLASS_ESCAPES = {"d": "0-9", "w": ECMA_WORD, "s": ECMA_SPACE}


def ecma_pattern(pattern):
    """The Python `re` pattern that matches what the ECMA-262 `pattern` (read on code points,
    as with the `u` flag) matches. Raises ValueError for what it cannot translate."""
    out = []
    index = 0
    in_class = False
    class_start = False
    while index < len(pattern):
        char = pattern[index]
        if char == "\\":
            if index + 1 >= len(pattern):
                raise ValueError("pattern ends with a backslash")
            escape = pattern[index + 1]
            index += 2
            if escape == "u" and pattern.startswith("{", index):
                end = pattern.index("}", index)
                out.append("\\U%08x" % int(pattern[index + 1 : end], 16))
                index = end + 1
            elif escape == "u":
                value = int(pattern[index : index + 4], 16)
                index += 4
                if 0xD800 <= value < 0xDC00 and pattern.startswith("\\u", index):
                    low = int(pattern[index + 2 : index + 6], 16)
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    index += 6
                out.append("\\U%08x" % value)
            elif escape in ECMA_CLASS_ESCAPES:
                body = ECMA_CLASS_ESCAPES[escape]
                out.append(body if in_class else "[" + body + "]")
            elif escape in "DWS":
                if in_class:
                    raise ValueError("\\" + escape + " inside a class")
                out.append("[^" + ECMA_CLASS_ESCAPES[escape.lower()] + "]")
            elif escape == "b" and not in_class:
                out.append(
                    "(?:" + ECMA_NOT_WORD_BEFORE + ECMA_WORD_AFTER + "|" + ECMA_WORD_BEFORE + ECMA_NOT_WORD_AFTER + ")"
                )
            elif escape == "B":
                out.append(
                    "(?:" + ECMA_NOT_WORD_BEFORE + ECMA_NOT_WORD_AFTER + "|" + ECMA_WORD_BEFORE + ECMA_WORD_AFTER + ")"
                )
            elif escape == "c":
                out.append("\\x%02x" % (ord(pattern[index]) % 32))
                index += 1
            elif escape.isdigit() and escape != "0":
                raise ValueError("backreferences are not translated")
            else:
                out.append("\\" + escape)
            class_start = False
            continue
        index += 1
        if in_class:
            if char == "]" and class_start:
                # `[]` matches nothing and `[^]` anything in ECMA-262; Python reads `]` literally.
                negated = out[-1] == "^"
                if negated:
                    out.pop()
                out.pop()
                out.append("[\\s\\S]" if negated else "(?!)")
                in_class = False
            elif char == "]":
                out.append("]")
                in_class = False
            elif char == "^" and out[-1] == "[":
                out.append("^")
                continue
            elif char in "[&~|":
                out.append("\\" + char)
            else:
                out.append(char)
            class_start = False
            continue
        if char == "[":
            out.append("[")
            in_class = True
            class_start = True
        elif char == "$":
            out.append("\\Z")
        elif char == ".":
            out.append("[^\\n\\r\\u2028\\u2029]")
        elif char == "(" and pattern.startswith("?<", index) and not pattern.startswith(("?<=", "?<!"), index):
            out.append("(?P<")
            index += 2
        else:
            out.append(char)
    if in_class:
        raise ValueError("unterminated class")
    return "".join(out)


def exact_validator():
    """Draft 2020-12 with exact numbers and ECMA-262 patterns, for instances whose numbers
    were parsed as `Decimal`."""
    from jsonschema import Draft202012Validator, validators
    from jsonschema.exceptions import ValidationError

    def is_integer(checker, instance):
        if isinstance(instance, bool):
            return False
        if isinstance(instance, int):
            return True
        if isinstance(instance, Decimal):
            return instance.is_finite() and instance == instance.to_integral_value()
        return isinstance(instance, float) and instance.is_integer()

    def multiple_of(validator, step, instance, schema):
        if validator.is_type(instance, "number") and (Fraction(instance) / Fraction(step)).denominator != 1:
            yield ValidationError(f"{instance} is not a multiple of {step}")

    compiled = {}

    def pattern(validator, source, instance, schema):
        if not validator.is_type(instance, "string"):
            return
        if source not in compiled:
            compiled[source] = re.compile(ecma_pattern(source))
        if not compiled[source].search(instance):
            yield ValidationError(f"{instance!r} does not match {source!r}")

    return validators.extend(
        Draft202012Validator,
        validators={"multipleOf": multiple_of, "pattern": pattern},
        type_checker=Draft202012Validator.TYPE_CHECKER.redefine("integer", is_integer),
    )


def ecma_format_checker():
    """The format checker of schemas, with ECMA-262 `regex`es (`(?<name>...)`, `\\u{...}`)."""
    from jsonschema import FormatChecker

    checker = FormatChecker()
    checker.checks("regex", raises=(re.error, ValueError))(lambda pattern: re.compile(ecma_pattern(pattern)))
    return checker


def with_floats(value):
    """`value` (parsed with `Decimal` for fractions) with its `Decimal`s as `float`s, as
    `json` parses them by default."""
    if isinstance(value, Decimal):
        return float(value)
    if isinstance(value, list):
        return [with_floats(item) for item in value]
    if isinstance(value, dict):
        return {key: with_floats(item) for key, item in value.items()}
    return value


def main():
    ensure_jsonschema()
    from jsonschema import Draft202012Validator
    from jsonschema.exceptions import SchemaError, best_match

    # Fractions are read as exact decimals, and given back as floats to the cases that are not
    # exact.
    request = json.load(sys.stdin, parse_float=Decimal)
    exact_class = None
    results = []
    for case in request["cases"]:
        exact = case.get("exact", False)
        schema = case["schema"] if exact else with_floats(case["schema"])
        try:
            if exact:
                Draft202012Validator.check_schema(with_floats(schema), format_checker=ecma_format_checker())
            else:
                Draft202012Validator.check_schema(with_floats(schema))
        except SchemaError as error:
            results.append({"schemaError": error.message, "valid": [], "errors": []})
            continue
        if exact:
            exact_class = exact_class or exact_validator()
            validator = exact_class(schema)
        else:
            validator = Draft202012Validator(schema)
        valid = []
        errors = []
        for text in case["instances"]:
            instance = json.loads(text, parse_float=Decimal) if exact else json.loads(text)
            error = best_match(validator.iter_errors(instance))
            valid.append(error is None)
            errors.append(None if error is None else (error.json_path + ": " + error.message)[:400])
        results.append({"schemaError": None, "valid": valid, "errors": errors})
    json.dump({"results": results}, sys.stdout)


if __name__ == "__main__":
    main()
