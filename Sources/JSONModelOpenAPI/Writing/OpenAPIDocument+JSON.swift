import JSONModelKit

extension OpenAPIDocument {
    /// The version of the OpenAPI Specification the document follows.
    public static let openAPIVersion = "3.1.0"

    /// The document as a JSON value: `openapi`, `info`, `paths` and `components.schemas`.
    ///
    /// The operations' types become schemas here, in the order the operations were added, with
    /// one name per type for the whole document; request bodies and parameters as decoding
    /// accepts them, responses as encoding writes them.
    ///
    /// - Returns: The OpenAPI 3.1 document.
    /// - Throws: ``JSONModelError`` naming the operation: for a type that cannot be mapped, the
    ///   schema builder's error; ``JSONModelError/Code/schemaError`` for a path that cannot be
    ///   described (a wildcard, an unmatched brace, a parameter named twice), a path
    ///   parameter the path does not name, a parameter given twice, a success status outside
    ///   200...399, a problem status outside 400...599, a response type on a 204, 205 or 304, or
    ///   an `operationID` given to two operations.
    public func jsonValue() throws(JSONModelError) -> JSONValue {
        let schemas = JSONSchemaCollection(coder: coder, referencePrefix: SchemaReferences.prefix)
        var described: [DescribedOperation] = []
        for operation in operations {
            described.append(try DescribedOperation(operation, schemas: schemas))
        }
        let identifiers = try OperationIdentifiers.identifiers(for: operations)
        // After the operations' types, so that they keep their plain names if one is also
        // called `ProblemDetails`.
        let problem = try schemas.schema(for: ProblemDetails.self, mode: .encoding)
        let components = ComponentSchemas(
            decoding: schemas.definitions(mode: .decoding),
            encoding: schemas.definitions(mode: .encoding),
            patches: Set(
                described.compactMap { operation in
                    operation.operation.partialRequestBody
                        ? operation.requestBody.flatMap(DescribedOperation.referencedComponent) : nil
                }
            )
        )
        let problemSchema = components.resolved(problem, mode: .encoding)
        var paths: [String: JSONValue] = [:]
        for (operation, identifier) in zip(described, identifiers) {
            var item = paths[operation.operation.path]?.objectValue ?? [:]
            item[operation.operation.method.rawValue] = operation.jsonValue(
                operationID: identifier,
                components: components,
                problemSchema: problemSchema
            )
            paths[operation.operation.path] = .object(item)
        }
        var info: [String: JSONValue] = ["title": .string(title), "version": .string(version)]
        if let description { info["description"] = .string(description) }
        return [
            "openapi": .string(Self.openAPIVersion),
            "info": .object(info),
            "paths": .object(paths),
            "components": ["schemas": .object(components.schemas)],
        ]
    }

    /// The document as JSON text, with keys in ascending order so that the same document always
    /// gives the same text.
    ///
    /// ```swift
    /// let text = try document.jsonString(prettyPrinted: true)
    /// try text.write(to: URL(fileURLWithPath: "openapi.json"), atomically: true, encoding: .utf8)
    /// ```
    ///
    /// - Parameter prettyPrinted: Newlines and two-space indentation when `true`; compact when
    ///   `false` (the default).
    /// - Returns: The UTF-8 text of ``jsonValue()``.
    /// - Throws: ``JSONModelError`` as ``jsonValue()`` does.
    public func jsonString(prettyPrinted: Bool = false) throws(JSONModelError) -> String {
        try jsonValue().jsonString(prettyPrinted: prettyPrinted, sortedKeys: true)
    }
}
