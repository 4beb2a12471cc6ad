import Foundation
import NIOCore
import NIOHTTP1
import Vapor

/// A Vapor content decoder that reads `JSONModel` classes, `JSONStruct` types and arrays of
/// either with JSONModelKit, and everything else with `JSONDecoder`.
///
/// Register it for JSON, and `req.content.decode(Todo.self)` takes JSONModelKit's path:
///
/// ```swift
/// ContentConfiguration.global.use(decoder: JSONModelContentDecoder(), for: .json)
/// ContentConfiguration.global.use(encoder: JSONModelContentEncoder(), for: .json)
///
/// app.post("todos") { req async throws -> Todo in
///     try req.content.decode(Todo.self)
/// }
/// ```
///
/// - Models, structs (that are also `Decodable`, as `content.decode` asks) and arrays of either
///   are decoded with ``options``, and a failure is thrown as a ``ProblemDetails``: 400 for a
///   syntax error, 422 with one entry per problem for the rest.
/// - Any other type goes to ``fallback`` with the `userInfo` Vapor passes, so `Validatable`'s
///   `validate(content:)` and `req.content.get(_:at:)` keep working; its `DecodingError`s are
///   thrown as they are (``JSONModelProblemMiddleware`` answers them with the same problems).
///
/// A content decoder sees the body, not the request: the route's body limit does not apply here
/// (only `maxInputSize`, a 422); `req.decodeJSONModel(_:)` applies both.
public struct JSONModelContentDecoder: ContentDecoder {
    /// The JSONModelKit decoding settings.
    public var options: JSONModel.DecodingOptions

    /// The decoder of every type that is not JSONModelKit's.
    public var fallback: JSONDecoder

    /// Creates a decoder.
    ///
    /// - Parameters:
    ///   - options: The JSONModelKit decoding settings; by default `.requestBodies` (errors
    ///     collected, limits for input from clients).
    ///   - fallback: The decoder of other types; by default Vapor's own (ISO 8601 dates).
    public init(
        options: JSONModel.DecodingOptions = .requestBodies,
        fallback: JSONDecoder = .custom(dates: .iso8601)
    ) {
        self.options = options
        self.fallback = fallback
    }

    /// Decodes a body with no extra `userInfo`.
    ///
    /// - Parameters:
    ///   - decodable: The type to decode.
    ///   - body: The JSON text.
    ///   - headers: The request's headers.
    /// - Returns: The value.
    /// - Throws: ``ProblemDetails`` for JSONModelKit's types; `DecodingError` for the others.
    public func decode<D: Decodable>(_ decodable: D.Type, from body: ByteBuffer, headers: HTTPHeaders) throws -> D {
        try decode(decodable, from: body, headers: headers, userInfo: [:])
    }

    /// Decodes a body, handing `userInfo` to the fallback decoder.
    ///
    /// - Parameters:
    ///   - decodable: The type to decode.
    ///   - body: The JSON text.
    ///   - headers: The request's headers.
    ///   - userInfo: What Vapor passes to the `Decodable` implementation (the pending
    ///     validations of `Validatable`, the key path of `content.get(_:at:)`).
    /// - Returns: The value.
    /// - Throws: ``ProblemDetails`` for JSONModelKit's types; `DecodingError` for the others.
    public func decode<D: Decodable>(
        _ decodable: D.Type,
        from body: ByteBuffer,
        headers: HTTPHeaders,
        userInfo: [CodingUserInfoKey: any Sendable]
    ) throws -> D {
        let data = Data(body.readableBytesView)
        do {
            if let value = try JSONModelKitTypes.decode(decodable, from: data, options: options) {
                return value
            }
        } catch {
            throw ProblemDetails(decoding: error)
        }
        return try fallback.decode(decodable, from: body, headers: headers, userInfo: userInfo)
    }
}
