import JSONModelOpenAPI
import NIOHTTP1
import Vapor

extension Route {
    /// Describes this route for the OpenAPI document that
    /// ``Vapor/Routes/openAPIDocument(title:version:description:)`` writes.
    ///
    /// ```swift
    /// app.post("todos") { req in try await create(req) }
    ///     .openAPI(summary: "Create a todo", requestBody: Todo.self, response: Todo.self, status: 201)
    /// app.get("todos", ":id") { req in try await find(req) }
    ///     .openAPI(summary: "One todo", parameters: [.path("id", Int.self)], response: Todo.self)
    /// ```
    ///
    /// The method and the path are the route's own (`:id` is written `{id}`); the other parts
    /// are those of `OpenAPIDocument.addOperation`, with the same defaults. The description is
    /// kept in the route's `userInfo`; nothing is checked here: the document reports a type it
    /// cannot map, or an operation that contradicts itself, when it is written. Described again,
    /// the last description holds.
    ///
    /// - Parameters:
    ///   - summary: A short summary of what the route does.
    ///   - description: A longer description; `nil` uses the route's Vapor description
    ///     (`.description("...")`), if any.
    ///   - operationID: A unique name for the operation; `nil` derives one from the method and
    ///     path (`getTodosById`).
    ///   - tags: Tags that group operations.
    ///   - parameters: The types of the path parameters (a string unless given here), and the
    ///     query parameters.
    ///   - requestBody: The type of the JSON request body, described as decoding accepts it;
    ///     `nil` for none.
    ///   - response: The type of the JSON response body, described as encoding writes it; `nil`
    ///     for none.
    ///   - status: The success status; `nil` is 200 with a response type and 204 without.
    ///   - additionalStatuses: Other success statuses the route answers with, with the same
    ///     response body (a `POST` that answers 201, or 200 for a dry run).
    ///   - partialRequestBody: Whether the request body holds only the members to change, as a
    ///     `PATCH` that merges it with `update(fromJSONData:)` or `req.update(_:)` reads it: the
    ///     body is then the model's `Name-Patch` component, with no member required.
    ///   - problems: More problem statuses the route can answer with (such as 409), each
    ///     documented as an `application/problem+json` `ProblemDetails`.
    /// - Returns: The route, for chaining.
    @discardableResult
    public func openAPI(
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
    ) -> Route {
        openAPIDescription = OperationDescription(
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
        return self
    }

    /// Describes this route for the OpenAPI document, with its success status as a Vapor status
    /// (`status: .created`); otherwise the same as
    /// ``openAPI(summary:description:operationID:tags:parameters:requestBody:response:status:additionalStatuses:partialRequestBody:problems:)``.
    ///
    /// - Parameters:
    ///   - summary: A short summary of what the route does.
    ///   - description: A longer description; `nil` uses the route's Vapor description, if any.
    ///   - operationID: A unique name for the operation; `nil` derives one.
    ///   - tags: Tags that group operations.
    ///   - parameters: The types of the path parameters, and the query parameters.
    ///   - requestBody: The type of the JSON request body, or `nil`.
    ///   - response: The type of the JSON response body, or `nil`.
    ///   - status: The success status.
    ///   - additionalStatuses: Other success statuses, with the same response body.
    ///   - partialRequestBody: Whether the request body holds only the members to change.
    ///   - problems: More problem statuses the route can answer with.
    /// - Returns: The route, for chaining.
    @discardableResult
    public func openAPI(
        summary: String? = nil,
        description: String? = nil,
        operationID: String? = nil,
        tags: [String] = [],
        parameters: [OpenAPIDocument.Parameter] = [],
        requestBody: (any Any.Type)? = nil,
        response: (any Any.Type)? = nil,
        status: HTTPResponseStatus,
        additionalStatuses: [Int] = [],
        partialRequestBody: Bool = false,
        problems: [Int] = []
    ) -> Route {
        openAPI(
            summary: summary,
            description: description,
            operationID: operationID,
            tags: tags,
            parameters: parameters,
            requestBody: requestBody,
            response: response,
            status: Int(status.code),
            additionalStatuses: additionalStatuses,
            partialRequestBody: partialRequestBody,
            problems: problems
        )
    }

    /// What ``openAPI(summary:description:operationID:tags:parameters:requestBody:response:status:additionalStatuses:partialRequestBody:problems:)``
    /// said about this route, or `nil` when the route is not described.
    public var openAPIDescription: OperationDescription? {
        get { userInfo[OpenAPIDescriptionKey()] as? OperationDescription }
        set { userInfo[OpenAPIDescriptionKey()] = newValue }
    }
}

/// The key of a route's ``OperationDescription`` in `Route.userInfo`.
private struct OpenAPIDescriptionKey: Hashable, Sendable {}
