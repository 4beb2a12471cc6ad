import Foundation
import Hummingbird
import JSONModelKit
import NIOCore

/// A Hummingbird request decoder that reads `JSONModel` classes and `JSONStruct` types with
/// JSONModelKit, and answers a bad body with an RFC 9457 problem response.
///
/// Make it the decoder of your request context, and handlers keep calling
/// `request.decode(as:context:)`:
///
/// ```swift
/// struct AppRequestContext: RequestContext {
///     var coreContext: CoreRequestContextStorage
///     init(source: ApplicationRequestContextSource) { coreContext = .init(source: source) }
///     var requestDecoder: JSONModelRequestDecoder { JSONModelRequestDecoder() }
///     var responseEncoder: JSONModelResponseEncoder { JSONModelResponseEncoder() }
/// }
///
/// router.post("todos") { request, context -> Todo in
///     try await request.decode(as: Todo.self, context: context)
/// }
/// ```
///
/// - `JSONModel` subclasses, `JSONStruct` types (that are also `Decodable`, as
///   `request.decode(as:context:)` asks) and arrays of either are decoded by JSONModelKit with
///   ``options``: strict types, required keys, and by default every problem collected, so a
///   client sees all of them in one response.
/// - Any other `Decodable` type goes through Foundation's `JSONDecoder` (ISO 8601 dates, as
///   Hummingbird's default decoder), and its errors become the same problem responses.
/// - The body is read up to the context's `maxUploadSize`; a larger one is a 413.
/// - ``init()`` bounds the work one request can cause (``defaultOptions``): the body's size,
///   each string's length, each array's or object's count, and the number of errors listed.
///
/// Failures are thrown as ``ProblemDetails``: 400 for a syntax error, 422 for everything else
/// the body gets wrong, with one entry per problem.
public struct JSONModelRequestDecoder: RequestDecoder, Sendable {
    /// The JSONModelKit decoding settings.
    public var options: JSONModel.DecodingOptions

    /// The settings of ``init()``: JSONModelKit's strict defaults, errors collected, and limits
    /// for input from clients (`JSONModel.DecodingOptions.requestBodies`, which the Vapor
    /// integration uses too).
    ///
    /// | setting | value |
    /// |---|---|
    /// | `collectAllErrors` | `true`: a client sees every problem in one response |
    /// | `maxCollectedErrors` | 100: the decode stops at the 101st problem |
    /// | `maxInputSize` | 2 MiB (2,097,152 bytes) |
    /// | `maxStringLength` | 256 KiB (262,144 bytes) |
    /// | `maxCollectionCount` | 10,000 elements or members |
    /// | `maxDepth` | 512 |
    ///
    /// Start from it to change one setting and keep the others:
    ///
    /// ```swift
    /// var options = JSONModelRequestDecoder.defaultOptions
    /// options.unknownKeys = .reject
    /// let decoder = JSONModelRequestDecoder(options: options)
    /// ```
    public static let defaultOptions = JSONModel.DecodingOptions.requestBodies

    /// Creates a decoder with ``defaultOptions``: JSONModelKit's strict defaults, every error
    /// collected up to 100, and limits on the body's size, strings and collections.
    public init() {
        self.options = Self.defaultOptions
    }

    /// Creates a decoder with the given settings, used as they are.
    ///
    /// Start from ``defaultOptions`` to keep its limits and collected errors; for example, to
    /// also reject unknown keys, set `unknownKeys` to `.reject` on a copy of it. Options made
    /// from scratch (`DecodingOptions()`) have no size limits and stop at the first error.
    ///
    /// - Parameter options: The JSONModelKit decoding settings.
    public init(options: JSONModel.DecodingOptions) {
        self.options = options
    }

    /// Decodes the request body as `type`.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - request: The request whose body is read.
    ///   - context: The request context; its `maxUploadSize` bounds the body.
    /// - Returns: The decoded value.
    /// - Throws: ``ProblemDetails`` (400, 413 or 422), or the body stream's own error.
    public func decode<T: Decodable>(
        _ type: T.Type,
        from request: Request,
        context: some RequestContext
    ) async throws -> T {
        try decode(type, from: await body(of: request, context: context))
    }

    /// Decodes a JSON document held in a buffer, as ``decode(_:from:context:)`` does with a
    /// request body.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - buffer: The JSON text as UTF-8.
    /// - Returns: The decoded value.
    /// - Throws: ``ProblemDetails`` (400 or 422).
    public func decode<T: Decodable>(_ type: T.Type, from buffer: ByteBuffer) throws -> T {
        let data = Data(buffer.readableBytesView)
        do {
            if let decoded = try decodeWithJSONModelKit(type, from: data) {
                return decoded
            }
        } catch let error as JSONModelError {
            throw ProblemDetails(decoding: error)
        }
        do {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            return try decoder.decode(type, from: data)
        } catch let error as DecodingError {
            throw ProblemDetails(decoding: JSONModelError(decodingError: error))
        }
    }

    /// Applies the members present in the request body to a model, leaving the others as they
    /// are (JSONModelKit's `update(fromJSONData:options:)`).
    ///
    /// ```swift
    /// router.patch("todos/:id") { request, context -> Todo in
    ///     let todo = try await database.todo(id: context.parameters.require("id", as: Int.self))
    ///     try await context.requestDecoder.update(todo, from: request, context: context)
    ///     return try await database.save(todo)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - model: The model to change; it is left as it was when anything fails.
    ///   - request: The request whose body is read.
    ///   - context: The request context; its `maxUploadSize` bounds the body.
    /// - Throws: ``ProblemDetails`` (400, 413 or 422), or the body stream's own error.
    public func update(_ model: JSONModel, from request: Request, context: some RequestContext) async throws {
        try update(model, from: await body(of: request, context: context))
    }

    /// Applies the members present in a JSON document to a model; see
    /// ``update(_:from:context:)``.
    ///
    /// - Parameters:
    ///   - model: The model to change; it is left as it was when anything fails.
    ///   - buffer: A JSON object as UTF-8.
    /// - Throws: ``ProblemDetails`` (400 or 422).
    public func update(_ model: JSONModel, from buffer: ByteBuffer) throws {
        do {
            try model.update(fromJSONData: Data(buffer.readableBytesView), options: options)
        } catch {
            throw ProblemDetails(decoding: error)
        }
    }

    /// Reads the whole request body, up to the context's `maxUploadSize`.
    ///
    /// Use it to read the body first and decode it later, for example inside an actor with
    /// `update(_:from:)`.
    ///
    /// - Parameters:
    ///   - request: The request whose body is read.
    ///   - context: The request context; its `maxUploadSize` bounds the body.
    /// - Returns: The body.
    /// - Throws: ``ProblemDetails/contentTooLarge(limit:)`` (413) past the limit, or the body
    ///   stream's own error.
    public func body(of request: Request, context: some RequestContext) async throws -> ByteBuffer {
        let limit = context.maxUploadSize
        // A declared length over the limit fails before any byte is read.
        if let declared = request.headers[.contentLength].flatMap(Int.init), declared > limit {
            throw ProblemDetails.contentTooLarge(limit: limit)
        }
        do {
            return try await request.body.collect(upTo: limit)
        } catch is NIOTooManyBytesError {
            throw ProblemDetails.contentTooLarge(limit: limit)
        }
    }

    /// Decodes `type` with JSONModelKit when it is a model, a `JSONStruct` or an array of either;
    /// `nil` for any other type.
    private func decodeWithJSONModelKit<T>(_ type: T.Type, from data: Data) throws -> T? {
        if let modelType = type as? JSONModel.Type {
            return try modelType.fromJSONData(data, options: options) as? T
        }
        if let arrayType = type as? any JSONModelCollection.Type {
            return try arrayType.decodeJSONModelArray(from: data, options: options) as? T
        }
        if let arrayType = type as? any JSONStructCollection.Type {
            return try arrayType.decodeJSONStructArray(from: data, options: options) as? T
        }
        if let structType = type as? any JSONStruct.Type {
            return try Self.decodeStruct(structType, from: data, options: options) as? T
        }
        return nil
    }

    private static func decodeStruct<Value: JSONStruct>(
        _ type: Value.Type,
        from data: Data,
        options: JSONModel.DecodingOptions
    ) throws(JSONModelError) -> Value {
        try Value.fromJSONData(data, options: options)
    }
}
