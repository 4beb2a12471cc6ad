import Hummingbird

/// A ready request context whose decoder and encoder are JSONModelKit's.
///
/// Use it when your app needs nothing else from its context:
///
/// ```swift
/// let router = Router(context: JSONModelRequestContext.self)
/// router.post("todos") { request, context -> Todo in
///     try await request.decode(as: Todo.self, context: context)
/// }
/// let app = Application(router: router)
/// ```
///
/// It uses ``JSONModelRequestDecoder/init()`` (strict, errors collected, limits for input
/// from clients: ``JSONModelRequestDecoder/defaultOptions``) and
/// ``JSONModelResponseEncoder/init()`` (compact). For other settings, or for fields of your own
/// (an authenticated user, say), write your own context with the two properties:
///
/// ```swift
/// struct AppRequestContext: RequestContext {
///     var coreContext: CoreRequestContextStorage
///     init(source: ApplicationRequestContextSource) { coreContext = .init(source: source) }
///     var requestDecoder: JSONModelRequestDecoder {
///         var options = JSONModelRequestDecoder.defaultOptions
///         options.unknownKeys = .reject
///         return JSONModelRequestDecoder(options: options)
///     }
///     var responseEncoder: JSONModelResponseEncoder { JSONModelResponseEncoder() }
/// }
/// ```
public struct JSONModelRequestContext: RequestContext {
    /// Hummingbird's per-request storage (logger, parameters, endpoint path).
    public var coreContext: CoreRequestContextStorage

    /// Creates the context for one request.
    ///
    /// - Parameter source: What the application knows about the request's channel.
    public init(source: ApplicationRequestContextSource) {
        self.coreContext = CoreRequestContextStorage(source: source)
    }

    /// JSONModelKit's decoder with its default settings.
    public var requestDecoder: JSONModelRequestDecoder { JSONModelRequestDecoder() }

    /// JSONModelKit's encoder with its default settings.
    public var responseEncoder: JSONModelResponseEncoder { JSONModelResponseEncoder() }
}
