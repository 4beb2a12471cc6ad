import Hummingbird
import JSONModelHummingbird
import JSONModelKit

/// The example server's request context: Hummingbird's basic context with JSONModelKit's
/// coders, which is all it takes for handlers to decode and return models.
///
/// It rejects unknown keys, so a typo such as `"titel"` is a 422 instead of being ignored, and
/// collects every error, so a client sees all its mistakes at once.
public struct TodoRequestContext: RequestContext {
    /// Hummingbird's per-request storage.
    public var coreContext: CoreRequestContextStorage

    /// Creates the context for one request.
    ///
    /// - Parameter source: What the application knows about the request's channel.
    public init(source: ApplicationRequestContextSource) {
        self.coreContext = CoreRequestContextStorage(source: source)
    }

    /// Request bodies larger than 1 MiB are a 413.
    public var maxUploadSize: Int { 1 << 20 }

    /// Strict decoding with the decoder's limits, unknown keys rejected, errors collected.
    public var requestDecoder: JSONModelRequestDecoder {
        JSONModelRequestDecoder(options: Self.decodingOptions)
    }

    /// The decoder's settings: the defaults with unknown keys rejected.
    ///
    /// They are ``JSONModelRequestDecoder/defaultOptions`` with `unknownKeys = .reject`. The
    /// OpenAPI document's coder uses them too, so its schemas say what the server accepts.
    public static var decodingOptions: JSONModel.DecodingOptions {
        var options = JSONModelRequestDecoder.defaultOptions
        options.unknownKeys = .reject
        return options
    }

    /// Compact JSON written by JSONModelKit.
    public var responseEncoder: JSONModelResponseEncoder { JSONModelResponseEncoder() }
}
