import NIOHTTP1
import Vapor

// swift-format-ignore: AvoidRetroactiveConformances
// As for `AbortError`: neither JSONModelKit nor Vapor can declare this conformance.
extension ProblemDetails: @retroactive AsyncResponseEncodable {
    /// The response: this problem as `application/problem+json`, written by JSONModelKit, with
    /// the problem's status.
    ///
    /// ``JSONModelProblemMiddleware`` answers every thrown problem with it; a handler may also
    /// return one.
    ///
    /// - Parameter request: The request that failed.
    /// - Returns: The response.
    /// - Throws: Nothing: a problem is strings and integers, which are always written
    ///   (`AsyncResponseEncodable` declares the method throwing).
    public func encodeResponse(for request: Request) async throws -> Response {
        response(headers: [:])
    }

    /// The problem response, with extra headers (a `WWW-Authenticate` or `Retry-After` header of
    /// the error it stands for, say); the content type and length are the problem's own.
    ///
    /// - Parameter headers: Headers to send besides the content type and length.
    /// - Returns: The response.
    func response(headers: HTTPHeaders) -> Response {
        Response.json(responseBody(), status: status, contentType: ProblemDetails.mediaType, headers: headers)
    }
}
