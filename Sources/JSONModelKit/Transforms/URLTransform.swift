import Foundation

/// A URL as a JSON string.
///
/// Decoding accepts any string `URL(string:)` accepts (relative references included);
/// encoding writes `absoluteString`.
public struct URLTransform: JSONTransform {
    /// Creates the transform.
    public init() {}

    /// Reads a URL string.
    public func decode(_ json: JSONValue) throws -> URL {
        guard let text = json.stringValue else {
            throw JSONTransformError("expected a URL string, found \(json.kindDescription)")
        }
        guard !text.isEmpty, let url = URL(string: text) else {
            throw JSONTransformError("not a valid URL: \"\(text)\"")
        }
        return url
    }

    /// Writes the URL's absolute string.
    public func encode(_ value: URL) throws -> JSONValue {
        .string(value.absoluteString)
    }
}

/// A URL written relative to a base URL: `"/users/7"` ↔ `https://api.example.com/users/7`.
///
/// Decoding resolves the string against the base (an absolute URL string stays as it is).
/// Encoding writes the part after the base when the URL is under it (same scheme, host, port
/// and a path that starts with the base's path), and the absolute string otherwise.
public struct RelativeURLTransform: JSONTransform {
    /// The URL references are resolved against.
    public let baseURL: URL

    /// Creates the transform.
    ///
    /// - Parameter baseURL: The URL references are resolved against, such as
    ///   `https://api.example.com/v2/`.
    public init(baseURL: URL) {
        self.baseURL = baseURL
    }

    /// Resolves the string against ``baseURL``.
    public func decode(_ json: JSONValue) throws -> URL {
        guard let text = json.stringValue else {
            throw JSONTransformError("expected a URL string, found \(json.kindDescription)")
        }
        // An empty reference is the base itself (RFC 3986, 5.2.2).
        if text.isEmpty { return baseURL.absoluteURL }
        guard let url = URL(string: text, relativeTo: baseURL)?.absoluteURL else {
            throw JSONTransformError("not a valid URL reference: \"\(text)\"")
        }
        return url
    }

    /// Writes the URL relative to ``baseURL`` when it is under it.
    public func encode(_ value: URL) throws -> JSONValue {
        let absolute = value.absoluteString
        let base = baseURL.absoluteString
        if absolute.hasPrefix(base), absolute.count > base.count || base.hasSuffix("/") {
            let rest = String(absolute.dropFirst(base.count))
            if base.hasSuffix("/") { return .string(rest) }
            // A base without a trailing slash: keep the slash so the reference resolves back.
            if rest.hasPrefix("/") || rest.hasPrefix("?") || rest.hasPrefix("#") {
                let lastComponent = baseURL.lastPathComponent
                return .string(lastComponent.isEmpty ? rest : lastComponent + rest)
            }
        }
        return .string(absolute)
    }
}
