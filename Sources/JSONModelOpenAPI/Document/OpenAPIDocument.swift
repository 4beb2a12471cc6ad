import JSONModelKit

/// An OpenAPI 3.1 document built from JSONModelKit models: the operations of an API, with the
/// schemas of their request and response bodies taken from the models themselves.
///
/// ```swift
/// import JSONModelOpenAPI
///
/// var document = OpenAPIDocument(title: "Todos", version: "1.0.0")
/// document.addOperation(.post, "/todos", summary: "Create a todo", requestBody: Todo.self, response: Todo.self, status: 201)
/// document.addOperation(.get, "/todos/{id}", response: Todo.self)
/// document.addOperation(.get, "/todos", response: [Todo].self)
/// document.addOperation(.delete, "/todos/{id}", status: 204)
/// let text = try document.jsonString(prettyPrinted: true)
/// ```
///
/// Adding an operation only records it; the types become schemas when the document is written
/// (``jsonValue()``, ``jsonString(prettyPrinted:)``), which is where a type that cannot be
/// mapped, or an operation that contradicts itself, is reported.
///
/// The document has `components.schemas` with one schema per model and struct used by any
/// operation, plus `ProblemDetails`, each under one name (`Todo`), with `$ref`s between them.
/// A request body is described as decoding accepts it and a response as encoding writes it;
/// where the two differ a model has two components, `Todo-Input` and `Todo-Output`. Every
/// operation documents the problem responses it can give as `application/problem+json`: 400,
/// 413 and 422 for a request body, 404 for a path with parameters, 400 for parameters that must
/// be parsed, and the statuses listed in `problems:`.
///
/// A `PATCH` whose body holds only the members to change (a model's `update(fromJSONData:)`)
/// says `partialRequestBody: true`: its body is the `Todo-Patch` component, the input schema
/// with no member required.
public struct OpenAPIDocument: Sendable {
    /// The API's name, the `info.title` of the document.
    public var title: String
    /// The API's version (not the OpenAPI version), the `info.version` of the document.
    public var version: String
    /// What the API does, the `info.description` of the document; left out when `nil`.
    public var description: String?
    /// The configuration the server decodes and encodes with, which the schemas describe.
    ///
    /// The default coder matches the server integrations' defaults. A server whose coder
    /// rejects unknown keys (`decodingOptions.unknownKeys = .reject`), or overrides the key style
    /// or the date strategy, sets the same coder here, so that the schemas say what it accepts
    /// and writes.
    public var coder: JSONModelCoder

    /// The operations described, in the order they were first added.
    ///
    /// Adding an operation with the method and path of one already here replaces that one in
    /// place.
    public private(set) var operations: [Operation] = []

    /// Creates a document with no operations.
    ///
    /// - Parameters:
    ///   - title: The API's name.
    ///   - version: The API's version.
    ///   - description: What the API does; `nil` leaves it out.
    public init(title: String, version: String, description: String? = nil) {
        self.title = title
        self.version = version
        self.description = description
        self.coder = JSONModelCoder()
    }

    /// Describes one operation: a method on a path, what it takes and what it answers.
    ///
    /// ```swift
    /// document.addOperation(.post, "/todos", summary: "Create a todo", requestBody: Todo.self, response: Todo.self, status: 201)
    /// document.addOperation(.get, "/todos/:id", parameters: [.path("id", Int.self)], response: Todo.self)
    /// document.addOperation(.get, "/todos", parameters: [.query("done", Bool.self)], response: [Todo].self)
    /// ```
    ///
    /// The path is written in OpenAPI's template syntax (`/todos/{id}`) or in the route syntax
    /// of Vapor and Hummingbird (`/todos/:id`); the document always writes `{id}`. Every
    /// parameter in the path is a required path parameter, a string unless a ``Parameter/path(_:_:description:)``
    /// parameter gives its type. Adding the same method and path again replaces the operation.
    ///
    /// Nothing is checked here: the types become schemas, and the operation is checked, when
    /// the document is written.
    ///
    /// - Parameters:
    ///   - method: The HTTP method.
    ///   - path: The path, with parameters as `{name}` or `:name`.
    ///   - summary: A short summary of what the operation does.
    ///   - description: A longer description.
    ///   - operationID: A unique name for the operation; `nil` derives one from the method and
    ///     path (`getTodosById`).
    ///   - tags: Tags that group operations.
    ///   - parameters: The types of path parameters, and the query parameters.
    ///   - requestBody: The type of the JSON request body, described as decoding accepts it;
    ///     `nil` for none.
    ///   - response: The type of the JSON response body, described as encoding writes it;
    ///     `nil` for none.
    ///   - status: The success status; `nil` is 200 with a response type and 204 without.
    ///   - additionalStatuses: Other success statuses the operation answers with, with the same
    ///     response body (a `POST` that answers 201, or 200 for a dry run).
    ///   - partialRequestBody: Whether the request body holds only the members to change, as
    ///     a `PATCH` that merges it into a stored model with `update(fromJSONData:)` reads it:
    ///     the body is then the model's `Name-Patch` component, its input schema with no member
    ///     required. The request body must be a model or a struct.
    ///   - problems: More problem statuses the operation can answer with (such as 409), each
    ///     documented as an `application/problem+json` `ProblemDetails`.
    public mutating func addOperation(
        _ method: Method,
        _ path: String,
        summary: String? = nil,
        description: String? = nil,
        operationID: String? = nil,
        tags: [String] = [],
        parameters: [OpenAPIDocument.Parameter] = [],
        requestBody: (any Any.Type)? = nil,
        response: (any Any.Type)? = nil,
        status: Int? = nil,
        additionalStatuses: [Int] = [],
        partialRequestBody: Bool = false,
        problems: [Int] = []
    ) {
        addOperation(
            method,
            path,
            OperationDescription(
                summary: summary,
                description: description,
                operationID: operationID,
                tags: tags,
                parameters: parameters,
                requestBody: requestBody,
                response: response,
                status: status,
                additionalStatuses: additionalStatuses,
                partialRequestBody: partialRequestBody,
                problems: problems
            )
        )
    }

    /// Describes one operation with a description kept apart from its method and path, as a
    /// route layer keeps one per route; otherwise the same as the long form of `addOperation`.
    ///
    /// ```swift
    /// let create = OperationDescription(summary: "Create a todo", requestBody: Todo.self, response: Todo.self, status: 201)
    /// document.addOperation(.post, "/todos", create)
    /// ```
    ///
    /// - Parameters:
    ///   - method: The HTTP method.
    ///   - path: The path, with parameters as `{name}` or `:name`.
    ///   - description: What the operation takes and answers.
    public mutating func addOperation(_ method: Method, _ path: String, _ description: OperationDescription) {
        let operation = Operation(
            method: method,
            summary: description.summary,
            description: description.description,
            operationID: description.operationID,
            tags: description.tags,
            parameters: description.parameters,
            requestBody: description.requestBody,
            response: description.response,
            status: description.status ?? (description.response == nil ? 204 : 200),
            additionalStatuses: description.additionalStatuses,
            partialRequestBody: description.partialRequestBody,
            problems: description.problems,
            route: OperationPath(path)
        )
        if let index = operations.firstIndex(where: { $0.method == method && $0.path == operation.path }) {
            operations[index] = operation
        } else {
            operations.append(operation)
        }
    }
}
