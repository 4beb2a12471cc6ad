import Vapor

// swift-format-ignore: AvoidRetroactiveConformances
// Neither the class nor the protocol is declared in this package, and keeping the root package
// free of Vapor is the point of this one. Vapor will not declare this conformance itself (it does
// not know JSONModelKit), so the usual risk of two conflicting conformances does not arise.
extension JSONModel: @retroactive AsyncResponseEncodable {
    /// The response for a model returned from a handler: compact JSON written by JSONModelKit,
    /// `Content-Type: application/json; charset=utf-8`, status 200.
    ///
    /// ```swift
    /// app.get("todos", ":id") { req async throws -> Todo in
    ///     try await store.todo(req.parameters.require("id", as: Int.self))
    /// }
    /// ```
    ///
    /// The model is written with its own class's properties and `app.jsonModel.encodingOptions`.
    /// For another status, use `encodeResponse(status:headers:for:)`.
    ///
    /// - Parameter request: The request the model answers.
    /// - Returns: The response.
    /// - Throws: A 500 ``ProblemDetails`` without details when the model cannot be written (a
    ///   `Double.nan` property, say).
    public func encodeResponse(for request: Request) async throws -> Response {
        let options = request.application.jsonModel.responseEncodingOptions
        return try Response.json(writing: { () throws(JSONModelError) in try toJSONData(options: options) })
    }
}

extension AsyncResponseEncodable where Self: JSONStruct {
    /// The response for a `JSONStruct` value returned from a handler, written as a model is
    /// (``JSONModelKit/JSONModel/encodeResponse(for:)``).
    ///
    /// A struct opts in by declaring the conformance, which this default fulfils:
    ///
    /// ```swift
    /// struct Point: JSONStruct, AsyncResponseEncodable {
    ///     var x = 0.0
    ///     var y = 0.0
    /// }
    /// ```
    ///
    /// - Parameter request: The request the value answers.
    /// - Returns: The response.
    /// - Throws: A 500 ``ProblemDetails`` without details when the value cannot be written.
    public func encodeResponse(for request: Request) async throws -> Response {
        let options = request.application.jsonModel.responseEncodingOptions
        return try Response.json(writing: { () throws(JSONModelError) in try toJSONData(options: options) })
    }
}

extension Application.JSONModelSettings {
    /// ``encodingOptions`` with `prettyPrinted: nil` made compact, as responses are written.
    var responseEncodingOptions: JSONModel.EncodingOptions {
        var options = encodingOptions
        options.prettyPrinted = options.prettyPrinted ?? false
        return options
    }
}

extension Response {
    /// A 200 JSON response with the text `write` produces.
    ///
    /// - Parameter write: Writes the JSON text.
    /// - Returns: The response.
    /// - Throws: A 500 ``ProblemDetails`` with no details when `write` fails: a value the server
    ///   cannot write is the server's fault, and the client learns nothing of its types.
    static func json(writing write: () throws(JSONModelError) -> Data) throws(ProblemDetails) -> Response {
        do {
            return Response.json(try write())
        } catch {
            throw ProblemDetails(statusCode: 500)
        }
    }
}
