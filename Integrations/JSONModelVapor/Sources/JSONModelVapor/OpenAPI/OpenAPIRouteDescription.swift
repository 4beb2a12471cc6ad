import JSONModelOpenAPI

/// What a route says about itself in the OpenAPI document: the arguments of
/// `OpenAPIDocument.addOperation`, without the method and path, which are the route's.
///
/// Routes get one with ``Vapor/Route/openAPI(summary:description:operationID:tags:parameters:requestBody:response:status:additionalStatuses:partialRequestBody:problems:)``
/// and hand it back as ``Vapor/Route/openAPIDescription``; ``Vapor/Routes/openAPIDocument(title:version:description:)``
/// turns each into an operation.
public struct OpenAPIRouteDescription: Sendable {
    /// A short summary of what the route does.
    public var summary: String?
    /// A longer description; `nil` uses the route's Vapor description (`.description("...")`), if any.
    public var description: String?
    /// A unique name for the operation; `nil` derives one from the method and path.
    public var operationID: String?
    /// Tags that group operations.
    public var tags: [String]
    /// The types of the path parameters, and the query parameters.
    public var parameters: [OpenAPIDocument.Parameter]
    /// The type of the JSON request body, or `nil`.
    public var requestBody: (any Any.Type)?
    /// The type of the JSON response body, or `nil`.
    public var response: (any Any.Type)?
    /// The success status; `nil` is 200 with a response type and 204 without.
    public var status: Int?
    /// Other success statuses the route answers with, with the same response body.
    public var additionalStatuses: [Int]
    /// Whether the request body holds only the members to change (a `PATCH` that merges it
    /// with `update(fromJSONData:)`): it is then the model's `Name-Patch` component.
    public var partialRequestBody: Bool
    /// More problem statuses the route can answer with (such as 409).
    public var problems: [Int]

    /// Creates a description; every part is optional.
    ///
    /// - Parameters:
    ///   - summary: A short summary of what the route does.
    ///   - description: A longer description.
    ///   - operationID: A unique name for the operation; `nil` derives one.
    ///   - tags: Tags that group operations.
    ///   - parameters: The types of the path parameters, and the query parameters.
    ///   - requestBody: The type of the JSON request body, or `nil`.
    ///   - response: The type of the JSON response body, or `nil`.
    ///   - status: The success status; `nil` is 200 with a response type and 204 without.
    ///   - additionalStatuses: Other success statuses, with the same response body.
    ///   - partialRequestBody: Whether the request body holds only the members to change.
    ///   - problems: More problem statuses the route can answer with.
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
