import Vapor

// Vapor holds a route's `body: .collect(maxSize:)` to its limit only while it collects a body
// that arrives in pieces; a body that arrived whole is handed over as it is. Once the handler
// runs, both look the same (`body.data`). A middleware sees the request before the route
// collects anything, so `JSONModelProblemMiddleware` notes which it was: a body that arrived in
// pieces and is in memory at the handler was collected by the route under its own limit, which
// `jsonModelBody(options:)` then does not second-guess with the application's default.

extension Request {
    /// How the request's body reached the server, as a middleware saw it before the route ran.
    enum BodyArrival: Sendable {
        /// The whole body came with the head: no limit was checked.
        case whole
        /// The body was still arriving (or there was none): the route collects it, with its limit.
        case inPieces
    }

    private struct BodyArrivalKey: StorageKey {
        typealias Value = BodyArrival
    }

    /// Notes how the body arrived; only the first note counts (a later middleware sees a body
    /// the route may have collected).
    func noteBodyArrival() {
        guard storage[BodyArrivalKey.self] == nil else { return }
        storage[BodyArrivalKey.self] = body.data == nil ? .inPieces : .whole
    }

    /// Whether Vapor's route collected the body under its own `body: .collect(maxSize:)` limit:
    /// it arrived in pieces (a middleware noted it) and is in memory now.
    var routeCollectedBody: Bool {
        storage[BodyArrivalKey.self] == .inPieces && body.data != nil
    }
}
