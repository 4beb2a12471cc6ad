import NIOHTTP1
import Vapor

extension ProblemDetails {
    /// The problem that answers any error a Vapor application throws.
    ///
    /// | error | problem |
    /// |---|---|
    /// | a ``ProblemDetails`` | itself |
    /// | a ``JSONModelError`` | ``init(decoding:)``: 400 for a syntax error, 422 for the content, 500 for a broken model |
    /// | a `DecodingError` (Vapor's `JSONDecoder` path) | as a ``JSONModelError`` (``JSONModelError/init(decodingError:)``): 400 or 422 |
    /// | Vapor's `ValidationsError` (`Validatable`) | 422, one entry per failed key, with its path |
    /// | any other `AbortError` (`Abort(.notFound)`, a route that does not exist, a body over Vapor's own limit) | its status; its reason as `detail` when it says more than the status |
    /// | anything else | 500, with no detail: nothing about the server reaches the client |
    ///
    /// - Parameter error: What a handler, a middleware or Vapor threw.
    public init(error: any Error) {
        switch error {
        case let problem as ProblemDetails:
            self = problem
        case let error as JSONModelError:
            self.init(decoding: error)
        case let error as DecodingError:
            self.init(decoding: JSONModelError(decodingError: error))
        case let error as ValidationsError:
            self.init(validationFailures: error.failures)
        case let error as any AbortError:
            // Vapor's reason defaults to the status's own phrase, which the title already says.
            let reason = error.reason
            self.init(status: error.status, detail: reason == error.status.reasonPhrase ? nil : reason)
        default:
            self.init(statusCode: 500)
        }
    }

    /// The 422 problem for Vapor's failed validations.
    private init(validationFailures failures: [ValidationResult]) {
        let entries = failures.flatMap { Self.entries(of: $0, at: []) }
        let count = entries.count == 1 ? "1 error" : "\(entries.count) errors"
        self.init(statusCode: 422, detail: "The request body has \(count).", errors: entries)
    }

    /// The entries of one validation result: one per failed leaf, with the path of keys and
    /// indices that leads to it.
    private static func entries(
        of result: any ValidatorResult,
        at path: [JSONModelError.PathComponent]
    ) -> [Entry] {
        guard result.isFailure else { return [] }
        switch result {
        case let keyed as ValidationResult:
            let component: JSONModelError.PathComponent =
                keyed.key.intValue.map(JSONModelError.PathComponent.index) ?? .key(keyed.key.stringValue)
            if let custom = keyed.customFailureDescription {
                return [entry(code: .validationFailed, message: custom, at: path + [component])]
            }
            return entries(of: keyed.result, at: path + [component])
        case let nested as ValidatorResults.Nested:
            return nested.results.flatMap { entries(of: $0, at: path) }
        case let each as ValidatorResults.NestedEach:
            return each.results.enumerated().flatMap { index, results in
                results.flatMap { entries(of: $0, at: path + [.index(index)]) }
            }
        case is ValidatorResults.Missing:
            return [entry(code: .keyNotFound, message: result.failureDescription ?? "is required", at: path)]
        case is ValidatorResults.TypeMismatch, is ValidatorResults.NotFound, is ValidatorResults.Codable:
            return [entry(code: .typeMismatch, message: result.failureDescription ?? "is not valid", at: path)]
        default:
            return [entry(code: .validationFailed, message: result.failureDescription ?? "is not valid", at: path)]
        }
    }

    private static func entry(
        code: JSONModelError.Code,
        message: String,
        at path: [JSONModelError.PathComponent]
    ) -> Entry {
        Entry(JSONModelError(code: code, message: message, path: path))
    }
}
