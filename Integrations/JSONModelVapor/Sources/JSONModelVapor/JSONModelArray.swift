import Foundation
import Vapor

/// An array of models or `JSONStruct` values that a handler returns as one JSON array.
///
/// Vapor makes an array a response only when its elements are `Content`; wrap an array of
/// models in this type instead:
///
/// ```swift
/// app.get("todos") { req async -> JSONModelArray<Todo> in
///     JSONModelArray(await store.all())
/// }
/// ```
///
/// The response is compact JSON written by JSONModelKit with `app.jsonModel.encodingOptions`,
/// `Content-Type: application/json; charset=utf-8`, status 200. Each model is written with its
/// own class's properties, so an array of mixed subclasses keeps every field.
public struct JSONModelArray<Element>: AsyncResponseEncodable {
    /// The elements, in order.
    public let elements: [Element]

    /// Writes the elements as a JSON array.
    private let write: (JSONModel.EncodingOptions) throws(JSONModelError) -> Data

    /// Wraps an array of models.
    ///
    /// - Parameter models: The models, in order.
    public init(_ models: [Element]) where Element: JSONModel {
        self.elements = models
        self.write = { (options) throws(JSONModelError) in try models.toJSONData(options: options) }
    }

    /// Wraps an array of `JSONStruct` values.
    ///
    /// - Parameter values: The values, in order.
    public init(_ values: [Element]) where Element: JSONStruct {
        self.elements = values
        self.write = { (options) throws(JSONModelError) in try values.toJSONData(options: options) }
    }

    /// The response: the elements as one compact JSON array.
    ///
    /// - Parameter request: The request the array answers.
    /// - Returns: The response.
    /// - Throws: A 500 ``ProblemDetails`` without details when an element cannot be written.
    public func encodeResponse(for request: Request) async throws -> Response {
        let options = request.application.jsonModel.responseEncodingOptions
        return try Response.json(writing: { () throws(JSONModelError) in try write(options) })
    }
}
