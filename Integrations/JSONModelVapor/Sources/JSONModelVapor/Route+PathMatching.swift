import Vapor

extension Route {
    /// Whether the route's path matches a request path's segments, as Vapor's router matches.
    ///
    /// - Parameters:
    ///   - segments: The request path split at `/`, without empty segments.
    ///   - caseInsensitive: Whether constants match ignoring case.
    /// - Returns: Whether every segment matches.
    func matches(_ segments: [Substring], caseInsensitive: Bool) -> Bool {
        let components = path
        var index = 0
        for component in components {
            switch component {
            case .catchall:
                return index < segments.count
            case .parameter, .anything:
                guard index < segments.count else { return false }
            case .constant(let constant):
                guard index < segments.count else { return false }
                let segment = segments[index]
                let equal = caseInsensitive ? segment.lowercased() == constant.lowercased() : segment == constant
                guard equal else { return false }
            }
            index += 1
        }
        return index == segments.count
    }
}
