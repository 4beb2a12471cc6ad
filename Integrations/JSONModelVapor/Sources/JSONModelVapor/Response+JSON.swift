import NIOCore
import NIOHTTP1
import Vapor

extension Response {
    /// The media type of the JSON that models and arrays of models are written as.
    static let jsonContentType = "application/json; charset=utf-8"

    /// A response whose body is JSON text already written.
    ///
    /// - Parameters:
    ///   - body: The UTF-8 text.
    ///   - status: The status.
    ///   - contentType: The `Content-Type`.
    ///   - headers: More headers; a `Content-Type` or `Content-Length` among them is replaced.
    /// - Returns: The response, with `Content-Length` set.
    static func json(
        _ body: some Collection<UInt8>,
        status: HTTPResponseStatus = .ok,
        contentType: String = jsonContentType,
        headers: HTTPHeaders = [:]
    ) -> Response {
        var allHeaders = headers
        allHeaders.replaceOrAdd(name: .contentType, value: contentType)
        var buffer = ByteBufferAllocator().buffer(capacity: body.count)
        buffer.writeBytes(body)
        // `Response.init` sets Content-Length from the collected body.
        return Response(status: status, headers: allHeaders, body: Response.Body(buffer: buffer))
    }
}
