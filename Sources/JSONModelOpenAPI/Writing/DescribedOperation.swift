import JSONModelKit

/// One operation, checked, with the schemas of its parameters and bodies as the collection
/// built them (their references not yet pointed at input or output components).
struct DescribedOperation {
    /// One parameter and its schema.
    struct DescribedParameter {
        var name: String
        var location: OpenAPIDocument.Parameter.Location
        var isRequired: Bool
        var description: String?
        var schema: JSONValue
    }

    /// The statuses a success response may have.
    static let successStatuses = 200...399
    /// The statuses a problem response may have.
    static let problemStatuses = 400...599
    /// The success statuses whose responses have no content.
    static let statusesWithoutContent: Set<Int> = [204, 205, 304]

    let operation: OpenAPIDocument.Operation
    /// Path parameters in the order of the path, then query parameters in the order given.
    let parameters: [DescribedParameter]
    /// The request body as decoding accepts it.
    let requestBody: JSONValue?
    /// The response body as encoding writes it.
    let response: JSONValue?
    /// The statuses of the problem responses, ascending.
    let problemStatuses: [Int]

    /// Checks `operation` and builds its schemas into `schemas`.
    ///
    /// - Throws: ``JSONModelError`` naming the operation: ``JSONModelError/Code/schemaError``
    ///   for a path that cannot be described, a parameter the path does not name, a parameter
    ///   given twice, a status out of range or a response body on a status without content;
    ///   the schema builder's error when a type cannot be mapped.
    init(_ operation: OpenAPIDocument.Operation, schemas: JSONSchemaCollection) throws(JSONModelError) {
        self.operation = operation
        if let problem = operation.route.problem {
            throw operation.error(problem)
        }
        try Self.checkStatuses(of: operation)
        parameters = try Self.parameters(of: operation, schemas: schemas)
        requestBody = try operation.requestBody.map { type throws(JSONModelError) in
            try Self.schema(of: type, .decoding, describing: "request body", operation, schemas)
        }
        if operation.partialRequestBody {
            guard let requestBody else {
                throw operation.error("partialRequestBody needs a request body")
            }
            guard Self.referencedComponent(requestBody) != nil else {
                throw operation.error(
                    "partialRequestBody needs a model or a struct as the request body, not \(operation.requestBodyTypeName ?? "")"
                )
            }
        }
        response = try operation.response.map { type throws(JSONModelError) in
            try Self.schema(of: type, .encoding, describing: "response", operation, schemas)
        }
        var problems = Set(operation.problems)
        if operation.requestBody != nil {
            // Not JSON (400), too large (413), not what the model accepts (422).
            problems.formUnion([400, 413, 422])
        }
        if !operation.route.parameterNames.isEmpty {
            problems.insert(404)
        }
        let stringSchema: JSONValue = ["type": "string"]
        if parameters.contains(where: { $0.schema != stringSchema || ($0.location == .query && $0.isRequired) }) {
            // A parameter that does not parse as its type, or a required one that is missing.
            problems.insert(400)
        }
        problemStatuses = problems.sorted()
    }

    private static func checkStatuses(of operation: OpenAPIDocument.Operation) throws(JSONModelError) {
        for status in [operation.status] + operation.additionalStatuses where !successStatuses.contains(status) {
            throw operation.error(
                "the success status \(status) is not in \(successStatuses); list problem statuses in problems:"
            )
        }
        if operation.additionalStatuses.contains(operation.status) {
            throw operation.error("the success status \(operation.status) is also among additionalStatuses")
        }
        if let problem = operation.problems.first(where: { !problemStatuses.contains($0) }) {
            throw operation.error("the problem status \(problem) is not in \(problemStatuses)")
        }
        if operation.response != nil,
            let status = ([operation.status] + operation.additionalStatuses).first(
                where: statusesWithoutContent.contains
            )
        {
            throw operation.error(
                "a \(status) response has no content, but the operation has a response type (\(operation.responseTypeName ?? ""))"
            )
        }
    }

    private static func parameters(
        of operation: OpenAPIDocument.Operation,
        schemas: JSONSchemaCollection
    ) throws(JSONModelError) -> [DescribedParameter] {
        let given = operation.parameters
        for (index, parameter) in given.enumerated() {
            if given[..<index].contains(where: { $0.name == parameter.name && $0.location == parameter.location }) {
                throw operation.error(
                    "the \(parameter.location.rawValue) parameter \"\(parameter.name)\" is given twice"
                )
            }
            if parameter.location == .path, !operation.route.parameterNames.contains(parameter.name) {
                throw operation.error(
                    "the path parameter \"\(parameter.name)\" is not in the path (it names \(Self.list(operation.route.parameterNames)))"
                )
            }
        }
        var described: [DescribedParameter] = []
        for name in operation.route.parameterNames {
            let typed = given.first { $0.location == .path && $0.name == name }
            described.append(
                DescribedParameter(
                    name: name,
                    location: .path,
                    isRequired: true,
                    description: typed?.description,
                    schema: try typed.map { parameter throws(JSONModelError) in
                        try schema(of: parameter, operation, schemas)
                    } ?? ["type": "string"]
                )
            )
        }
        for parameter in given where parameter.location == .query {
            described.append(
                DescribedParameter(
                    name: parameter.name,
                    location: .query,
                    isRequired: parameter.isRequired,
                    description: parameter.description,
                    schema: try schema(of: parameter, operation, schemas)
                )
            )
        }
        return described
    }

    /// A parameter's schema: its type's, as decoding reads it, without the optional.
    private static func schema(
        of parameter: OpenAPIDocument.Parameter,
        _ operation: OpenAPIDocument.Operation,
        _ schemas: JSONSchemaCollection
    ) throws(JSONModelError) -> JSONValue {
        try schema(
            of: unwrappingOptionals(parameter.type),
            .decoding,
            describing: "\(parameter.location.rawValue) parameter \"\(parameter.name)\"",
            operation,
            schemas
        )
    }

    /// The schema where `type` is used in `mode`, with the operation and `part` in front of the
    /// message of an error.
    private static func schema(
        of type: any Any.Type,
        _ mode: JSONSchemaOptions.Mode,
        describing part: String,
        _ operation: OpenAPIDocument.Operation,
        _ schemas: JSONSchemaCollection
    ) throws(JSONModelError) -> JSONValue {
        do throws(JSONModelError) {
            return try schemas.schema(for: type, mode: mode)
        } catch {
            throw operation.error(error, describing: part)
        }
    }

    /// The name of the component `schema` is a `$ref` to, or `nil` when it is another schema.
    static func referencedComponent(_ schema: JSONValue) -> String? {
        guard case .object(let members) = schema, members.count == 1,
            case .string(let target)? = members["$ref"], target.hasPrefix(SchemaReferences.prefix)
        else { return nil }
        return String(target.dropFirst(SchemaReferences.prefix.count))
    }

    private static func list(_ names: [String]) -> String {
        names.isEmpty ? "no parameters" : names.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}
