import Foundation
import NIOCore

/// A request body read into memory, with the options it is decoded with; every failure is
/// thrown as a ``ProblemDetails``.
///
/// `req.decodeJSONModel(_:)` and its siblings read the body and decode it in one call. Read the
/// body first with ``Vapor/Request/jsonModelBody(options:)`` when the decoding must happen
/// elsewhere, such as inside the actor that keeps the models:
///
/// ```swift
/// app.patch("todos", ":id") { req async throws -> Todo in
///     let id = try req.parameters.require("id", as: Int.self)
///     let body = try await req.jsonModelBody()
///     guard let todo = try await store.update(id, { todo in try body.update(todo) }) else {
///         throw ProblemDetails(status: .notFound, detail: "No todo has the id \(id).")
///     }
///     return todo
/// }
/// ```
public struct JSONModelRequestBody: Sendable {
    /// The body's bytes.
    public var buffer: ByteBuffer

    /// The JSONModelKit decoding settings.
    public var options: JSONModel.DecodingOptions

    /// Wraps a body.
    ///
    /// - Parameters:
    ///   - buffer: The JSON text as UTF-8.
    ///   - options: The JSONModelKit decoding settings.
    public init(_ buffer: ByteBuffer, options: JSONModel.DecodingOptions) {
        self.buffer = buffer
        self.options = options
    }

    /// Decodes the body as a model.
    ///
    /// - Parameter type: The model class.
    /// - Returns: A new model.
    /// - Throws: ``ProblemDetails``: 400 for a syntax error, 422 for anything else the body
    ///   gets wrong (one entry per problem), 500 for a model JSONModelKit cannot map.
    public func decode<Model: JSONModel>(_ type: Model.Type) throws(ProblemDetails) -> Model {
        try problems { () throws(JSONModelError) in try Model.fromJSONData(data, options: options) }
    }

    /// Decodes the body as a `JSONStruct` value.
    ///
    /// - Parameter type: The struct type.
    /// - Returns: The value.
    /// - Throws: ``ProblemDetails``, as ``decode(_:)-(Model.Type)``.
    public func decode<Value: JSONStruct>(_ type: Value.Type) throws(ProblemDetails) -> Value {
        try problems { () throws(JSONModelError) in try Value.fromJSONData(data, options: options) }
    }

    /// Decodes the body, a JSON array, as models.
    ///
    /// - Parameter type: The model class of the elements.
    /// - Returns: One new model per element, in order.
    /// - Throws: ``ProblemDetails``; entry paths start with the element index (`[2].title`).
    public func decodeArray<Model: JSONModel>(of type: Model.Type) throws(ProblemDetails) -> [Model] {
        try problems { () throws(JSONModelError) in try Model.arrayFromJSONData(data, options: options) }
    }

    /// Decodes the body, a JSON array, as `JSONStruct` values.
    ///
    /// - Parameter type: The struct type of the elements.
    /// - Returns: The values, in order.
    /// - Throws: ``ProblemDetails``; entry paths start with the element index (`[2].title`).
    public func decodeArray<Value: JSONStruct>(of type: Value.Type) throws(ProblemDetails) -> [Value] {
        try problems { () throws(JSONModelError) in try Value.arrayFromJSONData(data, options: options) }
    }

    /// Applies the members present in the body to a model, leaving the others as they are
    /// (JSONModelKit's `update(fromJSONData:options:)`, for PATCH).
    ///
    /// - Parameter model: The model to change; it is left as it was when anything fails.
    /// - Throws: ``ProblemDetails``, as ``decode(_:)-(Model.Type)``.
    public func update(_ model: JSONModel) throws(ProblemDetails) {
        try problems { () throws(JSONModelError) in try model.update(fromJSONData: data, options: options) }
    }

    private var data: Data {
        Data(buffer.readableBytesView)
    }

    private func problems<Result>(_ body: () throws(JSONModelError) -> Result) throws(ProblemDetails) -> Result {
        do {
            return try body()
        } catch {
            throw ProblemDetails(decoding: error)
        }
    }
}
