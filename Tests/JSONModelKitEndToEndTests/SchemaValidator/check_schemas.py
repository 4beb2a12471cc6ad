#!/usr/bin/env python3
"""Checks JSON Schemas and validates documents against them with the `jsonschema` package.

Standard input: {"cases": [{"schema": {...}, "instances": ["<JSON text>", ...]}, ...]}.
Each instance is JSON text, parsed here, so the validator sees the document exactly as the
Swift decoder did (`1.0` stays a float, big integers stay exact).

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
import subprocess
import sys

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


def main():
    ensure_jsonschema()
    from jsonschema import Draft202012Validator
    from jsonschema.exceptions import SchemaError, best_match

    request = json.load(sys.stdin)
    results = []
    for case in request["cases"]:
        schema = case["schema"]
        try:
            Draft202012Validator.check_schema(schema)
        except SchemaError as error:
            results.append({"schemaError": error.message, "valid": [], "errors": []})
            continue
        validator = Draft202012Validator(schema)
        valid = []
        errors = []
        for text in case["instances"]:
            error = best_match(validator.iter_errors(json.loads(text)))
            valid.append(error is None)
            errors.append(None if error is None else (error.json_path + ": " + error.message)[:400])
        results.append({"schemaError": None, "valid": valid, "errors": errors})
    json.dump({"results": results}, sys.stdout)


if __name__ == "__main__":
    main()
