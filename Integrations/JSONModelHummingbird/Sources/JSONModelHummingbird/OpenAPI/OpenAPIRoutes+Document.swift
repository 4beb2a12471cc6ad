import Foundation
import HTTPTypes
import Hummingbird
import JSONModelKit
import NIOCore

extension OpenAPIRoutes {
    /// Serves the OpenAPI document as `application/json` at a path (`GET /openapi.json` by
    /// default), and writes it once now, so that a document that cannot be written fails at
    /// startup rather than on the first request.
    ///
    /// ```swift
    /// try api.addDocumentRoute()
    /// ```
    ///
    /// The route is not described: it is the document, not an operation of the API, and
    /// ``undescribedRoutes`` leaves it out. The JSON is written once and kept; describing
    /// another route afterwards writes it again on the next request.
    ///
    /// - Parameter path: Where the document is served, after the group's path (on the routes
    ///   of the router itself, from its root).
    /// - Throws: ``JSONModelError`` when the document cannot be written: a type that cannot be
    ///   mapped, or an operation that contradicts itself (`OpenAPIDocument.jsonValue()` lists
    ///   what).
    public func addDocumentRoute(at path: RouterPath = "openapi.json") throws(JSONModelError) {
        let registry = registry
        _ = try registry.documentJSON()
        registry.recordDocumentRoute(RegisteredRoute(method: .get, routerPath: prefix.appendingPath(path)))
        parent.on(path, method: .get) { _, _ in
            let body = try registry.documentJSON()
            var headers = HTTPFields()
            headers[.contentType] = "application/json; charset=utf-8"
            headers[.contentLength] = String(body.count)
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
        }
    }
}
