import Foundation
import HTTPTypes
import Hummingbird
import JSONModelKit
import NIOCore

/// A Hummingbird response encoder that writes `JSONModel` classes, arrays of them and
/// `JSONStruct` values with JSONModelKit's writer.
///
/// Make it the encoder of your request context (see ``JSONModelRequestContext``), and a handler
/// returns its models directly:
///
/// ```swift
/// router.get("todos") { _, _ -> [Todo] in
///     await store.all()
/// }
/// ```
///
/// The body is compact JSON with `Content-Type: application/json; charset=utf-8` and status
/// 200 (wrap the value in Hummingbird's `EditedResponse` for another status). A model is written
/// with its own class's properties, so an array of mixed subclasses keeps every field. Any
/// other `Encodable` value goes through Foundation's `JSONEncoder` with ISO 8601 dates, as with
/// Hummingbird's default encoder.
public struct JSONModelResponseEncoder: ResponseEncoder, Sendable {
    /// The JSONModelKit encoding settings.
    ///
    /// `prettyPrinted: nil` (the build default elsewhere in JSONModelKit) is written compact:
    /// a server's output does not change between debug and release builds.
    public var options: JSONModel.EncodingOptions

    /// Creates an encoder that writes compact JSON with JSONModelKit's other defaults.
    public init() {
        self.options = JSONModel.EncodingOptions(prettyPrinted: false)
    }

    /// Creates an encoder with the given settings.
    ///
    /// - Parameter options: The JSONModelKit encoding settings; `prettyPrinted: nil` is compact.
    public init(options: JSONModel.EncodingOptions) {
        self.options = options
    }

    /// Writes a value returned by a handler as a JSON response.
    ///
    /// - Parameters:
    ///   - value: The value: a model, an array of models, a `JSONStruct`, an array of those, or
    ///     any other `Encodable` value.
    ///   - request: The request the value answers.
    ///   - context: The request context.
    /// - Returns: A 200 response with the JSON body.
    /// - Throws: ``JSONModelError`` (or `EncodingError` for other values) when the value cannot
    ///   be written, such as a `Double.nan` property; Hummingbird answers a 500 without details.
    public func encode(_ value: some Encodable, from request: Request, context: some RequestContext) throws -> Response
    {
        let body = try encodedData(value)
        var headers = HTTPFields()
        headers.reserveCapacity(4)
        headers[.contentType] = "application/json; charset=utf-8"
        headers[.contentLength] = String(body.count)
        return Response(
            status: .ok,
            headers: headers,
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: body))
        )
    }

    /// The JSON text of a value, as ``encode(_:from:context:)`` writes it.
    ///
    /// - Parameter value: The value to write.
    /// - Returns: The JSON text as UTF-8.
    /// - Throws: ``JSONModelError``, or `EncodingError` for values that are not JSONModelKit's.
    public func encodedData(_ value: some Encodable) throws -> Data {
        var options = self.options
        options.prettyPrinted = options.prettyPrinted ?? false
        if let model = value as? JSONModel {
            return try model.toJSONData(options: options)
        }
        if let models = value as? any JSONModelCollection {
            return try models.encodedJSONModelArray(options: options)
        }
        if let values = value as? any JSONStructCollection {
            return try values.encodedJSONStructArray(options: options)
        }
        if let structValue = value as? any JSONStruct {
            return try Self.encodeStruct(structValue, options: options)
        }
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        if options.prettyPrinted == true {
            encoder.outputFormatting.insert(.prettyPrinted)
        }
        if options.sortedKeys {
            encoder.outputFormatting.insert(.sortedKeys)
        }
        return try encoder.encode(value)
    }

    private static func encodeStruct<Value: JSONStruct>(
        _ value: Value,
        options: JSONModel.EncodingOptions
    ) throws(JSONModelError) -> Data {
        try value.toJSONData(options: options)
    }
}
