import NIOCore
import Vapor

extension Request {
    /// Reads the request body for JSONModelKit, up to the route's limit.
    ///
    /// The limit is the smaller of ``routeBodyLimit`` (the route's ``Vapor/Route/maxBodySize(_:)``,
    /// else `app.routes.defaultMaxBodySize`) and the options' `maxInputSize`, and it holds
    /// whether the body arrived in one chunk or in many. With ``JSONModelProblemMiddleware``
    /// installed, a body that arrived in pieces and that Vapor's route collected under its own
    /// `body: .collect(maxSize:)` is held only to `maxInputSize` (and a `maxBodySize(_:)`), so a
    /// route that raised its limit with `.collect(maxSize: "1mb")` keeps it for such bodies.
    ///
    /// - Parameter options: The decoding settings; `nil` uses `app.jsonModel.decodingOptions`.
    /// - Returns: The body, ready to decode; empty when the request has none (which decodes as a
    ///   400).
    /// - Throws: ``ProblemDetails/contentTooLarge(limit:)`` (413) past the limit, or the body
    ///   stream's own error.
    public func jsonModelBody(options: JSONModel.DecodingOptions? = nil) async throws -> JSONModelRequestBody {
        let options = options ?? application.jsonModel.decodingOptions
        let routeLimit = route?.declaredMaxBodySize == nil && routeCollectedBody ? Int.max : routeBodyLimit
        let limit = min(routeLimit, options.maxInputSize ?? Int.max)
        let buffer = try await collectBody(upTo: limit) ?? ByteBuffer()
        return JSONModelRequestBody(buffer, options: options)
    }

    /// Decodes the request body as a model.
    ///
    /// ```swift
    /// app.post("todos") { req async throws -> Todo in
    ///     let todo = try await req.decodeJSONModel(Todo.self)
    ///     return await store.add(todo)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The model class.
    ///   - options: The decoding settings; `nil` uses `app.jsonModel.decodingOptions`.
    /// - Returns: A new model.
    /// - Throws: ``ProblemDetails``: 400 for a syntax error (with its line and column), 413 for a
    ///   body over the limit (``jsonModelBody(options:)``), 422 for anything else the body gets
    ///   wrong, with one entry per problem.
    public func decodeJSONModel<Model: JSONModel>(
        _ type: Model.Type,
        options: JSONModel.DecodingOptions? = nil
    ) async throws -> Model {
        try await jsonModelBody(options: options).decode(type)
    }

    /// Decodes the request body as a `JSONStruct` value.
    ///
    /// - Parameters:
    ///   - type: The struct type.
    ///   - options: The decoding settings; `nil` uses `app.jsonModel.decodingOptions`.
    /// - Returns: The value.
    /// - Throws: ``ProblemDetails``, as ``decodeJSONModel(_:options:)-(Model.Type,_)``.
    public func decodeJSONModel<Value: JSONStruct>(
        _ type: Value.Type,
        options: JSONModel.DecodingOptions? = nil
    ) async throws -> Value {
        try await jsonModelBody(options: options).decode(type)
    }

    /// Decodes the request body, a JSON array, as models.
    ///
    /// - Parameters:
    ///   - type: The model class of the elements.
    ///   - options: The decoding settings; `nil` uses `app.jsonModel.decodingOptions`.
    /// - Returns: One new model per element, in order.
    /// - Throws: ``ProblemDetails``, as ``decodeJSONModel(_:options:)-(Model.Type,_)``; entry
    ///   paths start with the element index (`[2].title`).
    public func decodeJSONModels<Model: JSONModel>(
        _ type: Model.Type,
        options: JSONModel.DecodingOptions? = nil
    ) async throws -> [Model] {
        try await jsonModelBody(options: options).decodeArray(of: type)
    }

    /// Decodes the request body, a JSON array, as `JSONStruct` values.
    ///
    /// - Parameters:
    ///   - type: The struct type of the elements.
    ///   - options: The decoding settings; `nil` uses `app.jsonModel.decodingOptions`.
    /// - Returns: The values, in order.
    /// - Throws: ``ProblemDetails``, as ``decodeJSONModel(_:options:)-(Model.Type,_)``.
    public func decodeJSONModels<Value: JSONStruct>(
        _ type: Value.Type,
        options: JSONModel.DecodingOptions? = nil
    ) async throws -> [Value] {
        try await jsonModelBody(options: options).decodeArray(of: type)
    }

    /// Applies the members present in the request body to a model, leaving the others as they
    /// are (JSONModelKit's `update(fromJSONData:options:)`, for PATCH).
    ///
    /// ```swift
    /// app.patch("todos", ":id") { req async throws -> Todo in
    ///     let todo = try await database.todo(req.parameters.require("id", as: Int.self))
    ///     try await req.update(todo)
    ///     return try await database.save(todo)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - model: The model to change; it is left as it was when anything fails.
    ///   - options: The decoding settings; `nil` uses `app.jsonModel.decodingOptions`.
    /// - Throws: ``ProblemDetails``, as ``decodeJSONModel(_:options:)-(Model.Type,_)``.
    public func update(_ model: JSONModel, options: JSONModel.DecodingOptions? = nil) async throws {
        try await jsonModelBody(options: options).update(model)
    }
}
