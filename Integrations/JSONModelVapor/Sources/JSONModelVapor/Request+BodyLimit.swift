import NIOCore
import NIOHTTP1
import Vapor

extension Request {
    /// The most bytes this request's body may have for the route that serves it: the route's
    /// ``Vapor/Route/maxBodySize(_:)`` when it declared one, else the application's
    /// `routes.defaultMaxBodySize`.
    ///
    /// Vapor keeps a route's `body: .collect(maxSize:)` inside the route's closure, where no one
    /// else can read it, so a route that accepts more (or less) than the default says so with
    /// `maxBodySize(_:)`.
    public var routeBodyLimit: Int {
        route?.declaredMaxBodySize ?? application.routes.defaultMaxBodySize.value
    }

    /// Reads the whole body into memory, answering a 413 when it has more than `limit` bytes.
    ///
    /// Vapor hands a handler a body that arrived in a single chunk as it is, without comparing it
    /// with any limit; only a body that arrives in several chunks is checked while it is
    /// collected. This check covers both: a declared `Content-Length` over the limit fails before
    /// any byte is read, a body already in memory is measured, and a streamed one is collected up
    /// to the limit.
    ///
    /// - Parameter limit: The most bytes accepted.
    /// - Returns: The body, or `nil` when the request has none.
    /// - Throws: ``ProblemDetails/contentTooLarge(limit:)`` (413) past the limit, or the body
    ///   stream's own error.
    func collectBody(upTo limit: Int) async throws -> ByteBuffer? {
        if let declared = headers.first(name: .contentLength).flatMap(Int.init), declared > limit {
            throw ProblemDetails.contentTooLarge(limit: limit)
        }
        if let collected = body.data {
            guard collected.readableBytes <= limit else { throw ProblemDetails.contentTooLarge(limit: limit) }
            return collected
        }
        // Vapor's collection fails when the bytes read reach its maximum, so one more byte lets a
        // body of exactly `limit` bytes through.
        let maximum = limit < Int.max ? limit + 1 : nil
        do {
            return try await eventLoop.flatSubmit { self.body.collect(max: maximum) }.get()
        } catch let error as Abort where error.status == .payloadTooLarge {
            throw ProblemDetails.contentTooLarge(limit: limit)
        }
    }
}
