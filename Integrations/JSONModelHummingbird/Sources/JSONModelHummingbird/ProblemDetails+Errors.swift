import HTTPTypes
import Hummingbird
import JSONModelKit

extension ProblemDetails {
    /// The problem that answers any error a Hummingbird application throws.
    ///
    /// | error | problem |
    /// |---|---|
    /// | a ``ProblemDetails`` | itself |
    /// | a ``JSONModelError`` | ``init(decoding:)``: 400 for a syntax error, 422 for the content, 500 for a broken model |
    /// | a `DecodingError` | as a ``JSONModelError`` (``JSONModelError/init(decodingError:)``): 400 or 422 |
    /// | Hummingbird's `HTTPError` (a bad `:id`, a path no route matches, a 405) | its status; its message as `detail` |
    /// | any other `HTTPResponseError` | its status |
    /// | anything else | 500, with no detail: nothing about the server reaches the client |
    ///
    /// - Parameter error: What a handler, a middleware or the router threw.
    public init(error: any Error) {
        switch error {
        case let problem as ProblemDetails:
            self = problem
        case let error as JSONModelError:
            self.init(decoding: error)
        case let error as DecodingError:
            self.init(decoding: JSONModelError(decodingError: error))
        case let error as HTTPError:
            self.init(status: error.status, detail: error.body)
        case let error as any HTTPResponseError:
            self.init(status: error.status)
        default:
            self.init(statusCode: 500)
        }
    }
}
