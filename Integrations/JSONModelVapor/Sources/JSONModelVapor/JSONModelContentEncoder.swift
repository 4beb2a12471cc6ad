import Foundation
import NIOCore
import NIOHTTP1
import Vapor

/// A Vapor content encoder that writes `JSONModel` classes, `JSONStruct` values and arrays of
/// either with JSONModelKit, and everything else with `JSONEncoder`.
///
/// Register it for JSON next to ``JSONModelContentDecoder``:
///
/// ```swift
/// ContentConfiguration.global.use(encoder: JSONModelContentEncoder(), for: .json)
/// ```
///
/// Vapor uses it wherever it writes JSON content: `res.content.encode(todo)`, `Content` values
/// returned from handlers, `req.client` requests. JSONModelKit's types are written compact with
/// ``options``; the others go to ``fallback`` with the `userInfo` Vapor passes.
public struct JSONModelContentEncoder: ContentEncoder {
    /// The JSONModelKit encoding settings.
    ///
    /// `prettyPrinted: nil` (the build default elsewhere in JSONModelKit) is written compact, so
    /// the output does not change between debug and release builds.
    public var options: JSONModel.EncodingOptions

    /// The encoder of every value that is not JSONModelKit's.
    public var fallback: JSONEncoder

    /// Creates an encoder.
    ///
    /// - Parameters:
    ///   - options: The JSONModelKit encoding settings; compact by default.
    ///   - fallback: The encoder of other values; by default Vapor's own (ISO 8601 dates).
    public init(
        options: JSONModel.EncodingOptions = JSONModel.EncodingOptions(prettyPrinted: false),
        fallback: JSONEncoder = .custom(dates: .iso8601)
    ) {
        self.options = options
        self.fallback = fallback
    }

    /// Writes a value with no extra `userInfo`.
    ///
    /// - Parameters:
    ///   - encodable: The value.
    ///   - body: Receives the JSON text.
    ///   - headers: Receives `Content-Type: application/json; charset=utf-8`.
    /// - Throws: ``JSONModelError`` for JSONModelKit's values that cannot be written (a
    ///   `Double.nan`); `EncodingError` for the others.
    public func encode<E: Encodable>(_ encodable: E, to body: inout ByteBuffer, headers: inout HTTPHeaders) throws {
        try encode(encodable, to: &body, headers: &headers, userInfo: [:])
    }

    /// Writes a value, handing `userInfo` to the fallback encoder.
    ///
    /// - Parameters:
    ///   - encodable: The value.
    ///   - body: Receives the JSON text.
    ///   - headers: Receives `Content-Type: application/json; charset=utf-8`.
    ///   - userInfo: What Vapor passes to the `Encodable` implementation.
    /// - Throws: ``JSONModelError`` for JSONModelKit's values that cannot be written;
    ///   `EncodingError` for the others.
    public func encode<E: Encodable>(
        _ encodable: E,
        to body: inout ByteBuffer,
        headers: inout HTTPHeaders,
        userInfo: [CodingUserInfoKey: any Sendable]
    ) throws {
        var options = self.options
        options.prettyPrinted = options.prettyPrinted ?? false
        guard let data = try JSONModelKitTypes.encode(encodable, options: options) else {
            return try fallback.encode(encodable, to: &body, headers: &headers, userInfo: userInfo)
        }
        headers.contentType = .json
        body.writeBytes(data)
    }
}
