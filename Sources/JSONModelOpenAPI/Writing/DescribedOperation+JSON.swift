import JSONModelKit

extension DescribedOperation {
    /// The media type of JSON request and response bodies.
    static let jsonMediaType = "application/json"

    /// The Operation Object of the document.
    ///
    /// - Parameters:
    ///   - operationID: The operation's unique name.
    ///   - components: Where the references of the schemas point.
    ///   - problemSchema: The schema of a problem response body (a `$ref` to `ProblemDetails`).
    /// - Returns: The operation as JSON.
    func jsonValue(operationID: String, components: ComponentSchemas, problemSchema: JSONValue) -> JSONValue {
        var members: [String: JSONValue] = ["operationId": .string(operationID)]
        if let summary = operation.summary { members["summary"] = .string(summary) }
        if let description = operation.description { members["description"] = .string(description) }
        if !operation.tags.isEmpty { members["tags"] = .array(operation.tags.map(JSONValue.string)) }
        if !parameters.isEmpty {
            members["parameters"] = .array(parameters.map { parameterJSON($0, components: components) })
        }
        if let requestBody {
            let schema =
                operation.partialRequestBody
                ? Self.referencedComponent(requestBody).map {
                    ["$ref": .string(SchemaReferences.prefix + ComponentSchemas.patchName(of: $0))]
                } ?? requestBody
                : components.resolved(requestBody, mode: .decoding)
            members["requestBody"] = [
                "required": true,
                "content": Self.content(Self.jsonMediaType, schema),
            ]
        }
        var responses: [String: JSONValue] = [:]
        for status in [operation.status] + operation.additionalStatuses {
            var success: [String: JSONValue] = ["description": .string(Self.description(of: status))]
            if let response {
                success["content"] = Self.content(Self.jsonMediaType, components.resolved(response, mode: .encoding))
            }
            responses[String(status)] = .object(success)
        }
        for status in problemStatuses {
            responses[String(status)] = [
                "description": .string(Self.description(of: status)),
                "content": Self.content(ProblemDetails.mediaType, problemSchema),
            ]
        }
        members["responses"] = .object(responses)
        return .object(members)
    }

    private func parameterJSON(_ parameter: DescribedParameter, components: ComponentSchemas) -> JSONValue {
        var members: [String: JSONValue] = [
            "name": .string(parameter.name),
            "in": .string(parameter.location.rawValue),
            "required": .bool(parameter.isRequired),
            "schema": components.resolved(parameter.schema, mode: .decoding),
        ]
        if let description = parameter.description { members["description"] = .string(description) }
        return .object(members)
    }

    /// A `content` map with one media type and its schema.
    private static func content(_ mediaType: String, _ schema: JSONValue) -> JSONValue {
        .object([mediaType: ["schema": schema]])
    }

    /// A response's `description`, which OpenAPI requires: the status's reason phrase.
    private static func description(of status: Int) -> String {
        let phrase = ProblemDetails.reasonPhrase(forStatusCode: status)
        return phrase.isEmpty ? "Status \(status)" : phrase
    }
}
