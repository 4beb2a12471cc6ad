#!/usr/bin/env python3
"""Validates OpenAPI documents with `openapi-spec-validator`, and example bodies against their
component schemas with `jsonschema` (draft 2020-12, the dialect of OpenAPI 3.1 schemas).

Run with the python of Scripts/peers-venv.sh, which has both packages.

Standard input: {"documents": [{"document": {...}, "examples": [{"component": "Todo-Input",
"instance": "<JSON text>"}, ...]}, ...]}.

Standard output: {"results": [{"documentError": null | "...", "exampleErrors": [null | "...",
...]}, ...]}, one result per document and one example error per example (`null` when the
example validates). Examples are validated against `#/components/schemas/<component>` with the
document's components beside it, so that `$ref`s between components resolve.
"""

import json
import sys

from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match
from openapi_spec_validator import validate


def document_error(document):
    try:
        validate(document)
    except Exception as error:  # the validator raises several kinds of errors
        return (type(error).__name__ + ": " + str(error))[:2000]
    return None


def example_error(document, example):
    schema = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$ref": "#/components/schemas/" + example["component"],
        "components": document.get("components", {}),
    }
    instance = json.loads(example["instance"])
    error = best_match(Draft202012Validator(schema).iter_errors(instance))
    return None if error is None else (error.json_path + ": " + error.message)[:400]


def main():
    request = json.load(sys.stdin)
    results = []
    for case in request["documents"]:
        document = case["document"]
        results.append(
            {
                "documentError": document_error(document),
                "exampleErrors": [example_error(document, example) for example in case.get("examples", [])],
            }
        )
    json.dump({"results": results}, sys.stdout)


if __name__ == "__main__":
    main()
