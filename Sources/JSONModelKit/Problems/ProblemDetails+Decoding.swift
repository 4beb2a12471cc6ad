extension ProblemDetails {
    /// Creates the problem for a request body that JSONModelKit could not decode.
    ///
    /// A syntax error is a 400 (Bad Request); every other failure of the body's content (a
    /// missing key, a wrong type, an invalid value, an unknown key, a broken limit, a broken
    /// constraint or rule, a failed validation) is a 422 (Unprocessable Content) with one entry
    /// per failure, taken from ``JSONModelError/errors`` when the decoder collected them all
    /// (when decoding stopped at `maxCollectedErrors`, the detail says that more were found).
    /// Paths and messages quote at most `JSONModelError.quotedTextLimit` Unicode scalars of a key
    /// or value. A failure of the model declarations themselves (``JSONModelError/Code/schemaError``,
    /// ``JSONModelError/Code/unsupportedType``) is the server's fault: a 500 with no entries, so
    /// nothing about the server's types reaches the client.
    ///
    /// - Parameter error: What the decoder threw.
    public init(decoding error: JSONModelError) {
        let failures = Self.flattened(error)
        if failures.contains(where: { $0.code == .schemaError || $0.code == .unsupportedType }) {
            self.init(statusCode: 500)
        } else if failures.count == 1 && failures[0].code == .syntaxError {
            self.init(
                statusCode: 400,
                detail: "The request body is not valid JSON.",
                errors: [Entry(failures[0])]
            )
        } else if error.hasUnlistedErrors {
            self.init(
                statusCode: 422,
                detail:
                    "The request body has more than \(failures.count) errors; the first \(failures.count) are listed.",
                errors: failures.map(Entry.init)
            )
        } else {
            let count = failures.count == 1 ? "1 error" : "\(failures.count) errors"
            self.init(
                statusCode: 422,
                detail: "The request body has \(count).",
                errors: failures.map(Entry.init)
            )
        }
    }

    /// The single failures in an error: itself, or the failures ``JSONModelError/Code/multiple``
    /// lists (at any depth).
    private static func flattened(_ error: JSONModelError) -> [JSONModelError] {
        error.code == .multiple ? error.errors.flatMap(flattened) : [error]
    }
}
