/// What one operation takes and answers: everything ``OpenAPIDocument/addOperation(_:_:summary:description:operationID:tags:parameters:requestBody:response:status:additionalStatuses:partialRequestBody:problems:)``
/// takes but the method and the path.
///
/// The server integrations keep one per route, whose method and path come from the route:
///
/// ```swift
/// // Hummingbird (OpenAPIRoutes)
/// todos.post(openAPI: OperationDescription(summary: "Create a todo", requestBody: Todo.self, response: Todo.self, status: 201)) {
///     request, context in ...
/// }
/// // Vapor: route.openAPI(...) stores one in the route's userInfo (route.openAPIDescription)
/// ```
///
/// ``OpenAPIDocument/addOperation(_:_:_:)`` adds it to a document; the long form of
/// `addOperation` documents what each field writes.
public struct OperationDescription: Sendable {
    /// A short summary of what the operation does.
    public var summary: String?
    /// A longer description.
    public var description: String?
    /// A unique name for the operation; `nil` derives one from the method and path.
    public var operationID: String?
    /// Tags that group operations.
    public var tags: [String]
    /// The types of path parameters, and the query parameters.
    public var parameters: [OpenAPIDocument.Parameter]
    /// The type of the JSON request body; `nil` for none.
    public var requestBody: (any Any.Type)?
    /// The type of the JSON response body; `nil` for none.
    public var response: (any Any.Type)?
    /// The success status; `nil` is 200 with a response type and 204 without.
    public var status: Int?
    /// Other success statuses the route answers with, with the same response body.
    public var additionalStatuses: [Int]
    /// Whether the request body holds only the members to change (a `PATCH` that calls
    /// `update(fromJSONData:)`): its schema is the `Name-Patch` component, with nothing required.
    public var partialRequestBody: Bool
    /// More problem statuses the operation can answer with (such as 409).
    public var problems: [Int]

    /// Describes an operation.
    ///
    /// - Parameters:
    ///   - summary: A short summary of what the operation does.
    ///   - description: A longer description.
    ///   - operationID: A unique name for the operation; `nil` derives one from the method and
    ///     path (`getTodosById`).
    ///   - tags: Tags that group operations.
    ///   - parameters: The types of path parameters (`.path("id", Int.self)`), and the query
    ///     parameters.
    ///   - requestBody: The type of the JSON request body, described as decoding accepts it.
    ///   - response: The type of the JSON response body, described as encoding writes it.
    ///   - status: The success status; `nil` is 200 with a response type and 204 without.
    ///   - additionalStatuses: Other success statuses the route answers with, with the same
    ///     response body (a `POST` that answers 201, or 200 for a dry run).
    ///   - partialRequestBody: Whether the request body holds only the members to change, as
    ///     `update(fromJSONData:)` reads it.
    ///   - problems: More problem statuses the operation can answer with, each documented as
    ///     an `application/problem+json` `ProblemDetails`.
    public init(
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
        self.summary = summary
        self.description = description
        self.operationID = operationID
        self.tags = tags
        self.parameters = parameters
        self.requestBody = requestBody
        self.response = response
        self.status = status
        self.additionalStatuses = additionalStatuses
        self.partialRequestBody = partialRequestBody
        self.problems = problems
    }
}
